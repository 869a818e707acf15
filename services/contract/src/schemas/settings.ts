import type { z } from 'zod'
import {
  type TranslationLanguage,
  translationLanguages,
  withoutEmptyLanguages,
} from './languages.js'
import {
  email,
  number,
  phone,
  schemaOf,
  text,
  translatableKeys,
  translationSchema,
  url,
} from './fields.js'

/**
 * Company settings (content/settings/company.json): contact details, map position and hours,
 * declared in the field registry. The "our info" entries (the first API's shape, still served)
 * are a view of the same values
 * (GET /our-info).
 */
export const settingFields = {
  company_name: text('Company name', { max: 120 }),
  address: text('Address', { max: 300 }),
  main_phone: phone('Main phone'),
  sales_phone: phone('Sales phone'),
  support_phone: phone('Support phone'),
  main_email: email('Main e-mail'),
  sales_email: email('Sales e-mail'),
  support_email: email('Support e-mail'),
  map_lat: number('Map latitude', { min: -90, max: 90, default: 25.1865 }),
  map_lang: number('Map longitude', { min: -180, max: 180, default: 55.2637 }),
  working_hours_1: text('Working hours (line 1)', { max: 200 }),
  working_hours_2: text('Working hours (line 2)', { max: 200 }),
  working_hours_3: text('Working hours (line 3)', { max: 200 }),
  linkedin_url: url('LinkedIn page'),
}

/** Company Info's fieldsets; a setting in none of them is shown under "More" (groupsWithRest). */
export const settingGroups = [
  { legend: 'Company', fields: ['company_name', 'address', 'linkedin_url'] },
  { legend: 'Phones', fields: ['main_phone', 'sales_phone', 'support_phone'] },
  { legend: 'E-mails', fields: ['main_email', 'sales_email', 'support_email'] },
  { legend: 'Working hours', fields: ['working_hours_1', 'working_hours_2', 'working_hours_3'] },
  { legend: 'Map position', fields: ['map_lat', 'map_lang'] },
] satisfies Array<{ legend: string; fields: Array<keyof typeof settingFields> }>

/** The settings with a text per language (name, address, hours), by the English rules. */
export const translatableSettingKeys = translatableKeys(settingFields)

/** content/settings/company.json: the settings, each translation (when any) under its code. */
const englishSettings = schemaOf(settingFields, true)
export const CompanySettings = englishSettings
  .extend(
    Object.fromEntries(
      translationLanguages.map((code) => [code, translationSchema(settingFields).optional()]),
    ),
  )
  .transform(
    (values) =>
      withoutEmptyLanguages(values as Record<string, unknown>) as z.infer<typeof englishSettings> &
        Partial<Record<TranslationLanguage, Record<string, string>>>,
  )
export type CompanySettings = z.infer<typeof CompanySettings>

export type SettingKey = keyof typeof settingFields

export const settingLabels = Object.fromEntries(
  Object.entries(settingFields).map(([key, field]) => [key, field.label]),
) as Record<SettingKey, string>

/** One "our info" entry, as the first API's shape has it: { key, value }. */
export interface OurInfoEntry {
  id: string
  key: string
  name: string
  value: string
  /** the settings version this was read at: send it back when saving */
  version: string
}
