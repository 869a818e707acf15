/** What the contact page shows of the company settings: three phones, e-mails, hours. */
export interface ContactDetails {
  address: string
  phones: Array<{ label: string; value: string }>
  emails: Array<{ label: string; value: string }>
  hours: string[]
  /** the office position; null when the settings have no usable coordinates */
  position: { lat: number; lng: number } | null
  /** the settings shown in English for want of Arabic (the read's `missing`, i18n/bidi.tsx) */
  missing: string[]
}

export function contactDetailsOf(
  settings: Array<{ key: string; value: unknown }>,
  missing: readonly string[] = [],
): ContactDetails {
  const text = (key: string) => {
    const found = settings.find((s) => s.key === key)?.value
    return typeof found === 'string' ? found.trim() : ''
  }
  const number = (key: string) => {
    const found = settings.find((s) => s.key === key)?.value
    const n = typeof found === 'number' ? found : Number(found)
    return typeof found !== 'boolean' && found !== '' && Number.isFinite(n) ? n : null
  }
  const lat = number('map_lat')
  // the settings call the longitude "map_lang" (its stored name since the first API: kept so
  // existing content and clients read it)
  const lng = number('map_lang')
  return {
    address: text('address'),
    phones: [
      { label: 'Main', value: text('main_phone') },
      { label: 'Sales', value: text('sales_phone') },
      { label: 'Support', value: text('support_phone') },
    ].filter((p) => p.value !== ''),
    emails: [
      { label: 'General', value: text('main_email') },
      { label: 'Sales', value: text('sales_email') },
      { label: 'Support', value: text('support_email') },
    ].filter((e) => e.value !== ''),
    hours: ['working_hours_1', 'working_hours_2', 'working_hours_3']
      .map(text)
      .filter((h) => h !== ''),
    position:
      lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
        ? { lat, lng }
        : null,
    missing: [...missing],
  }
}

/** "tel:" wants digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The service options with readable labels, in the schema's order. */
export const serviceLabels: Record<string, string> = {
  'smart-cities': 'Smart Cities',
  'industrial-automation': 'Industrial Automation',
  'energy-management': 'Energy Management',
  consulting: 'Consulting',
  support: 'Support',
  partnership: 'Partnership',
}
