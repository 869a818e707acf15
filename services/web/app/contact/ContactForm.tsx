import { Form, Link, useNavigation } from 'react-router'
import { contactServices } from '@site/content-api/schemas'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import * as fieldStyles from '../ui/Field.css'
import { Icon } from '../ui/Icon'
import { visuallyHidden } from '../theme/utilities.css'
import { serviceLabels } from './contact-details'
import type { ContactActionData } from './contact.server'
import * as styles from './ContactForm.css'

const fieldOrder = ['full_name', 'email', 'subject', 'message'] as const
const labels: Record<string, string> = {
  full_name: 'Full Name',
  email: 'Email Address',
  company: 'Company',
  phone: 'Phone',
  subject: 'Subject',
  service: 'Service',
  message: 'Message',
}

/**
 * 'Send Us a Message'. A plain POST form (works without JavaScript); with it, React Router
 * submits it and the button says 'Sending Message...' for exactly as long as the request runs.
 * After a failed send every typed value is back in its field, with the reason beside it.
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
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formAction?.startsWith('/contact')
  const values = result?.values
  const errors = result?.fieldErrors ?? {}
  const errorList = Object.keys(errors).filter((key) => labels[key])
  const value = (name: string, fallback = '') => values?.[name as keyof typeof values] ?? fallback
  const control = (name: string) => ({ name, defaultValue: value(name) })

  return (
    <Form method="post" action="/contact" className={styles.form} noValidate aria-busy={sending}>
      {result?.formError && (
        <p className={styles.formError} role="alert">
          <Icon name="alert-triangle" size={18} />
          {result.formError}
        </p>
      )}
      {errorList.length > 0 && (
        <div className={styles.summary} role="alert" aria-labelledby="contact-errors-title">
          <p id="contact-errors-title" className={styles.summaryTitle}>
            Please check {errorList.length === 1 ? 'this field' : 'these fields'}:
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
      <div className={styles.grid}>
        <Field label={labels.full_name} id="contact-full_name" required error={errors.full_name}>
          {(c) => (
            <input
              {...c}
              {...control('full_name')}
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
              <option value="">Select a service (optional)</option>
              {contactServices.map((service) => (
                <option key={service} value={service}>
                  {serviceLabels[service]}
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
              className={fieldStyles.control}
              maxLength={5000}
            />
          )}
        </Field>
      </div>
      {/* The spam guard: a field people never see or reach (bots fill every field)... */}
      <div className={visuallyHidden} aria-hidden="true">
        <label>
          Leave this field empty
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
      >
        {sending ? 'Sending Message...' : 'Send Message'}
      </Button>
      <p className={styles.privacy}>
        We use your details only to answer you. See our{' '}
        <Link to="/privacy-policy.html">Privacy Policy</Link>.
      </p>
    </Form>
  )
}

/** The spec's thank-you screen. */
export function ThankYou() {
  return (
    <div className={styles.thanks} role="status">
      <span className={styles.thanksIcon}>
        <Icon name="check-circle" size={40} />
      </span>
      <h3 className={styles.thanksTitle}>Thank You!</h3>
      <p>Your message has been sent successfully. We&apos;ll get back to you within 24 hours.</p>
      <Button to="/contact#contact-form" variant="outline">
        Send Another Message
      </Button>
    </div>
  )
}
