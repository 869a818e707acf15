import { fallbackLang, TextBlock } from '../i18n/bidi'
import { useT } from '../i18n/use-locale'
import { Ltr } from '../i18n/Ltr'
import { PartnerLogo, websiteLabel } from '../products/PartnerCard'
import { Icon } from '../ui/Icon'
import { visuallyHidden } from '../theme/utilities.css'
import { Section, SectionHeader } from '../ui/Section'
import type { StripClient } from './clients-strip'
import * as styles from './ClientsStrip.css'

/**
 * What a client's card shows: its logo (the name is written under it, so the logo adds nothing
 * to read), name, industry and, on a link, the website's address (what says it is one).
 */
function ClientFace({ client }: { client: StripClient }) {
  return (
    <>
      {client.logo ? <PartnerLogo logo={client.logo} name={client.name} decorative /> : null}
      <TextBlock
        as="span"
        className={client.logo ? styles.name : styles.nameAlone}
        lang={fallbackLang(client, 'name')}
      >
        {client.name}
      </TextBlock>
      {client.industry ? (
        <TextBlock as="span" className={styles.industry} lang={fallbackLang(client, 'industry')}>
          {client.industry}
        </TextBlock>
      ) : null}
      {client.website ? (
        <span className={styles.website}>
          <Icon name="globe" size={14} />
          <Ltr>{websiteLabel(client.website)}</Ltr>
        </span>
      ) : null}
    </>
  )
}

/**
 * The clients strip on Home and About (the collection's places in the field registry): plain
 * server HTML, no script. A client with a website is one link, opened in a new tab (rel="noopener":
 * their page gets no handle on ours), named by its text.
 */
export function ClientsStrip({ clients }: { clients: readonly StripClient[] }) {
  const t = useT()
  if (clients.length === 0) return null
  return (
    <Section id="clients" labelledBy="clients-title">
      <SectionHeader
        id="clients-title"
        eyebrow={t('clients.eyebrow')}
        title={t('clients.title')}
        description={t('clients.description')}
      />
      <ul className={styles.list}>
        {clients.map((client) => (
          <li key={client.slug} className={styles.item}>
            {client.website ? (
              <a
                className={styles.card}
                href={client.website}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ClientFace client={client} />
                <span className={visuallyHidden}> {t('site.newTab')}</span>
              </a>
            ) : (
              <div className={styles.card}>
                <ClientFace client={client} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
