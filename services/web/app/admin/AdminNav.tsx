import { Link, useLocation, useRouteLoaderData } from 'react-router'
import type { loader as adminLayoutLoader } from '../routes/admin/layout'
import { visuallyHidden } from '../theme/utilities.css'
import { AdminIcon, type AdminIconName } from './AdminIcon'
import * as styles from './shell.css'

/** The admin's sections. Only what exists now; later issues add the other collections. */
export const adminNavItems: ReadonlyArray<{ to: string; label: string; icon: AdminIconName }> = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard' },
  { to: '/admin/solutions', label: 'Solutions', icon: 'layers' },
  { to: '/admin/media', label: 'Media library', icon: 'image' },
  { to: '/admin/contacts', label: 'Messages', icon: 'mail' },
]

/**
 * 'page' on the item's own page, 'true' on a page inside its section (a solution's edit page
 * is in Solutions), nothing elsewhere. The dashboard (/admin) matches only itself.
 */
export function ariaCurrentFor(to: string, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === to) return 'page'
  if (to !== '/admin' && path.startsWith(`${to}/`)) return 'true'
  return undefined
}

export function AdminNav() {
  const { pathname } = useLocation()
  const unread = useRouteLoaderData<typeof adminLayoutLoader>('routes/admin/layout')?.unreadMessages
  return (
    <nav aria-label="Admin">
      <p className={styles.navHeading} aria-hidden="true">
        Content
      </p>
      <ul className={styles.navList}>
        {adminNavItems.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.navLink}
              aria-current={ariaCurrentFor(item.to, pathname)}
            >
              <AdminIcon name={item.icon} size={18} />
              {item.label}
              {item.to === '/admin/contacts' && unread ? (
                <span className={styles.navBadge}>
                  {unread}
                  <span className={visuallyHidden}> unread</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
