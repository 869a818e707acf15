import {
  collectionDefinitions,
  defaultAdminLanguage,
  defaultLanguage,
  languageOf,
  pageAdmin,
  pageDefinitions,
  type AdminLanguageCode,
  type CollectionKey,
  type DefaultLanguage,
  type FieldSet,
  type LanguageCode,
  type PageKey,
  type SectionDefinition,
  type SessionUser,
} from '@site/contract'
import { ar, arCounts, arRegistryNames } from './ar'
import { en, enCounts, type AdminCountKey, type AdminMessageKey, type AdminMessages } from './en'
import {
  arabicFieldNames,
  arabicGroupText,
  arabicSectionName,
  englishFieldNames,
  namedFields,
  registryField,
  type FieldOwner,
} from './field-names'
import type { FieldNames } from './ar-fields'

/**
 * The admin's words by language: one catalogue for each language the language list marks
 * `admin` (a marked language without one is a type error here), English the reference.
 */
export const adminCatalogue: Record<AdminLanguageCode, AdminMessages> = { en, ar }

type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
export const adminCounts: Record<AdminLanguageCode, Record<AdminCountKey, CountForms>> = {
  en: enCounts,
  ar: arCounts,
}

type RegistryNames = typeof arRegistryNames
/** The registries' names in each admin language other than English (which the registries are in). */
const registryNames: Record<Exclude<AdminLanguageCode, DefaultLanguage>, RegistryNames> = {
  ar: arRegistryNames,
}

export type Values = Record<string, string | number>

const fill = (text: string, values: Values) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )

/** The admin's language of a signed-in user (their choice on My Account, else the default). */
export const adminLanguageOf = (user: Pick<SessionUser, 'adminLanguage'> | null | undefined) =>
  user?.adminLanguage ?? defaultAdminLanguage

/**
 * Everything a screen needs to speak an admin language: its words, counted nouns, numbers in its
 * locale and the registries' names in it. Built once per language (adminI18n) and shared.
 */
export interface AdminI18n {
  lang: AdminLanguageCode
  dir: 'ltr' | 'rtl'
  /** the BCP 47 locale of the language list, for Intl */
  locale: string
  t: (key: AdminMessageKey, values?: Values) => string
  /** "3 minutes ago", "قبل 3 دقائق": the form the language's plural rules pick */
  count: (key: AdminCountKey, count: number, values?: Values) => string
  /** a number as the language writes it */
  number: (value: number) => string
  /** a language's name in this language ("Arabic", "العربية", "الفرنسية") */
  languageName: (code: LanguageCode) => string
  /** a collection's names: plural title, singular label, hint */
  collection: (key: CollectionKey) => { title: string; label: string; hint: string }
  /** a page's names as the menu and the editor name it */
  page: (key: PageKey) => { name: string; hint: string }
  /** a registry field's label, hint, checkbox text (the registry's English where none is given) */
  field: (owner: FieldOwner, key: string) => FieldNames
  /** a field set (a collection's, a section's, the settings) as the editors draw it, named so */
  fields: (owner: FieldOwner, fields: FieldSet) => FieldSet
  /** a page section's name ("Hero", "الواجهة") */
  section: (page: PageKey, key: string) => string
  /** a fieldset legend or intro of the registries ("Texts", "النصوص") */
  group: (english: string) => string
}

function build(lang: AdminLanguageCode): AdminI18n {
  const { locale, dir } = languageOf(lang)
  const plurals = new Intl.PluralRules(locale)
  const numbers = new Intl.NumberFormat(locale)
  const displayNames = new Intl.DisplayNames(locale, { type: 'language' })
  const names = lang === defaultLanguage ? undefined : registryNames[lang]
  return {
    lang,
    dir,
    locale,
    t: (key, values = {}) => fill(adminCatalogue[lang][key], values),
    count: (key, count, values = {}) => {
      const forms = adminCounts[lang][key]
      // Arabic's "zero" form is only for 0 itself (PluralRules gives it for 0)
      const form = forms[plurals.select(count)] ?? forms.other
      return fill(form, { ...values, count: numbers.format(count) })
    },
    number: (value) => numbers.format(value),
    // English names them as the language list does; others as Intl's display names say them
    languageName: (code) =>
      lang === defaultLanguage
        ? languageOf(code).name
        : (displayNames.of(code) ?? languageOf(code).name),
    collection: (key) => {
      const def = collectionDefinitions[key]
      return names?.collections[key] ?? { title: def.title, label: def.label, hint: def.admin.hint }
    },
    page: (key) => names?.pages[key] ?? pageAdmin[key],
    field,
    fields: (owner, fieldSet) => namedFields(fieldSet, (key) => field(owner, key)),
    section: (page, key) =>
      (names ? arabicSectionName(page, key) : undefined) ??
      (pageDefinitions[page] as readonly SectionDefinition[]).find((s) => s.key === key)?.label ??
      key,
    group: (english) => (names ? arabicGroupText(english) : undefined) ?? english,
  }

  function field(owner: FieldOwner, key: string): FieldNames {
    const english = englishFieldNames(registryField(owner, key), key)
    return { ...english, ...(names ? arabicFieldNames(owner, key) : undefined) }
  }
}

const built = new Map<AdminLanguageCode, AdminI18n>()

/** The admin's words in a language (the same object for every call in that language). */
export function adminI18n(lang: AdminLanguageCode): AdminI18n {
  let found = built.get(lang)
  if (!found) {
    found = build(lang)
    built.set(lang, found)
  }
  return found
}

export type { AdminCountKey, AdminMessageKey, AdminMessages, FieldNames, FieldOwner }
