import { LocalLink as Link } from '../i18n/LocalLink'
import { nonBreaking, telHref } from '../company'
import { type LegalCompany, nameAndAddress } from './legal-company'
import type { LegalSection } from './LegalPage'

export const privacyUpdated = '2024'

/** The privacy policy, naming the company from its settings. */
export function privacySections(c: LegalCompany): LegalSection[] {
  return [
    {
      heading: 'Who we are',
      body: (
        <p>
          This website is operated by {nameAndAddress(c)}
          {c.phone ? (
            <>
              {' '}
              (telephone <a href={telHref(c.phone)}>{nonBreaking(c.phone)}</a>)
            </>
          ) : null}
          . We are responsible for the personal data described in this policy.
        </p>
      ),
    },
    {
      heading: 'Cookies and analytics',
      body: (
        <>
          <p>
            We use analytics only after you consent in the cookie and privacy notice. Your choice is
            stored in your browser&apos;s local storage (not sent to us) together with the time you
            made it. If your browser sends a Do Not Track signal, we do not ask and do not track.
          </p>
          <p>
            You can change your choice at any time with the Manage Cookies button in the footer of
            every page; the notice will then ask again.
          </p>
        </>
      ),
    },
    {
      heading: 'Contact messages',
      body: (
        <p>
          When you <Link to="/contact">contact us</Link>, we use the details you give us (such as
          your name, e-mail address, company and message) only to answer your enquiry and follow up
          on it. We do not sell your data or share it with third parties for their marketing.
        </p>
      ),
    },
    {
      heading: 'How long we keep data',
      body: (
        <p>
          We keep contact messages for as long as needed to handle your enquiry and any resulting
          business relationship, and delete them when they are no longer needed.
        </p>
      ),
    },
    {
      heading: 'Your rights',
      body: (
        <ul>
          <li>Ask which personal data we hold about you and receive a copy.</li>
          <li>Ask us to correct or delete your data.</li>
          <li>Withdraw your consent to analytics at any time.</li>
        </ul>
      ),
    },
    {
      heading: 'Contact',
      body: (
        <p>
          For any question about this policy or your data, write to {nameAndAddress(c)}
          {c.email ? (
            <>
              , e-mail <a href={`mailto:${c.email}`}>{c.email}</a>
            </>
          ) : null}
          {c.phone ? (
            <>
              , or call <a href={telHref(c.phone)}>{nonBreaking(c.phone)}</a>
            </>
          ) : null}
          .
        </p>
      ),
    },
  ]
}
