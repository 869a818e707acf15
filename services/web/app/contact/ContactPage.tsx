import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon, type IconName } from '../ui/Icon'
import { PageHero } from '../ui/PageHero'
import { Section, SectionHeader } from '../ui/Section'
import { telHref, type ContactDetails } from './contact-details'
import type { ContactActionData } from './contact.server'
import { ContactForm, ThankYou } from './ContactForm'
import { LazyOfficeMap } from './LazyOfficeMap'
import * as styles from './ContactPage.css'

export const SCHEDULE_MEETING_SUBJECT = 'Schedule a meeting'

export interface ContactPageProps {
  details: ContactDetails
  subject: string
  sent: boolean
  formToken: string
  result: ContactActionData | undefined
}

function InfoBlock({
  icon,
  title,
  children,
}: {
  icon: IconName
  title: string
  children: ReactNode
}) {
  return (
    <div className={styles.infoBlock}>
      <span className={styles.infoIcon}>
        <Icon name={icon} size={20} />
      </span>
      <div>
        <h3 className={styles.infoTitle}>{title}</h3>
        {children}
      </div>
    </div>
  )
}

/** /contact: details from company settings, the form, quick contacts and the office map. */
export function ContactPage({ details, subject, sent, formToken, result }: ContactPageProps) {
  const mainPhone = details.phones[0]?.value
  const mainEmail = details.emails[0]?.value
  return (
    <>
      <PageHero
        smallTitle="Contact Us"
        titleLead="Get in"
        titleHighlight="Touch"
        description="Tell us about your project: our engineers in Dubai answer every message within one business day."
      />

      <Section labelledBy="contact-form-title">
        <div className={styles.layout}>
          <aside className={styles.info} aria-label="Contact details">
            {details.address && (
              <InfoBlock icon="map-pin" title="Office">
                <address className={styles.address}>{details.address}</address>
              </InfoBlock>
            )}
            {details.phones.length > 0 && (
              <InfoBlock icon="phone" title="Phone">
                <ul className={styles.lines}>
                  {details.phones.map((p) => (
                    <li key={p.label}>
                      {p.label}:{' '}
                      <a href={telHref(p.value)} dir="ltr">
                        {p.value}
                      </a>
                    </li>
                  ))}
                </ul>
              </InfoBlock>
            )}
            {details.emails.length > 0 && (
              <InfoBlock icon="mail" title="Email">
                <ul className={styles.lines}>
                  {details.emails.map((e) => (
                    <li key={e.label}>
                      {e.label}:{' '}
                      <a href={`mailto:${e.value}`} dir="ltr">
                        {e.value}
                      </a>
                    </li>
                  ))}
                </ul>
              </InfoBlock>
            )}
            {details.hours.length > 0 && (
              <InfoBlock icon="clock" title="Business Hours">
                <ul className={styles.lines}>
                  {details.hours.map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ul>
              </InfoBlock>
            )}
          </aside>

          <div className={styles.formCard} id="contact-form">
            <h2 id="contact-form-title" className={styles.formTitle}>
              Send Us a Message
            </h2>
            {sent ? (
              <ThankYou />
            ) : (
              <ContactForm subject={subject} formToken={formToken} result={result} />
            )}
          </div>
        </div>
      </Section>

      {details.address && (
        <div className={styles.strip}>
          <Icon name="map-pin" size={20} />
          <p>{details.address}</p>
        </div>
      )}

      <Section tone="muted" labelledBy="quick-contact-title">
        <SectionHeader id="quick-contact-title" title="Prefer to Talk?" align="center" />
        <ul className={styles.cards}>
          {mainPhone && (
            <QuickCard icon="phone" title="Call Us" text={`Speak with our team: ${mainPhone}`}>
              <a className={styles.cardAction} href={telHref(mainPhone)}>
                Call now
              </a>
            </QuickCard>
          )}
          {mainEmail && (
            <QuickCard icon="mail" title="Email Us" text={`Write to ${mainEmail}`}>
              <a className={styles.cardAction} href={`mailto:${mainEmail}`}>
                Send an email
              </a>
            </QuickCard>
          )}
          <QuickCard
            icon="calendar"
            title="Schedule Meeting"
            text="Book a call or a visit with an engineer."
          >
            <Link
              className={styles.cardAction}
              to={`/contact?subject=${encodeURIComponent(SCHEDULE_MEETING_SUBJECT)}#contact-form`}
            >
              Request a meeting
            </Link>
          </QuickCard>
        </ul>
      </Section>

      {details.position && (
        <Section labelledBy="office-map-title">
          <SectionHeader
            id="office-map-title"
            title="Visit Our Office"
            align="center"
            description={details.address}
          />
          <LazyOfficeMap lat={details.position.lat} lng={details.position.lng} label="Our office" />
        </Section>
      )}
    </>
  )
}

function QuickCard({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <li className={styles.card}>
      <span className={styles.cardIcon}>
        <Icon name={icon} size={24} />
      </span>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.cardText}>{text}</p>
      {children}
    </li>
  )
}
