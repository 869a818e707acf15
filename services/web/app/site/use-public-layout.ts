import { useRouteLoaderData } from 'react-router'
import type { JsonLd } from '../json-ld'
import { arabicRouteIdPrefix } from '../i18n/route-config'
import { NO_CONTACT, type CompanyContact } from './company-contact'

/**
 * What the public layout's loader returns (public-layout.server.ts), declared here so components
 * can read it without importing the route module (which imports them: a cycle).
 */
export interface PublicLayoutData {
  solutionTitles: Record<string, string>
  /** the solutions whose title is English for want of Arabic: marked lang="en" in menus */
  englishTitles: string[]
  contact: CompanyContact
  organization: JsonLd
}

const layoutId = 'routes/public/layout'

/** The public layout's data: the layout is registered per language (routes.ts), so either id. */
export function usePublicLayoutData(): PublicLayoutData | undefined {
  const en = useRouteLoaderData(layoutId) as PublicLayoutData | undefined
  const ar = useRouteLoaderData(`${arabicRouteIdPrefix}${layoutId}`) as PublicLayoutData | undefined
  return en ?? ar
}

/** The contact details the public layout loaded; empty fields when content-api was down. */
export function useCompanyContact(): CompanyContact {
  return usePublicLayoutData()?.contact ?? NO_CONTACT
}
