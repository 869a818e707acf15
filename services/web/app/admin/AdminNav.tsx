import { Link, useLocation } from 'react-router'
import { can, type AccessAction, type AccessTarget } from '@site/content-api/schemas'
import { visuallyHidden } from '../theme/utilities.css'
import { useAdminLayoutData } from './admin-layout-data'
import { AdminIcon, type AdminIconName } from './AdminIcon'
import * as styles from './shell.css'

/** The admin's sections. Only what exists now; later issues add the other collections. */
export const adminNavItems: ReadonlyArray<{
  to: string
  label: string
  icon: AdminIconName
  /** shown only to users the access table lets do this (content-api refuses the others) */
  needs?: readonly [AccessTarget, AccessAction]
}> = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard' },
  { to: '/admin/solutions', label: 'Solutions', icon: 'layers' },
  // the catalogue managers (h8reg: one generic route set, /admin/:collection)
  { to: '/admin/products', label: 'Products', icon: 'layers' },
  { to: '/admin/sectors', label: 'Sectors', icon: 'layers' },
  { to: '/admin/partners', label: 'Partners', icon: 'globe' },
  { to: '/admin/clients', label: 'Clients', icon: 'star' },
  { to: '/admin/about-sections', label: 'About Sections', icon: 'layers' },
  { to: '/admin/home-contents', label: 'Home Page', icon: 'dashboard' },
  { to: '/admin/about-contents', label: 'About Page', icon: 'dashboard' },
  { to: '/admin/solutions-contents', label: 'Solutions Page', icon: 'dashboard' },
  { to: '/admin/products-contents', label: 'Products Page', icon: 'dashboard' },
  { to: '/admin/sectors-contents', label: 'Sectors Page', icon: 'dashboard' },
  { to: '/admin/our-info', label: 'Company Info', icon: 'globe', needs: ['settings', 'update'] },
  { to: '/admin/media', label: 'Media library', icon: 'image' },
  { to: '/admin/redirects', label: 'Redirects', icon: 'globe' },
  { to: '/admin/contacts', label: 'Messages', icon: 'mail' },
  { to: '/admin/analytics', label: 'Analytics', icon: 'chart' },
  { to: '/admin/users', label: 'Users', icon: 'users', needs: ['users', 'read'] },
  { to: '/admin/account', label: 'My Account', icon: 'user' },
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
  // the signed-in user's role and the unread count, from the admin layout's loader
  const layout = useAdminLayoutData()
  const unread = layout?.unreadMessages
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
