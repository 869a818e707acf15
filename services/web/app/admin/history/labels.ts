import {
  arabicLabel,
  fieldLabel,
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
 * a publish's fields changed on both sides): its label and, for the Arabic (keyed "ar.<field>"),
 * the language: "Summary", "Hero: Title", "Company name (Arabic)". Never a raw key.
 */
export function changeLabel(item: HistoryTarget, field: string): string {
  if (field.startsWith('ar.')) return arabicLabel(changeLabel(item, field.slice(3)))
  if ('settings' in item) return (settingLabels as Record<string, string>)[field] ?? field
  if ('page' in item) return pageFieldLabel(item.page, field)
  // a record's publish merges its Arabic as one field (content-api's DraftContent.fields)
  if (field === 'ar') return arabicLabel('Translation')
  return fieldLabel(item.collection, field)
}
