import { Link, useLocation } from 'react-router'
import { can } from '@site/content-api/schemas'
import { visuallyHidden } from '../../theme/utilities.css'
import { useAdminLayoutData } from './admin-layout-data'
import { adminNavItems } from './admin-places'
import { Icon } from '../../ui/Icon'
import * as styles from './shell.css'

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
  // the signed-in user's role and the unread count, from the admin layout's loader
  const layout = useAdminLayoutData()
  const unread = layout?.unreadMessages
  const inReview = layout?.draftsInReview
  const role = layout?.user?.role ?? null
  const items = adminNavItems.filter((item) => !item.needs || can(role, ...item.needs))
  return (
    <nav aria-label="Admin">
      <p className={styles.navHeading} aria-hidden="true">
        Content
      </p>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.navLink}
              aria-current={ariaCurrentFor(item.to, pathname)}
            >
              <Icon name={item.icon} size={18} />
              {item.label}
              {item.to === '/admin/contacts' && unread ? (
                <span className={styles.navBadge}>
                  {unread}
                  <span className={visuallyHidden}> unread</span>
                </span>
              ) : null}
              {item.to === '/admin/workflow' && inReview ? (
                <span className={styles.navBadge}>
                  {inReview}
                  <span className={visuallyHidden}> in review</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
