import { nonBreaking, telHref } from '../company'
import { Ltr } from '../i18n/Ltr'

/** The company's telephone as a link, read left to right in either language. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)}>
      <Ltr>{nonBreaking(phone)}</Ltr>
    </a>
  )
}

/** The company's e-mail address as a link, read left to right in either language. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`}>
      <Ltr>{email}</Ltr>
    </a>
  )
}
