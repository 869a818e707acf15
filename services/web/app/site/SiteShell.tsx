import type { ReactNode } from 'react'
import { type CompanyContact, NO_CONTACT } from './company-contact'
import { CookieBanner } from './CookieBanner'
import { Footer } from './Footer'
import { Header } from './Header'
import { solutionLinks } from './navigation'
import * as styles from './SiteShell.css'
import { useT } from '../i18n/use-locale'

export interface SiteShellProps {
  children: ReactNode
  /** solution titles by slug from content-api; missing ones fall back to the slug */
  solutionTitles?: Record<string, string>
  /** the slugs whose title is English for want of a translation */
  englishTitles?: readonly string[]
  /** the company's contact details for the footer */
  contact?: CompanyContact
}

/** The shared public layout: header with navigation, main area, footer, consent banner. */
export function SiteShell({
  children,
  solutionTitles = {},
  englishTitles = [],
  contact = NO_CONTACT,
}: SiteShellProps) {
  const solutions = solutionLinks(new Map(Object.entries(solutionTitles)), englishTitles)
  const t = useT()
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <Header solutions={solutions} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer solutions={solutions} contact={contact} />
      <CookieBanner />
    </div>
  )
}
