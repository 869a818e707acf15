import { useEffect, useState } from 'react'
import { Form, Link } from 'react-router'
import type { SessionUser } from '@site/contract'
import { SearchDialog, isSearchShortcut } from '../search/SearchDialog'
import * as search from '../search/search.css'
import { Icon } from '../../ui/Icon'
import { visuallyHidden } from '../../theme/utilities.css'
import * as styles from './shell.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/** "Eda Editor" -> "EE"; falls back to the e-mail's first letter. */
export function initialsOf(user: Pick<SessionUser, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  const initials = letters.map((w) => Array.from(w ?? '')[0] ?? '').join('')
  return (initials || Array.from(user.email)[0] || '?').toUpperCase()
}

/**
 * The bar above every admin page: who is signed in (a link to My Account), the search of
 * everything (also Ctrl+K / Cmd+K anywhere in the admin), Back to Site and Logout. It stays at
 * the top of the window however long the page or the menu is.
 */
export function AdminBar({ user }: { user: SessionUser }) {
  const { t } = useAdminI18n()
  const [searching, setSearching] = useState<{ open: boolean; q: string }>({ open: false, q: '' })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // the writing editor takes Ctrl+K for a link (and marks the key handled)
      if (!isSearchShortcut(event) || event.defaultPrevented) return
      event.preventDefault()
      setSearching({ open: true, q: '' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return (
    <div className={styles.adminBar} role="region" aria-label={t('shell.yourAccount')}>
      <Link to="/admin/account" className={styles.user}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span className={styles.userText}>
          <span className={styles.userName}>
            <span className={visuallyHidden}>{t('shell.signedInAs')}</span>
            {user.name}
          </span>
          <span className={styles.userEmail} title={user.email}>
            {user.email}
          </span>
        </span>
      </Link>
      {/* without JavaScript a plain search page; with it, the same search in a dialog */}
      <form
        method="get"
        action="/admin/search"
        role="search"
        aria-label={t('shell.menuLabel')}
        className={search.barSearch}
        onSubmit={(event) => {
          event.preventDefault()
          const q = new FormData(event.currentTarget).get('q')
          setSearching({ open: true, q: typeof q === 'string' ? q : '' })
        }}
      >
        <input
          type="search"
          name="q"
          maxLength={100}
          className={search.barInput}
          aria-label={t('shell.searchLabel')}
          placeholder={t('shell.searchPlaceholder')}
        />
        <button type="submit" className={styles.barButton}>
          <Icon name="search" size={16} />
          <span className={search.barButtonText}>{t('shell.search')}</span>
        </button>
        <span className={search.shortcut} aria-hidden="true">
          {t('shell.searchShortcut')}
        </span>
      </form>
      <SearchDialog
        open={searching.open}
        initialQuery={searching.q}
        onOpenChange={(open) => setSearching((now) => ({ ...now, open }))}
      />
      <div className={styles.barActions}>
        <Link to="/" className={styles.barButton}>
          <Icon name="globe" size={16} />
          {t('shell.backToSite')}
        </Link>
        <Form method="post" action="/admin/logout">
          <button type="submit" className={styles.barButton}>
            <Icon name="logout" size={16} />
            {t('shell.logout')}
          </button>
        </Form>
      </div>
    </div>
  )
}
