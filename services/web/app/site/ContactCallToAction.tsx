import { telHref } from '../company'
import { Button } from '../ui/Button'
import { CallToAction } from '../ui/CallToAction'
import { useCompanyContact } from './company-contact'

export interface ContactCallToActionProps {
  title: string
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
  label = 'Contact Us',
  to = '/contact',
}: ContactCallToActionProps) {
  const contact = useCompanyContact()
  return (
    <CallToAction title={title} description={description}>
      <Button to={to} size="lg" iconEnd="arrow-right">
        {label}
      </Button>
      {contact.mainPhone ? (
        <Button to={telHref(contact.mainPhone)} size="lg" variant="outline" iconStart="phone">
          {contact.mainPhone}
        </Button>
      ) : null}
    </CallToAction>
  )
}
