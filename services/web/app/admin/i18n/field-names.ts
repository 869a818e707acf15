import {
  collectionDefinitions,
  pageDefinitions,
  settingFields,
  type CollectionKey,
  type Field,
  type FieldSet,
  type PageKey,
  type SectionDefinition,
} from '@site/contract'
import { arFieldNames, arGroupTexts, arSectionNames, type FieldNames } from './ar-fields'

/** Whose field a key is: a collection's, a page section's, or Company Info's (the settings). */
export type FieldOwner =
  { collection: CollectionKey } | { page: PageKey; section: string } | { settings: true }

const sectionOf = (page: PageKey, key: string): SectionDefinition | undefined =>
  (pageDefinitions[page] as readonly SectionDefinition[]).find((s) => s.key === key)

/** The registry's field (its English names), wherever it is declared. */
export function registryField(owner: FieldOwner, key: string): Field | undefined {
  if ('collection' in owner)
    return (collectionDefinitions[owner.collection].fields as FieldSet)[key]
  if ('page' in owner)
    return sectionOf(owner.page, owner.section)?.fields.find((f) => f.key === key)
  return (settingFields as FieldSet)[key]
}

/** A field's names as the registry (English) gives them. */
export function englishFieldNames(field: Field | undefined, key: string): FieldNames {
  if (!field) return { label: key }
  return {
    label: field.label,
    ...(field.help ? { hint: field.help } : {}),
    ...(field.kind === 'boolean' && field.checkboxLabel ? { checkbox: field.checkboxLabel } : {}),
    ...(field.kind === 'pairs' ? { keyLabel: field.keyLabel, valueLabel: field.valueLabel } : {}),
  }
}

/**
 * A field's Arabic names: the most specific naming wins (one page's section, any page's section
 * of that key, the collection), else the key's usual meaning; undefined when none names it.
 */
export function arabicFieldNames(owner: FieldOwner, key: string): FieldNames | undefined {
  const { byKey, collections, sections } = arFieldNames
  if ('collection' in owner) return collections[owner.collection]?.[key] ?? byKey[key]
  if ('page' in owner) {
    return (
      sections[`${owner.page}.${owner.section}`]?.[key] ??
      sections[owner.section]?.[key] ??
      byKey[key]
    )
  }
  return byKey[key]
}

/** A page section's Arabic name, undefined when none is given. */
export const arabicSectionName = (page: PageKey, section: string): string | undefined =>
  arSectionNames[`${page}.${section}`]

/** A fieldset legend or intro of the registries in Arabic, undefined when none is given. */
export const arabicGroupText = (english: string): string | undefined => arGroupTexts[english]

/**
 * A field set with its labels, help, checkbox text and pair columns in the admin's language:
 * what the editors draw. Call it before `translationFieldSet`, whose help (the record's English)
 * then wins.
 */
export function namedFields(fields: FieldSet, names: (key: string) => FieldNames): FieldSet {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const n = names(key)
      const named: Field = { ...field, label: n.label }
      if (n.hint !== undefined) named.help = n.hint
      if (named.kind === 'boolean' && n.checkbox !== undefined) named.checkboxLabel = n.checkbox
      if (named.kind === 'pairs') {
        if (n.keyLabel !== undefined) named.keyLabel = n.keyLabel
        if (n.valueLabel !== undefined) named.valueLabel = n.valueLabel
      }
      return [key, named]
    }),
  )
}
