import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import type { SessionUser } from '@site/contract'
import { Icon } from '../../ui/Icon'
import { AdminBar } from './AdminBar'
import { AdminNav } from './AdminNav'
import * as styles from './shell.css'
import { adminRoot } from '../theme.css'
import { LogoMark } from '../../ui/Logo'
import { useAdminI18n } from '../i18n/use-admin-i18n'

const PANEL_ID = 'admin-menu'

/**
 * The admin frame: a navy side column with the menu that becomes a top bar with a menu toggle on
 * phones, and beside it (under it on phones) the account bar and the page in <main>.
 */
export function AdminShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLAnchorElement>(null)
  const { pathname } = useLocation()
  const { t, lang, dir } = useAdminI18n()

  // Choosing a page closes the phone menu (the page underneath is what the editor asked for).
  useEffect(() => setMenuOpen(false), [pathname])

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  return (
    // the user's admin language and its direction; content in other languages sets its own
    <div className={`${adminRoot} ${styles.shell}`} lang={lang} dir={dir}>
      <a href="#admin-main" className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <header className={styles.sidebar}>
        <div className={styles.sidebarTop}>
          <Link to="/admin" className={styles.brand}>
            <LogoMark size={34} />
            <span>
              Falcon Gridworks
              <span className={styles.brandSub}>{t('shell.brandSub')}</span>
            </span>
          </Link>
          {/* a link to the menu, so that without JavaScript it still opens it (CSS :target) */}
          <a
            ref={toggleRef}
            href={`#${PANEL_ID}`}
            role="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={PANEL_ID}
            onClick={(event) => {
              event.preventDefault()
              setMenuOpen((open) => !open)
            }}
            onKeyDown={(event) => {
              // a button opens on Space too
              if (event.key !== ' ') return
              event.preventDefault()
              setMenuOpen((open) => !open)
            }}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
            {t('shell.menu')}
          </a>
        </div>
        <div id={PANEL_ID} className={styles.panel} data-open={menuOpen}>
          <AdminNav />
        </div>
      </header>
      <div className={styles.content}>
        <AdminBar user={user} />
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          <div className={styles.mainInner}>{children}</div>
        </main>
      </div>
    </div>
  )
}
