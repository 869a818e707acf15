import { z } from 'zod'

const text = (max = 200) => z.string().trim().max(max).default('')
const email = z.union([z.literal(''), z.email('Enter a valid e-mail address')]).default('')
const phone = z
  .string()
  .trim()
  .regex(/^$|^\+?[0-9 ()-]{6,24}$/, 'Enter a phone number such as +971 4 123 4567')
  .default('')

/** A number, also when a form sends it as text ("25.18"). */
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number('Enter a number').min(min, `At least ${min}`).max(max, `At most ${max}`),
  )

/**
 * Company settings (content/settings/company.json): contact details, map position and hours.
 * The spec's "our info" entries are a view of the same values (GET /our-info).
 */
export const CompanySettings = z.strictObject({
  company_name: text(120),
  address: text(300),
  main_phone: phone,
  sales_phone: phone,
  support_phone: phone,
  main_email: email,
  sales_email: email,
  support_email: email,
  map_lat: coordinate(-90, 90).default(25.1865),
  map_lang: coordinate(-180, 180).default(55.2637),
  working_hours_1: text(),
  working_hours_2: text(),
  working_hours_3: text(),
  linkedin_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
})
export type CompanySettings = z.infer<typeof CompanySettings>

export const settingLabels: Record<keyof CompanySettings, string> = {
  company_name: 'Company name',
  address: 'Address',
  main_phone: 'Main phone',
  sales_phone: 'Sales phone',
  support_phone: 'Support phone',
  main_email: 'Main e-mail',
  sales_email: 'Sales e-mail',
  support_email: 'Support e-mail',
  map_lat: 'Map latitude',
  map_lang: 'Map longitude',
  working_hours_1: 'Working hours (line 1)',
  working_hours_2: 'Working hours (line 2)',
  working_hours_3: 'Working hours (line 3)',
  linkedin_url: 'LinkedIn page',
}

/** One "our info" entry as the spec's older API shape has it. */
export interface OurInfoEntry {
  id: string
  key: string
  name: string
  value: string
  /** the settings version this was read at: send it back when saving */
  version: string
}
