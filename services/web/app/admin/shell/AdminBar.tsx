import { Form, Link } from 'react-router'
import type { SessionUser } from '@site/contract'
import { Icon } from '../../ui/Icon'
import { visuallyHidden } from '../../theme/utilities.css'
import * as styles from './shell.css'

/** "Eda Editor" -> "EE"; falls back to the e-mail's first letter. */
export function initialsOf(user: Pick<SessionUser, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  const initials = letters.map((w) => Array.from(w ?? '')[0] ?? '').join('')
  return (initials || Array.from(user.email)[0] || '?').toUpperCase()
}

/**
 * The bar above every admin page: who is signed in (a link to My Account), Back to Site and
 * Logout. It stays at the top of the window however long the page or the menu is.
 */
export function AdminBar({ user }: { user: SessionUser }) {
  return (
    <div className={styles.adminBar} role="region" aria-label="Your account">
      <Link to="/admin/account" className={styles.user}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span className={styles.userText}>
          <span className={styles.userName}>
            <span className={visuallyHidden}>Signed in as </span>
            {user.name}
          </span>
          <span className={styles.userEmail} title={user.email}>
            {user.email}
          </span>
        </span>
      </Link>
      <div className={styles.barActions}>
        <Link to="/" className={styles.barButton}>
          <Icon name="globe" size={16} />
          Back to Site
        </Link>
        <Form method="post" action="/admin/logout">
          <button type="submit" className={styles.barButton}>
            <Icon name="logout" size={16} />
            Logout
          </button>
        </Form>
      </div>
    </div>
  )
}
