import { isCollectionKey, itemAdminPath, pageKeys, type PageKey } from '@site/contract'
import type { AdminI18n } from '../i18n/admin-i18n'

/**
 * A content check's item (`products/rx-500`, `pages/home`) as the dashboard names and links it:
 * "Product: rx-500" in the admin's language and its editor; null for a target this admin does
 * not know.
 */
export function checkedItemOf(
  target: string,
  i18n: Pick<AdminI18n, 'collection' | 'page'>,
): { label: string; href: string } | null {
  const [first = '', second = ''] = target.split('/')
  if (first === 'pages') {
    if (!(pageKeys as readonly string[]).includes(second)) return null
    const page = second as PageKey
    return { label: i18n.page(page).name, href: itemAdminPath({ page }) }
  }
  if (!isCollectionKey(first) || second === '') return null
  // the singular begins the line: "Product: rx-500" (a script without capitals keeps its own)
  const singular = i18n.collection(first).label
  return {
    label: `${singular.charAt(0).toLocaleUpperCase()}${singular.slice(1)}: ${second}`,
    href: itemAdminPath({ collection: first, slug: second }),
  }
}
