import type { ReactNode } from 'react'
import { nonBreaking, telHref } from '../company'
import { Container } from '../ui/Container'
import { Icon } from '../ui/Icon'
import { Section } from '../ui/Section'
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
  return (
    <>
      <section className={styles.hero} aria-labelledby="legal-title">
        <Container>
          <div className={styles.heroInner}>
            <h1 id="legal-title" className={styles.title}>
              {title}
            </h1>
            <p className={styles.lead}>{lead}</p>
            <p className={styles.updated}>Last updated: {updated}</p>
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
              Questions? Contact {company.name}
            </h2>
            <ul className={styles.contactList}>
              {company.address ? (
                <li className={styles.contactItem}>
                  <Icon name="map-pin" size={18} className={styles.contactIcon} />
                  <span>{company.address}</span>
                </li>
              ) : null}
              {company.phone ? (
                <li className={styles.contactItem}>
                  <Icon name="phone" size={18} className={styles.contactIcon} />
                  <a href={telHref(company.phone)}>{nonBreaking(company.phone)}</a>
                </li>
              ) : null}
              {company.email ? (
                <li className={styles.contactItem}>
                  <Icon name="mail" size={18} className={styles.contactIcon} />
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </li>
              ) : null}
            </ul>
          </aside>
        </div>
      </Section>
    </>
  )
}
