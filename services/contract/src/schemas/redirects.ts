import { defaultLanguage, languageList } from './languages.js'
import { z } from 'zod'
import { Version } from './common.js'
import { collectionDefinitions, type CollectionKey, recordPagePath } from './fields.js'
import { pagePublicPaths, settingsPagePaths } from './pages.js'

/**
 * Redirects (content/settings/redirects.json): old addresses that answer 301 with a new one. A
 * rename adds one (content-api), editors list and edit them (/admin/redirects), web answers them.
 * Paths carry no language: `/products/old` serves `/ar/products/old` too.
 */

/** The visitors' search: a page with a fixed address that is not for search engines. */
export const siteSearchPath = '/search'

/**
 * The site's pages with a fixed address: the page registry's, those made from the company
 * settings and the visitors' search (web's routes.ts; a web test keeps the two in line), each
 * once: the legal pages are both pages of the registry and made from the settings.
 */
export const fixedSitePaths: readonly string[] = [
  ...new Set<string>([...Object.values(pagePublicPaths), ...settingsPagePaths, siteSearchPath]),
]

/** Addresses that are no page: a redirect may neither start nor end there. */
const reservedPrefixes = ['/admin', '/media', '/assets', '/api']
const reservedPaths = ['/sitemap.xml', '/robots.txt', '/health', '/favicon.ico']

export const MAX_REDIRECTS = 5000
const SEGMENT = /^[a-z0-9._~-]+$/

/** Why `path` cannot be one end of a redirect, or null. */
function pathProblem(path: string): string | null {
  if (!path.startsWith('/')) return 'Start with /, e.g. /products/old-name'
  if (/[?#]/.test(path)) return 'Give the path only, without ? or #'
  if (path === '/') return null
  if (path.includes('//')) return 'An address cannot contain //'
  if (path.endsWith('/')) return 'Leave out the / at the end'
  const segments = path.slice(1).split('/')
  if (segments.some((s) => s === '.' || s === '..'))
    return 'An address cannot contain . or .. between slashes'
  if (!segments.every((s) => SEGMENT.test(s)))
    return 'Use lowercase letters, digits and - . _ ~ between the slashes'
  const language = languageList.find((l) => l.code === segments[0] && l.code !== defaultLanguage)
  if (language)
    return `Leave out /${language.code}: one redirect serves the ${language.name} pages too`
  if (
    reservedPaths.includes(path) ||
    reservedPrefixes.some((p) => path === p || path.startsWith(`${p}/`))
  )
    return 'This address is not a page of the site'
  return null
}

/** One end of a redirect: a site path without language, query or trailing slash. */
export const RedirectPath = z
  .string('Enter an address')
  .trim()
  .min(1, 'Enter an address')
  .max(300, 'An address is at most 300 characters')
  .superRefine((path, ctx) => {
    const problem = pathProblem(path)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const Redirect = z
  .object({ from: RedirectPath, to: RedirectPath })
  .refine((r) => r.from !== r.to, { path: ['to'], message: 'A redirect cannot lead to itself' })
export type Redirect = z.infer<typeof Redirect>

/** A list with one redirect per old address and no chains (so no loops either). */
export const RedirectList = z
  .array(Redirect)
  .max(MAX_REDIRECTS, `At most ${MAX_REDIRECTS} redirects`)
  .superRefine((list, ctx) => {
    const fromIndex = new Map<string, number>()
    list.forEach((r, i) => {
      if (fromIndex.has(r.from))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'from'],
          message: 'Another redirect already starts at this address',
        })
      else fromIndex.set(r.from, i)
    })
    list.forEach((r, i) => {
      const next = list[fromIndex.get(r.to) ?? -1]
      if (next)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'to'],
          message: `${r.to} itself redirects to ${next.to}: point to ${next.to} instead`,
        })
    })
  })

/** The file: `{ "redirects": [{ "from": "/products/old", "to": "/products/new" }] }`. */
export const RedirectsDocument = z.object({ redirects: RedirectList.default([]) })
export type RedirectsDocument = z.infer<typeof RedirectsDocument>

/** POST /api/redirects: the whole list, with the version it was loaded at ('' for no file). */
export const RedirectsUpdate = z.object({
  version: z.union([z.literal(''), Version]),
  redirects: RedirectList,
})

/** GET /api/redirects: the redirects in force (live pages win) and the file's version. */
export interface RedirectsList {
  version: string
  redirects: Redirect[]
}

/**
 * A record's own address when its collection gives each record a page ('/products/:slug');
 * null for collections shown on a shared page (partners, clients, about sections).
 */
export function recordPathOf(collection: CollectionKey, slug: string): string | null {
  return recordPagePath(collectionDefinitions[collection], slug)
}
