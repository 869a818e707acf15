import type { ReactNode } from 'react'
import { type CompanyContact, NO_CONTACT } from './company-contact'
import { CookieBanner } from './CookieBanner'
import { Footer } from './Footer'
import { Header } from './Header'
import { NO_MENUS, type SiteMenus } from './use-public-layout'
import * as styles from './SiteShell.css'
import { useT } from '../i18n/use-locale'
import { usePreviewing } from '../preview/use-previewing'

export interface SiteShellProps {
  children: ReactNode
  /** the header, footer and solution menus in the page's language (none: content-api was down) */
  menus?: SiteMenus
  /** the company's contact details for the footer */
  contact?: CompanyContact
}

/**
 * The shared public layout: header with navigation, consent banner, main area, footer. The banner
 * comes right after the header, where it sits in the page's flow while the phone menu exists
 * (CookieBanner.css.ts). A draft's preview has none: it counts no visit, and an editor's live
 * preview would show the banner over the page being edited.
 */
export function SiteShell({ children, menus = NO_MENUS, contact = NO_CONTACT }: SiteShellProps) {
  const t = useT()
  const previewing = usePreviewing()
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <Header items={menus.header} actions={menus.actions} />
      {previewing ? null : <CookieBanner />}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer quickLinks={menus.footer} solutions={menus.solutions} contact={contact} />
    </div>
  )
}
