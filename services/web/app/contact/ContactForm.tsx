import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { contactServices } from '@site/contract'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import * as fieldStyles from '../ui/Field.css'
import { Icon } from '../ui/Icon'
import { visuallyHidden } from '../theme/utilities.css'
import { useLocalizedPath, useT } from '../i18n/use-locale'
import type { MessageKey } from '../i18n/messages'
import type { ContactActionData } from './contact.server'
import * as styles from './ContactForm.css'

const fieldOrder = ['full_name', 'email', 'subject', 'message'] as const
const labelKeys: Record<string, MessageKey> = {
  full_name: 'contact.fullName',
  email: 'contact.email',
  company: 'contact.company',
  phone: 'contact.phone',
  subject: 'contact.subject',
  service: 'contact.service',
  message: 'contact.message',
}

/**
 * 'Send Us a Message'. A plain POST form: the contact page is sent without React's runtime, so
 * the browser posts it and the answer is the page again (thank-you, or the form with every typed
 * value back in its field and the reason beside it). site/static-enhance.ts makes the button say
 * 'Sending Message...' while the post runs (data-sending-label) and brings a message into view
 * with the focus (data-focus-on-load); on a page that hydrates, React does both.
 */
export function ContactForm({
  subject,
  formToken,
  result,
}: {
  subject: string
  formToken: string
  result: ContactActionData | undefined
}) {
  const t = useT()
  const localized = useLocalizedPath()
  const action = localized('/contact')
  const labels = Object.fromEntries(
    Object.entries(labelKeys).map(([field, key]) => [field, t(key)]),
  ) as Record<string, string>
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formAction?.startsWith(action)
  const values = result?.values
  const errors = result?.fieldErrors ?? {}
  const errorList = Object.keys(errors).filter((key) => labels[key])
  const value = (name: string, fallback = '') => values?.[name as keyof typeof values] ?? fallback
  const control = (name: string) => ({ name, defaultValue: value(name) })
  // a message above the form would be off screen after pressing Send at its foot: it takes the
  // focus (and so scrolls into view) each time an answer brings one
  const messageRef = useRef<HTMLDivElement>(null)
  const hasMessage = Boolean(result?.formError) || errorList.length > 0
  useEffect(() => {
    if (hasMessage) messageRef.current?.focus()
  }, [result, hasMessage])

  return (
    <Form method="post" action={action} className={styles.form} noValidate aria-busy={sending}>
      <div
        ref={messageRef}
        tabIndex={-1}
        className={styles.messages}
        {...(hasMessage ? { 'data-focus-on-load': '' } : {})}
      >
        {result?.formError && (
          <p className={styles.formError} role="alert">
            <Icon name="alert-triangle" size={18} />
            {result.formError}
          </p>
        )}
        {errorList.length > 0 && (
          <div className={styles.summary} role="alert" aria-labelledby="contact-errors-title">
            <p id="contact-errors-title" className={styles.summaryTitle}>
              {t(errorList.length === 1 ? 'contact.error.checkField' : 'contact.error.checkFields')}
            </p>
            <ul>
              {[...fieldOrder, 'company', 'phone', 'service']
                .filter((key) => errors[key])
                .map((key) => (
                  <li key={key}>
                    <a href={`#contact-${key}`}>
                      {labels[key]}: {errors[key]}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.grid}>
        <Field label={labels.full_name} id="contact-full_name" required error={errors.full_name}>
          {(c) => (
            <input
              {...c}
              {...control('full_name')}
              type="text"
              dir="auto"
              className={fieldStyles.control}
              autoComplete="name"
              maxLength={120}
            />
          )}
        </Field>
        <Field label={labels.email} id="contact-email" required error={errors.email}>
          {(c) => (
            <input
              {...c}
              {...control('email')}
              type="email"
              dir="ltr"
              className={fieldStyles.control}
              autoComplete="email"
              maxLength={254}
            />
          )}
        </Field>
        <Field label={labels.company} id="contact-company" error={errors.company}>
          {(c) => (
            <input
              {...c}
              {...control('company')}
              type="text"
              dir="auto"
              className={fieldStyles.control}
              autoComplete="organization"
              maxLength={120}
            />
          )}
        </Field>
        <Field label={labels.phone} id="contact-phone" error={errors.phone}>
          {(c) => (
            <input
              {...c}
              {...control('phone')}
              type="tel"
              dir="ltr"
              className={fieldStyles.control}
              autoComplete="tel"
              placeholder="+971 50 123 4567"
              maxLength={40}
            />
          )}
        </Field>
        <Field
          label={labels.subject}
          id="contact-subject"
          required
          error={errors.subject}
          className={styles.wide}
        >
          {(c) => (
            <input
              {...c}
              name="subject"
              type="text"
              dir="auto"
              defaultValue={value('subject', subject)}
              className={fieldStyles.control}
              maxLength={200}
            />
          )}
        </Field>
        <Field
          label={labels.service}
          id="contact-service"
          error={errors.service}
          className={styles.wide}
        >
          {(c) => (
            <select {...c} {...control('service')} className={fieldStyles.control}>
              <option value="">
                {t('contact.servicePlaceholder')} ({t('contact.optional')})
              </option>
              {contactServices.map((service) => (
                <option key={service} value={service}>
                  {t(`contact.service.${service}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={labels.message}
          id="contact-message"
          required
          error={errors.message}
          className={styles.wide}
        >
          {(c) => (
            <textarea
              {...c}
              {...control('message')}
              rows={6}
              dir="auto"
              className={fieldStyles.control}
              maxLength={5000}
            />
          )}
        </Field>
      </div>
      {/* The spam guard: a field people never see or reach (bots fill every field)... */}
      <div className={visuallyHidden} aria-hidden="true">
        <label>
          {t('contact.form.honeypot')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {/* ...and when the form was rendered, signed by the server */}
      <input type="hidden" name="form_token" value={formToken} />
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={sending}
        iconEnd={sending ? undefined : 'send'}
        data-sending-label={t('contact.sending')}
      >
        {sending ? t('contact.sending') : t('contact.submit')}
      </Button>
      <p className={styles.privacy}>
        {t('contact.form.privacy')} <Link to="/privacy-policy.html">{t('footer.privacy')}</Link>.
      </p>
    </Form>
  )
}

/** The thank-you screen that replaces the form once a message is sent. */
export function ThankYou() {
  const t = useT()
  const localized = useLocalizedPath()
  return (
    <div className={styles.thanks} role="status">
      <span className={styles.thanksIcon}>
        <Icon name="check-circle" size={40} />
      </span>
      <h3 className={styles.thanksTitle}>{t('contact.thanks.title')}</h3>
      <p>{t('contact.thanks.message')}</p>
      <Button to={`${localized('/contact')}#contact-form`} variant="outline">
        {t('contact.thanks.again')}
      </Button>
    </div>
  )
}
