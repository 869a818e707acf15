import { Text, type FallbackLang } from '../i18n/bidi'
import { fill } from '../i18n/fill'
import { useT } from '../i18n/use-locale'
import { Container } from '../ui/Container'
import { Icon } from '../ui/Icon'
import { Section } from '../ui/Section'
import { EmailLink, PhoneLink } from './company-lines'
import type { LegalCompany } from './legal-company'
import type { LegalSection } from './legal-sections'
import { LegalText } from './LegalText'
import type { LegalValues } from './legal-values'
import * as styles from './LegalPage.css'

export interface LegalPageProps {
  title: string
  lead: string
  updated: string
  sections: LegalSection[]
  /** what the sections' placeholders show (legal-values.tsx) */
  values: LegalValues
  /** 'en' when the text is English standing in for a missing translation */
  lang?: FallbackLang
  company: LegalCompany
}

/** Terms and the privacy policy in the site's layout: the text, and who to contact about it. */
export function LegalPage(props: LegalPageProps) {
  const { title, lead, updated, sections, values, lang, company } = props
  const t = useT()
  return (
    <>
      <section className={styles.hero} aria-labelledby="legal-title">
        <Container>
          <div className={styles.heroInner}>
            <h1 id="legal-title" className={styles.title}>
              {title}
            </h1>
            <p className={styles.lead}>{lead}</p>
            {updated ? (
              <p className={styles.updated}>{t('legal.updated', { date: updated })}</p>
            ) : null}
          </div>
        </Container>
      </section>
      <Section tone="muted" spacing="sm">
        <div className={styles.layout}>
          <article className={styles.article} {...(lang ? { lang, dir: 'ltr' } : {})}>
            {sections.map((s, i) => (
              <section key={s.heading} className={styles.section} aria-labelledby={`legal-${i}`}>
                <h2 id={`legal-${i}`}>{s.heading}</h2>
                <LegalText markdown={s.body} values={values} />
              </section>
            ))}
          </article>
          <aside className={styles.aside} aria-labelledby="legal-contact">
            <h2 id="legal-contact" className={styles.asideTitle}>
              {fill(t('legal.questions'), { name: <Text>{company.name}</Text> })}
            </h2>
            <ul className={styles.contactList}>
              {company.address ? (
                <li className={styles.contactItem}>
                  <Icon name="map-pin" size={18} className={styles.contactIcon} />
                  <span>
                    <Text>{company.address}</Text>
                  </span>
                </li>
              ) : null}
              {company.phone ? (
                <li className={styles.contactItem}>
                  <Icon name="phone" size={18} className={styles.contactIcon} />
                  <PhoneLink phone={company.phone} />
                </li>
              ) : null}
              {company.email ? (
                <li className={styles.contactItem}>
                  <Icon name="mail" size={18} className={styles.contactIcon} />
                  <EmailLink email={company.email} />
                </li>
              ) : null}
            </ul>
          </aside>
        </div>
      </Section>
    </>
  )
}
