import { LocalLink as Link } from '../i18n/LocalLink'
import { nonBreaking, telHref } from '../company'
import { type LegalCompany, nameAndAddress } from './legal-company'
import type { LegalSection } from './LegalPage'

export const termsUpdated = '2024'

/** The terms of service, naming the company from its settings. */
export function termsSections(c: LegalCompany): LegalSection[] {
  return [
    {
      heading: 'About these terms',
      body: (
        <p>
          These terms apply to your use of this website, operated by {nameAndAddress(c)}. By using
          the website you accept them; if you do not agree, please do not use it.
        </p>
      ),
    },
    {
      heading: 'Information on this website',
      body: (
        <p>
          The descriptions of our solutions, products and sectors are general information. They are
          not an offer and do not replace a project-specific proposal: specifications, prices and
          delivery times are confirmed only in a written quotation or contract from {c.name}.
        </p>
      ),
    },
    {
      heading: 'Intellectual property',
      body: (
        <p>
          Texts, images, drawings and logos on this website belong to {c.name} or to our partners
          and are protected by copyright and trademark law. You may view and print pages for your
          own information; any other use needs our written permission.
        </p>
      ),
    },
    {
      heading: 'Links to other websites',
      body: (
        <p>
          Where we link to partners&apos; or other third-party websites, we do so for your
          convenience. We do not control those websites and are not responsible for their content or
          their handling of personal data.
        </p>
      ),
    },
    {
      heading: 'Liability',
      body: (
        <p>
          We take care to keep this website accurate and available, but we cannot guarantee that it
          is free of errors or interruptions. To the extent permitted by law, {c.name} is not liable
          for losses arising from the use of this website or from reliance on its general
          information.
        </p>
      ),
    },
    {
      heading: 'Privacy',
      body: (
        <p>
          How we handle personal data is described in our{' '}
          <Link to="/privacy-policy.html">Privacy Policy</Link>.
        </p>
      ),
    },
    {
      heading: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of the Emirate of Dubai and the federal laws of the
          United Arab Emirates. The courts of Dubai have jurisdiction over any dispute arising from
          them.
        </p>
      ),
    },
    {
      heading: 'Contact',
      body: (
        <p>
          Questions about these terms can be sent to {nameAndAddress(c)}
          {c.phone ? (
            <>
              , telephone <a href={telHref(c.phone)}>{nonBreaking(c.phone)}</a>
            </>
          ) : null}
          , or through our <Link to="/contact">contact page</Link>.
        </p>
      ),
    },
  ]
}
