import type { ResolvedMenuItem } from '@site/contract'
import type { ReactNode } from 'react'
import { Text } from '../i18n/bidi'
import { LocalLink as Link } from '../i18n/LocalLink'
import { isActive as isActivePath } from '../ui/nav/is-active'

export interface MenuLinkProps {
  item: ResolvedMenuItem
  className?: string
  /** the page's language-free path, for the active state (an external link is never active) */
  pathname?: string
  onClick?: () => void
  children: ReactNode
}

/**
 * One menu item's link (content/settings/navigation.json, resolved by content-api): a page of
 * the site in the page's language, or an external https address, which leaves the site.
 */
export function MenuLink({ item, className, pathname, onClick, children }: MenuLinkProps) {
  if (item.external) {
    return (
      <a href={item.to} className={className} rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    )
  }
  const active =
    pathname === undefined
      ? {}
      : {
          'data-active': isActivePath(pathname, item.to),
          'aria-current': pathname === item.to ? ('page' as const) : undefined,
        }
  return (
    <Link to={item.to} className={className} onClick={onClick} {...active}>
      {children}
    </Link>
  )
}

/**
 * An item's label: a record's title is content text, isolated as other titles are, and a label in
 * English for want of a translation is marked so (i18n/bidi Text); a label written for this
 * language's menu is plain text of the page.
 */
export function MenuLabel({ item }: { item: ResolvedMenuItem }) {
  return item.lang || item.fromTitle ? <Text lang={item.lang}>{item.label}</Text> : item.label
}
