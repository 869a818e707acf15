import type { ReactNode } from 'react'
import { Text } from '../i18n/bidi'
import { fill } from '../i18n/fill'
import { useT } from '../i18n/use-locale'
import { Container } from '../ui/Container'
import { Icon } from '../ui/Icon'
import { Section } from '../ui/Section'
import { EmailLink, PhoneLink } from './company-lines'
import type { LegalCompany } from './legal-company'
import * as styles from './LegalPage.css'

export interface LegalSection {
  heading: string
  body: ReactNode
}

export interface LegalPageProps {
  title: string
  lead: string
  updated: string
  sections: LegalSection[]
  company: LegalCompany
}

/** Terms and the privacy policy in the site's layout: the text, and who to contact about it. */
export function LegalPage({ title, lead, updated, sections, company }: LegalPageProps) {
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
            <p className={styles.updated}>{t('legal.updated', { date: updated })}</p>
          </div>
        </Container>
      </section>
      <Section tone="muted" spacing="sm">
        <div className={styles.layout}>
          <article className={styles.article}>
            {sections.map((s, i) => (
              <section key={s.heading} className={styles.section} aria-labelledby={`legal-${i}`}>
                <h2 id={`legal-${i}`}>{s.heading}</h2>
                {s.body}
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
