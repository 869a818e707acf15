import { useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { can } from '@site/contract'
import { visuallyHidden } from '../../theme/utilities.css'
import { useAdminLayoutData } from './admin-layout-data'
import { adminNavItems, placeName } from './admin-places'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { navCookie, navGroups, openNavGroup, type NavGroupKey } from './nav-groups'
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

type NavItem = (typeof adminNavItems)[number]

/**
 * The admin menu: Dashboard and Drafts & review, then the groups (Content, Pages, Site, People),
 * each a <details> the editor opens and closes, one open at a time. The server draws them as the
 * editor left them (their cookie), so the menu works without JavaScript and does not move when it
 * hydrates.
 */
export function AdminNav() {
  const { pathname } = useLocation()
  const i18n = useAdminI18n()
  const { t } = i18n
  // the signed-in user's role, the unread count and the open groups, from the layout's loader
  const layout = useAdminLayoutData()
  const unread = layout?.unreadMessages ?? 0
  const inReview = layout?.draftsInReview ?? 0
  const role = layout?.user?.role ?? null
  const items = adminNavItems.filter((item) => !item.needs || can(role, ...item.needs))
  const current = items.find((item) => item.group && ariaCurrentFor(item.to, pathname))?.group
  // the group the editor opened (or closed) since the page loaded, and on which group's page:
  // moving to another group's page opens that group (its entry in sight)
  const [chosen, setChosen] = useState<{ open: NavGroupKey | undefined; on?: NavGroupKey } | null>(
    null,
  )
  const open =
    chosen && chosen.on === current ? chosen.open : openNavGroup(layout?.navOpen ?? null, current)

  // Called for each group that opened or closed; the menu's DOM says which is open now (opening
  // one closes the other natively, as the details share a name). The browser reports the state
  // it drew from the server's HTML too: no change, nothing written.
  const toggle = (menu: Element | null) => {
    const key = menu?.querySelector<HTMLElement>('details[open]')?.dataset.group
    const next = navGroups.find((group) => group.key === key)?.key
    if (next === open) return
    setChosen(current ? { open: next, on: current } : { open: next })
    document.cookie = navCookie(next ? [next] : [])
  }

  const link = (item: NavItem) => (
    <li key={item.to}>
      <Link
        to={item.to}
        className={styles.navLink}
        aria-current={ariaCurrentFor(item.to, pathname)}
      >
        <Icon name={item.icon} size={18} />
        {placeName(i18n, item)}
        {item.to === '/admin/contacts' && unread ? (
          <CountBadge count={i18n.number(unread)} what={t('nav.badge.unread')} />
        ) : null}
        {item.to === '/admin/workflow' && inReview ? (
          <CountBadge count={i18n.number(inReview)} what={t('nav.badge.inReview')} />
        ) : null}
      </Link>
    </li>
  )

  return (
    <nav aria-label={t('shell.menuLabel')} className={styles.nav}>
      <ul className={styles.navList}>{items.filter((item) => !item.group).map(link)}</ul>
      {navGroups.map((group) => {
        const members = items.filter((item) => item.group === group.key)
        if (members.length === 0) return null
        const isOpen = open === group.key
        const hasUnread = members.some((item) => item.to === '/admin/contacts') && unread > 0
        return (
          <details
            key={group.key}
            className={styles.navGroup}
            name="admin-menu-group"
            open={isOpen}
            data-group={group.key}
            onToggle={(event) => toggle(event.currentTarget.parentElement)}
          >
            <summary className={styles.navGroupSummary}>
              <Icon name="chevron-right" size={16} className={styles.navGroupChevron} />
              {t(group.labelKey)}
              {/* a closed group still says there are unread messages in it */}
              {hasUnread && !isOpen ? (
                <CountBadge count={i18n.number(unread)} what={t('nav.badge.unread')} />
              ) : null}
            </summary>
            <ul className={styles.navList}>{members.map(link)}</ul>
          </details>
        )
      })}
    </nav>
  )
}

/** A count beside a menu entry, with what it counts for a screen reader ("3 unread"). */
function CountBadge({ count, what }: { count: string; what: string }): ReactNode {
  return (
    <span className={styles.navBadge}>
      {count}
      <span className={visuallyHidden}> {what}</span>
    </span>
  )
}
