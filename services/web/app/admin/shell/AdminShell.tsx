import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import type { SessionUser } from '@site/content-api/schemas'
import { Icon } from '../../ui/Icon'
import { AdminNav } from './AdminNav'
import * as styles from './shell.css'
import { adminRoot } from '../theme.css'
import { visuallyHidden } from '../../theme/utilities.css'
import { LogoMark } from '../../ui/Logo'

/** "Eda Editor" -> "EE"; falls back to the e-mail's first letter. */
export function initialsOf(user: Pick<SessionUser, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  const initials = letters.map((w) => Array.from(w ?? '')[0] ?? '').join('')
  return (initials || Array.from(user.email)[0] || '?').toUpperCase()
}

/**
 * The admin frame: a navy side column (menu, signed-in user, Back to Site, Logout) that becomes a
 * top bar with a menu toggle on phones, and the page in <main>.
 */
export function AdminShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

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
    <div className={`${adminRoot} ${styles.shell}`}>
      <a href="#admin-main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.sidebar}>
        <div className={styles.sidebarTop}>
          <Link to="/admin" className={styles.brand}>
            <LogoMark size={34} />
            <span>
              Falcon Gridworks
              <span className={styles.brandSub}>Content admin</span>
            </span>
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
            Menu
          </button>
        </div>
        <div id={panelId} className={styles.panel} data-open={menuOpen}>
          <AdminNav />
          <div className={styles.sidebarFooter}>
            <div className={styles.user}>
              <span className={styles.avatar} aria-hidden="true">
                {initialsOf(user)}
              </span>
              <p className={styles.userText}>
                <span className={styles.userName}>
                  <span className={visuallyHidden}>Signed in as </span>
                  {user.name}
                </span>
                <span className={styles.userEmail} title={user.email}>
                  {user.email}
                </span>
              </p>
            </div>
            <div className={styles.footerActions}>
              <Link to="/" className={styles.footerButton}>
                <Icon name="globe" size={16} />
                Back to Site
              </Link>
              <Form method="post" action="/admin/logout">
                <button type="submit" className={styles.footerButton}>
                  <Icon name="logout" size={16} />
                  Logout
                </button>
              </Form>
            </div>
          </div>
        </div>
      </header>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        <div className={styles.mainInner}>{children}</div>
      </main>
    </div>
  )
}
