import type { RouteConfigEntry } from '@react-router/dev/routes'

/** The route id prefix of the Arabic copies of the public routes ("ar/routes/public/home"). */
export const arabicRouteIdPrefix = 'ar/'

const defaultId = (file: string) => file.replace(/\.[^/.]+$/, '')

/**
 * Copies of routes with ids prefixed by "ar/" (routes.ts wraps them in `prefix('ar', ...)`):
 * same files, distinct ids, so React Router can tell the two languages apart. A page reads its
 * language from the URL (i18n/locale.ts), never from its route id.
 */
export function arabicIds(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${arabicRouteIdPrefix}${entry.id ?? defaultId(entry.file)}`,
    children: entry.children ? arabicIds(entry.children) : undefined,
  }))
}
