import type { RouteConfigEntry } from '@react-router/dev/routes'

/** The route id prefix of a language's copies of the public routes ("fr/routes/public/home"). */
export const languageRouteIdPrefix = (code: string) => `${code}/`

const defaultId = (file: string) => file.replace(/\.[^/.]+$/, '')

/**
 * Copies of routes with ids prefixed by the language's code (routes.ts wraps them in
 * `prefix(code, ...)` for each language but the default): same files, distinct ids, so React
 * Router can tell the languages apart. A page reads its language from the URL (i18n/locale.ts),
 * never from its route id.
 */
export function languageIds(code: string, entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${languageRouteIdPrefix(code)}${entry.id ?? defaultId(entry.file)}`,
    children: entry.children ? languageIds(code, entry.children) : undefined,
  }))
}
