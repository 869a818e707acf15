import { useMatches } from 'react-router'
import type { ResolvedNavigation } from '@site/contract'
import type { JsonLd } from '../json-ld'
import { NO_CONTACT, type CompanyContact } from './company-contact'

/**
 * What the public layout's loader returns (public-layout.server.ts), declared here so components
 * can read it without importing the route module (which imports them: a cycle).
 */
export interface PublicLayoutData {
  /** the header, footer and solution menus, resolved by content-api in the page's language */
  menus: SiteMenus
  contact: CompanyContact
  organization: JsonLd
  /** each framed image's version by file name (`GET /api/media-versions`): its URLs carry it */
  mediaVersions: Record<string, string>
}

/** Every menu of the site, each a list of items with their address and label in one language. */
export type SiteMenus = ResolvedNavigation['menus']

/** The menus while content-api cannot be read: none (the page's own 503 still shows). */
export const NO_MENUS: SiteMenus = { header: [], actions: [], footer: [], solutions: [] }

const layoutId = 'routes/public/layout'

/**
 * The public layout's data: the layout is registered per language (routes.ts: "routes/public/
 * layout", "fr/routes/public/layout"), so whichever of its ids matched.
 */
export function usePublicLayoutData(): PublicLayoutData | undefined {
  const match = useMatches().find((m) => m.id === layoutId || m.id.endsWith(`/${layoutId}`))
  return match?.loaderData as PublicLayoutData | undefined
}

/** The contact details the public layout loaded; empty fields when content-api was down. */
export function useCompanyContact(): CompanyContact {
  return usePublicLayoutData()?.contact ?? NO_CONTACT
}

/** An image's framing version for its variant URLs; none outside the public layout or if unframed. */
export function useMediaVersion(file: string | null): string | undefined {
  const versions = usePublicLayoutData()?.mediaVersions
  return file ? versions?.[file] : undefined
}
