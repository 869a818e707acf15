import type { ReactNode } from 'react'
import { useT } from '../i18n/use-locale'
import { Ltr } from '../i18n/Ltr'
import { nonBreaking, telHref } from '../company'
import { Button } from '../ui/Button'
import { CallToAction } from '../ui/CallToAction'
import { useCompanyContact } from './use-public-layout'

export interface ContactCallToActionProps {
  /** a text, or a message with a content value in it (i18n/fill.tsx) */
  title: ReactNode
  description: string
  /** the contact button's text */
  label?: string
  /** where it leads (a path under /contact, e.g. with ?product=) */
  to?: string
}

/** A detail page's closing band: to /contact, and the main phone number when it is known. */
export function ContactCallToAction({
  title,
  description,
  label,
  to = '/contact',
}: ContactCallToActionProps) {
  const contact = useCompanyContact()
  const t = useT()
  return (
    <CallToAction title={title} description={description}>
      <Button to={to} size="lg" iconEnd="arrow-right">
        {label ?? t('cta.contactUs')}
      </Button>
      {contact.mainPhone ? (
        <Button to={telHref(contact.mainPhone)} size="lg" variant="outline" iconStart="phone">
          <Ltr>{nonBreaking(contact.mainPhone)}</Ltr>
        </Button>
      ) : null}
    </CallToAction>
  )
}
