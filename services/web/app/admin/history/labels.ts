import {
  fieldLabel,
  isTranslationLanguage,
  translationLabel,
  pageDefinitions,
  settingLabels,
  type HistoryTarget,
  type SectionDefinition,
} from '@site/contract'

/** A page's field ("hero.title") as "Hero: Title", from the page's definition. */
function pageFieldLabel(page: keyof typeof pageDefinitions, field: string): string {
  const [sectionKey, fieldKey] = field.split('.')
  const sections = pageDefinitions[page] as readonly SectionDefinition[]
  const section = sections.find((s) => s.key === sectionKey)
  const definition = section?.fields.find((f) => f.key === fieldKey)
  return section && definition ? `${section.label}: ${definition.label}` : field
}

/**
 * THE name of a changed field wherever the admin lists one (the review board's changes, history,
 * a publish's fields changed on both sides): its label and, for a translation (keyed
 * "<code>.<field>"), the language: "Summary", "Hero: Title", "Company name (French)". Never a raw
 * key.
 */
export function changeLabel(item: HistoryTarget, field: string): string {
  const dot = field.indexOf('.')
  const code = dot > 0 ? field.slice(0, dot) : field
  if (dot > 0 && isTranslationLanguage(code))
    return translationLabel(changeLabel(item, field.slice(dot + 1)), code)
  if ('settings' in item) return (settingLabels as Record<string, string>)[field] ?? field
  if ('page' in item) return pageFieldLabel(item.page, field)
  // a record's publish merges each translation as one field (content-api's DraftContent.fields)
  if (isTranslationLanguage(field)) return translationLabel('Translation', field)
  return fieldLabel(item.collection, field)
}
