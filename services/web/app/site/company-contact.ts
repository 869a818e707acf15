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
