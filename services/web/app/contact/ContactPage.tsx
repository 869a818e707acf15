import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon, type IconName } from '../ui/Icon'
import { visuallyHidden } from '../theme/utilities.css'
import { useLocalizedPath, useT } from '../i18n/use-locale'
import type { MessageKey } from '../i18n/messages'
import { nonBreaking } from '../company'
import { fallbackLang, Text, TextBlock } from '../i18n/bidi'
import { PageHero } from '../ui/PageHero'
import { Section, SectionHeader } from '../ui/Section'
import { telHref, type ContactDetails } from './contact-details'
import type { ContactActionData } from './contact.server'
import { ContactForm, ThankYou } from './ContactForm'
import { OfficeMap } from './OfficeMap'
import * as styles from './ContactPage.css'

/** A phone or e-mail line's label (contact-details.ts names them in English) in the catalogue. */
const lineKey: Record<string, MessageKey> = {
  Main: 'contact.line.main',
  General: 'contact.line.general',
  Sales: 'contact.line.sales',
  Support: 'contact.line.support',
}

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
  const t = useT()
  const localized = useLocalizedPath()
  const line = (label: string) => {
    const key = lineKey[label]
    return key ? t(key) : label
  }
  const mainPhone = details.phones[0]?.value
  const mainEmail = details.emails[0]?.value
  const addressLang = fallbackLang(details, 'address')
  const meeting = `${localized('/contact')}?subject=${encodeURIComponent(t('contact.meeting.subject'))}#contact-form`
  return (
    <>
      <PageHero
        smallTitle={t('contact.hero.small')}
        titleLead={t('contact.hero.lead')}
        titleHighlight={t('contact.hero.highlight')}
        description={t('contact.hero.description')}
      />

      <Section labelledBy="contact-form-title">
        <div className={styles.layout}>
          <aside className={styles.info} aria-labelledby="contact-details-title">
            {/* the blocks' h3s sit under a heading of their own (heading order h1 > h2 > h3) */}
            <h2 id="contact-details-title" className={visuallyHidden}>
              {t('contact.details')}
            </h2>
            {details.address && (
              <InfoBlock icon="map-pin" title={t('contact.office')}>
                <TextBlock as="address" className={styles.address} lang={addressLang}>
                  {details.address}
                </TextBlock>
              </InfoBlock>
            )}
            {details.phones.length > 0 && (
              <InfoBlock icon="phone" title={t('contact.phoneTitle')}>
                <ul className={styles.lines}>
                  {details.phones.map((p) => (
                    <li key={p.label}>
                      {t('contact.line.labelled', { line: line(p.label) })}{' '}
                      <a href={telHref(p.value)} dir="ltr">
                        {nonBreaking(p.value)}
                      </a>
                    </li>
                  ))}
                </ul>
              </InfoBlock>
            )}
            {details.emails.length > 0 && (
              <InfoBlock icon="mail" title={t('contact.emailTitle')}>
                <ul className={styles.lines}>
                  {details.emails.map((e) => (
                    <li key={e.label}>
                      {t('contact.line.labelled', { line: line(e.label) })}{' '}
                      <a href={`mailto:${e.value}`} dir="ltr">
                        {e.value}
                      </a>
                    </li>
                  ))}
                </ul>
              </InfoBlock>
            )}
            {details.hours.length > 0 && (
              <InfoBlock icon="clock" title={t('contact.hours')}>
                <ul className={styles.lines}>
                  {details.hours.map((h) => (
                    <li key={h}>
                      <Text>{h}</Text>
                    </li>
                  ))}
                </ul>
              </InfoBlock>
            )}
          </aside>

          <div className={styles.formCard} id="contact-form">
            <h2 id="contact-form-title" className={styles.formTitle}>
              {t('contact.form.title')}
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
          <TextBlock lang={addressLang}>{details.address}</TextBlock>
        </div>
      )}

      <Section tone="muted" labelledBy="quick-contact-title">
        <SectionHeader id="quick-contact-title" title={t('contact.talk')} align="center" />
        <ul className={styles.cards}>
          {mainPhone && (
            <QuickCard
              icon="phone"
              title={t('contact.call.title')}
              text={t('contact.call.text', { phone: `\u2066${mainPhone}\u2069` })}
            >
              <a className={styles.cardAction} href={telHref(mainPhone)}>
                {nonBreaking(t('contact.call.action'))}
              </a>
            </QuickCard>
          )}
          {mainEmail && (
            <QuickCard
              icon="mail"
              title={t('contact.mail.title')}
              text={t('contact.mail.text', { email: `\u2066${mainEmail}\u2069` })}
            >
              <a className={styles.cardAction} href={`mailto:${mainEmail}`}>
                {t('contact.mail.action')}
              </a>
            </QuickCard>
          )}
          <QuickCard
            icon="calendar"
            title={t('contact.meeting.title')}
            text={t('contact.meeting.text')}
          >
            <Link className={styles.cardAction} to={meeting}>
              {t('contact.meeting.action')}
            </Link>
          </QuickCard>
        </ul>
      </Section>

      {details.position && (
        <Section labelledBy="office-map-title">
          <SectionHeader
            id="office-map-title"
            title={t('contact.visit')}
            align="center"
            description={details.address}
            lang={{ description: addressLang }}
          />
          <OfficeMap
            lat={details.position.lat}
            lng={details.position.lng}
            label={t('contact.mapLabel')}
          />
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
