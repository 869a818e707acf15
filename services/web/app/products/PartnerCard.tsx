import { fallbackLang, TextBlock } from '../i18n/bidi'
import { Ltr } from '../i18n/Ltr'
import { useT } from '../i18n/use-locale'
import { visuallyHidden } from '../theme/utilities.css'
import { isExternalUrl } from '../ui/link-target'
import { Icon } from '../ui/Icon'
import { Picture } from '../ui/Picture'
import type { PartnerCardData } from './products-page'
import * as styles from './PartnerCard.css'

/** The website, shown without its scheme: "https://corvane.example/" -> "corvane.example". */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/+$/, '')
}

/** A partner's logo on a light tile (logos have transparency: no blurred placeholder). */
export function PartnerLogo({
  logo,
  name,
  alt = '',
  decorative = false,
}: {
  logo: string
  name: string
  /** the logo's alt text as stored with the partner ('' : "<name> logo") */
  alt?: string
  /** true when the name is written beside it (the logo adds nothing to read) */
  decorative?: boolean
}) {
  const t = useT()
  return (
    <div className={styles.logo}>
      <Picture
        src={logo}
        alt={decorative ? '' : alt || t('partner.logo', { name })}
        sizes="240px"
        width={600}
        height={300}
        cover
        lowQualityPlaceholder={false}
      />
    </div>
  )
}

/**
 * A partner: logo, name, optional description and optional website, which opens in a new tab
 * (rel="noopener": the partner's page gets no handle on ours).
 */
export function PartnerCard({
  partner,
  framed = true,
}: {
  partner: PartnerCardData
  /** false inside a panel that is already a card */
  framed?: boolean
}) {
  const t = useT()
  return (
    <article className={framed ? styles.card : styles.content}>
      <PartnerLogo logo={partner.logo} name={partner.name} alt={partner.logo_alt} />
      <TextBlock as="h3" className={styles.name} lang={fallbackLang(partner, 'name')}>
        {partner.name}
      </TextBlock>
      {partner.description ? (
        <TextBlock className={styles.description} lang={fallbackLang(partner, 'description')}>
          {partner.description}
        </TextBlock>
      ) : null}
      {partner.website && isExternalUrl(partner.website) ? (
        <a
          className={styles.website}
          href={partner.website}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="globe" size={18} />
          <Ltr>{websiteLabel(partner.website)}</Ltr>
          <span className={visuallyHidden}> {t('site.newTab')}</span>
        </a>
      ) : null}
    </article>
  )
}
