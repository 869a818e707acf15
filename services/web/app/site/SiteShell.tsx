import type { ReactNode } from 'react'
import { type CompanyContact, NO_CONTACT } from './company-contact'
import { CookieBanner } from './CookieBanner'
import { Footer } from './Footer'
import { Header } from './Header'
import { solutionLinks } from './navigation'
import * as styles from './SiteShell.css'
import { useT } from '../i18n/use-locale'
import { usePreviewing } from '../preview/use-previewing'

export interface SiteShellProps {
  children: ReactNode
  /** solution titles by slug from content-api; missing ones fall back to the slug */
  solutionTitles?: Record<string, string>
  /** the slugs whose title is English for want of a translation */
  englishTitles?: readonly string[]
  /** the company's contact details for the footer */
  contact?: CompanyContact
}

/**
 * The shared public layout: header with navigation, consent banner, main area, footer. The banner
 * comes right after the header, where it sits in the page's flow while the phone menu exists
 * (CookieBanner.css.ts). A draft's preview has none: it counts no visit, and an editor's live
 * preview would show the banner over the page being edited.
 */
export function SiteShell({
  children,
  solutionTitles = {},
  englishTitles = [],
  contact = NO_CONTACT,
}: SiteShellProps) {
  const solutions = solutionLinks(new Map(Object.entries(solutionTitles)), englishTitles)
  const t = useT()
  const previewing = usePreviewing()
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <Header solutions={solutions} />
      {previewing ? null : <CookieBanner />}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer solutions={solutions} contact={contact} />
    </div>
  )
}
