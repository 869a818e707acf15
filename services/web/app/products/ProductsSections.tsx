import { fallbackLang, TextBlock } from '../i18n/bidi'
import { useT } from '../i18n/use-locale'
import type { MessageKey } from '../i18n/messages'
import { CardGrid } from '../ui/CardGrid'
import { FeatureSplit } from '../ui/FeatureSplit'
import { NamedGroup } from '../ui/NamedGroup'
import { PointGrid, type Point } from '../ui/PointGrid'
import { Section, SectionHeader } from '../ui/Section'
import { PartnerCard, PartnerLogo } from './PartnerCard'
import type { ProductsPageContent } from './products-page'
import * as styles from './ProductsSections.css'

/**
 * The strategic partners section: shown only when at least one active partner is strategic (no
 * empty heading on the page otherwise).
 */
export function StrategicPartners({
  strategic,
}: {
  strategic: NonNullable<ProductsPageContent['strategic']>
}) {
  return (
    <Section labelledBy="strategic-partners-title">
      <SectionHeader
        id="strategic-partners-title"
        eyebrow={strategic.smallTitle}
        title={strategic.title}
        description={strategic.description}
        lang={strategic.lang}
      />
      <CardGrid items={strategic.partners} getKey={(p) => p.slug}>
        {(partner) => <PartnerCard partner={partner} />}
      </CardGrid>
    </Section>
  )
}

const partnershipPoints = [
  { icon: 'award', label: 'products.partnerships.point1' },
  { icon: 'users', label: 'products.partnerships.point2' },
  { icon: 'briefcase', label: 'products.partnerships.point3' },
  { icon: 'globe', label: 'products.partnerships.point4' },
] as const satisfies ReadonlyArray<{ icon: Point['icon']; label: MessageKey }>

/** How our partnerships serve clients, with every active partner's logo. */
export function Partnerships({ partners }: { partners: ProductsPageContent['partners'] }) {
  const t = useT()
  return (
    <Section tone="muted" labelledBy="partnerships-title">
      <SectionHeader
        id="partnerships-title"
        eyebrow={t('products.partnerships.eyebrow')}
        title={t('products.partnerships.title')}
        description={t('products.partnerships.description')}
      />
      <div className={styles.partnerships}>
        <PointGrid
          label={t('products.partnerships.label')}
          points={partnershipPoints.map((p) => ({ icon: p.icon, label: t(p.label) }))}
        />
        {partners.length > 0 ? (
          <NamedGroup label={t('products.partnerships.logos')}>
            <ul className={styles.logos}>
              {partners.map((p) => (
                <li key={p.slug} className={styles.logoItem}>
                  <PartnerLogo logo={p.logo} name={p.name} decorative />
                  <TextBlock as="span" className={styles.logoName} lang={fallbackLang(p, 'name')}>
                    {p.name}
                  </TextBlock>
                </li>
              ))}
            </ul>
          </NamedGroup>
        ) : null}
      </div>
    </Section>
  )
}

const innovationPoints = [
  { icon: 'cpu', label: 'products.innovation.point1' },
  { icon: 'sun', label: 'products.innovation.point2' },
  { icon: 'server', label: 'products.innovation.point3' },
  { icon: 'globe', label: 'products.innovation.point4' },
] as const satisfies ReadonlyArray<{ icon: Point['icon']; label: MessageKey }>

export function ProductInnovation({
  innovation,
}: {
  innovation: ProductsPageContent['innovation']
}) {
  const t = useT()
  return (
    <FeatureSplit
      id="innovation-title"
      eyebrow={innovation.smallTitle}
      title={innovation.title}
      description={innovation.description}
      image={innovation.image}
      imageAlt=""
      reverse
      lang={innovation.lang}
    >
      <PointGrid
        label={t('products.innovation.label')}
        points={innovationPoints.map((p) => ({ icon: p.icon, label: t(p.label) }))}
      />
    </FeatureSplit>
  )
}
