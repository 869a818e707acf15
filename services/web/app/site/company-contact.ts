import { useRouteLoaderData } from 'react-router'
import type { loader as publicLayoutLoader } from '../routes/public/layout'

/** Contact details from content-api's company settings (content/settings/company.json). */
export interface CompanyContact {
  /** company settings' company_name; '' when unknown (use the catalogue's site.name then) */
  companyName: string
  address: string
  mainPhone: string
  mainEmail: string
  linkedinUrl: string
}

export const NO_CONTACT: CompanyContact = {
  companyName: '',
  address: '',
  mainPhone: '',
  mainEmail: '',
  linkedinUrl: '',
}

/** Picks the footer's fields out of GET /api/company-settings ({ key, value } pairs). */
export function contactFromSettings(
  settings: Array<{ key: string; value: unknown }>,
): CompanyContact {
  const value = (key: string) => {
    const found = settings.find((s) => s.key === key)?.value
    return typeof found === 'string' ? found : ''
  }
  return {
    companyName: value('company_name'),
    address: value('address'),
    mainPhone: value('main_phone'),
    mainEmail: value('main_email'),
    linkedinUrl: value('linkedin_url'),
  }
}

/** The contact details the public layout loaded; empty fields when content-api was down. */
export function useCompanyContact(): CompanyContact {
  // the layout is registered per language (routes.ts): English id, or the "ar/" copy
  const en = useRouteLoaderData<typeof publicLayoutLoader>('routes/public/layout')
  const ar = useRouteLoaderData<typeof publicLayoutLoader>('ar/routes/public/layout')
  return (en ?? ar)?.contact ?? NO_CONTACT
}
