import { nonBreaking, telHref } from '../company'
import { Text } from '../i18n/bidi'
import { Ltr } from '../i18n/Ltr'
import type { Locale } from '../i18n/locale'
import type { LegalCompany } from './legal-company'

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

/** "Falcon Gridworks, <address>" (an Arabic comma in Arabic), or the name alone. */
export function NameAndAddress({ company, locale }: { company: LegalCompany; locale: Locale }) {
  return (
    <>
      <Text>{company.name}</Text>
      {company.address ? (
        <>
          {locale === 'ar' ? '، ' : ', '}
          <Text>{company.address}</Text>
        </>
      ) : null}
    </>
  )
}
