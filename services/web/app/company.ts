/**
 * Company contact details shown in the footer.
 * TODO(later issue): these come from content-api's company settings (content/settings/company.json,
 * GET /api/company-settings) once it serves them; until then this constant is the single source.
 */
export const company = {
  name: 'Falcon Gridworks',
  blurb:
    'Engineering energy systems, IT infrastructure and industrial automation for the Middle East and Africa, from our base in Dubai.',
  address: 'Office 1204, Bay Square Building 3, Business Bay, Dubai, UAE',
  mainPhone: '+971 4 000 0000',
  mainEmail: 'info@falcongridworks.example',
  linkedinUrl: 'https://www.linkedin.com/company/falcon-gridworks',
  copyrightYear: 2024,
} as const

/** "+971 4 000 0000" -> "tel:+97140000000" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}
