import { useMatches } from 'react-router'
import type { JsonLd } from '../json-ld'
import { NO_CONTACT, type CompanyContact } from './company-contact'

/**
 * What the public layout's loader returns (public-layout.server.ts), declared here so components
 * can read it without importing the route module (which imports them: a cycle).
 */
export interface PublicLayoutData {
  solutionTitles: Record<string, string>
  /** the solutions whose title is English for want of a translation: marked lang="en" in menus */
  englishTitles: string[]
  contact: CompanyContact
  organization: JsonLd
}

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
