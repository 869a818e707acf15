import { defaultLocale, type Locale } from '../i18n/locale'
import { translate, type MessageKey } from '../i18n/messages'

/**
 * The contact form's errors in the page's language. The shared schema (ContactInput) words its
 * errors in English, for content-api and the English page; a page in another language gets the
 * catalogue's message for the same rule, by what the English one says.
 */
const requiredKey: Record<string, MessageKey> = {
  full_name: 'contact.error.fullNameRequired',
  email: 'contact.error.emailRequired',
  subject: 'contact.error.subjectRequired',
  message: 'contact.error.messageRequired',
}

function translatedError(locale: Locale, field: string, english: string): string {
  const max = /at most ([\d,]+) characters/.exec(english)?.[1]
  if (max) return translate(locale, 'contact.error.tooLong', { max: max.replace(',', '') })
  const required = requiredKey[field]
  if (/is required$/.test(english) && required) return translate(locale, required)
  if (field === 'email') return translate(locale, 'contact.error.emailInvalid')
  if (field === 'phone') return translate(locale, 'contact.error.phoneInvalid')
  return translate(locale, 'contact.error.invalid')
}

export function localizeContactErrors(
  errors: Record<string, string>,
  locale: Locale,
): Record<string, string> {
  if (locale === defaultLocale) return errors
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      translatedError(locale, field, message),
    ]),
  )
}
