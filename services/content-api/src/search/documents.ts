import {
  SETTINGS_ADMIN_PATH,
  collectionDefinitions,
  pageAdmin,
  pageAdminPath,
  pageDefinitions,
  pagePublicPaths,
  placeholderFreeText,
  recordAdminPath,
  recordShownAt,
  settingFields,
  type CollectionKey,
  type ContactMessage,
  type Field,
  type FieldSet,
  type PageKey,
  type PageValues,
  type SearchKind,
  type SectionDefinition,
  defaultLanguage,
  isTranslationLanguage,
  languageCodes,
  languageList,
  type LanguageCode,
} from '@site/contract'
import type { RecordData } from '../content/codecs.js'
import { titleOf } from '../content/collections.js'

/** Every language of the list is indexed, each in its own documents. */
export type SearchLang = LanguageCode

/** Who may see a document: visitors (`public`), any signed-in user, or admins only. */
export type SearchAudience = 'public' | 'editor' | 'admin'

/** One text field of a document, as the snippet and the admin link name it. */
export interface DocumentField {
  key: string
  label: string
  value: string
}

/**
 * One searchable thing in one language: a record, a page section, a setting, a media file or a
 * message. `title` is indexed with a boost, `fields` (title field first) are what the snippet
 * is cut from; `item` is the same for an item's every language, so a hit shows once.
 */
export interface SearchDocument {
  id: string
  item: string
  kind: SearchKind
  collection?: string
  slug?: string
  page?: string
  lang: SearchLang
  /** what the result is called (English where this language has no title) */
  title: string
  /** the title as indexed in this language ('' when it has none) */
  titleText: string
  fields: DocumentField[]
  audience: SearchAudience
  /** the admin editor, without the field: `adminUrlAt` adds it */
  adminUrl: string
  publicUrl?: string
}

/** Field kinds whose value is text a person would look for. */
const TEXT_KINDS = new Set<Field['kind']>([
  'text',
  'textarea',
  'markdown',
  'lines',
  'pairs',
  'email',
  'phone',
])

/**
 * Markdown as the words a reader sees: links keep their text, images their alt text, and the
 * marks of emphasis, headings, lists and code go.
 */
export function plainMarkdown(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A field's value as searchable text ('' for a value that is no text). */
function textOf(field: Field, value: unknown): string {
  if (!TEXT_KINDS.has(field.kind)) return ''
  if (typeof value === 'string') {
    const text = 'placeholders' in field && field.placeholders ? placeholderFreeText(value) : value
    return field.kind === 'markdown' ? plainMarkdown(text) : text
  }
  if (Array.isArray(value)) {
    return value
      .map((entry: unknown) => {
        if (typeof entry === 'string') return entry
        if (entry && typeof entry === 'object') return Object.values(entry).join(': ')
        return ''
      })
      .filter((text) => text !== '')
      .join(' · ')
  }
  return ''
}

/** `values` in `lang`: the default language's are the values, a translation's its object. */
function valuesIn(values: Record<string, unknown>, lang: SearchLang): Record<string, unknown> {
  if (lang === defaultLanguage) return values
  const overlay = values[lang]
  return typeof overlay === 'object' && overlay !== null ? (overlay as Record<string, unknown>) : {}
}

/**
 * The text fields of `values` in one language (a translation: only translatable fields), in form
 * order.
 */
function fieldsOf(fields: FieldSet, values: Record<string, unknown>, lang: SearchLang) {
  const source = valuesIn(values, lang)
  return Object.entries(fields).flatMap(([key, field]): DocumentField[] => {
    if (lang !== defaultLanguage && !field.translatable) return []
    const value = textOf(field, source[key])
    return value.trim() === '' ? [] : [{ key, label: field.label, value }]
  })
}

/** `/<code>` before a public path in a translation language (`/` is `/fr`). */
export function publicPathIn(path: string, lang: SearchLang): string {
  if (lang === defaultLanguage) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

const withLang = (url: string, lang: SearchLang) =>
  lang === defaultLanguage ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`

/** The admin editor opened at `field` (the form control's id is `field-<key>`). */
export function adminUrlAt(doc: SearchDocument, field: string): string {
  if (doc.kind === 'media' || doc.kind === 'message') return doc.adminUrl
  return `${doc.adminUrl}#field-${encodeURIComponent(field)}`
}

/** A record's documents: English, and each translation language it has text in. */
export function recordDocuments(
  collection: CollectionKey,
  slug: string,
  data: RecordData,
): SearchDocument[] {
  const def = collectionDefinitions[collection]
  const fields = def.fields as FieldSet
  const englishTitle = titleOf(collection, slug, data)
  // a record with a page of its own that visitors may see (not switched off)
  const ownPage = def.publicPath?.includes(':slug') === true && data.is_active !== false
  const shownAt = ownPage ? recordShownAt(def, slug) : null
  return languageCodes.flatMap((lang): SearchDocument[] => {
    const found = fieldsOf(fields, data, lang)
    if (found.length === 0) return []
    const titleText = found.find((f) => f.key === def.titleField)?.value ?? ''
    return [
      {
        id: `record:${collection}/${slug}:${lang}`,
        item: `record:${collection}/${slug}`,
        kind: 'record',
        collection,
        slug,
        lang,
        title: titleText || englishTitle,
        titleText,
        fields: found,
        audience: shownAt ? 'public' : 'editor',
        adminUrl: withLang(recordAdminPath(collection, slug), lang),
        ...(shownAt ? { publicUrl: publicPathIn(shownAt, lang) } : {}),
      },
    ]
  })
}

const sectionFieldSet = (section: SectionDefinition): FieldSet =>
  Object.fromEntries(section.fields.map(({ key, ...field }) => [key, field as Field]))

/** A page's documents: one per section and language, visitors see them all. */
export function pageDocuments(page: PageKey, values: PageValues): SearchDocument[] {
  const path = pagePublicPaths[page]
  const name = pageAdmin[page].name
  return (pageDefinitions[page] as readonly SectionDefinition[]).flatMap((section) =>
    languageCodes.flatMap((lang): SearchDocument[] => {
      const sectionValues = valuesIn(values, lang)[section.key] ?? {}
      // fieldsOf reads a translation from its object: hand it the section's values in its place
      const found = fieldsOf(
        sectionFieldSet(section),
        lang === defaultLanguage
          ? (sectionValues as Record<string, unknown>)
          : { [lang]: sectionValues },
        lang,
      )
      if (found.length === 0) return []
      return [
        {
          id: `page:${page}/${section.key}:${lang}`,
          item: `page:${page}/${section.key}`,
          kind: 'page',
          page,
          lang,
          title: `${name} page: ${section.label}`,
          titleText: found.find((f) => f.key === 'title')?.value ?? '',
          fields: found,
          audience: 'public',
          adminUrl: withLang(`${pageAdminPath(page)}?edit=${section.key}`, lang),
          publicUrl: publicPathIn(path, lang),
        },
      ]
    }),
  )
}

/**
 * The company settings: one document per setting, titled by its label, so "phone" finds the
 * phone numbers and a number finds its setting. Signed-in users only (the admin's Company Info).
 */
export function settingDocuments(settings: Record<string, unknown>): SearchDocument[] {
  return languageCodes.flatMap((lang) =>
    fieldsOf(settingFields as FieldSet, settings, lang).map((field): SearchDocument => ({
      id: `setting:${field.key}:${lang}`,
      item: `setting:${field.key}`,
      kind: 'setting',
      lang,
      title: `Company Info: ${field.label}`,
      titleText: field.label,
      fields: [field],
      audience: 'editor',
      adminUrl: withLang(SETTINGS_ADMIN_PATH, lang),
    })),
  )
}

/** The alt texts a record gives its images, by media reference and language. */
export function altTextsOf(
  collection: CollectionKey,
  data: RecordData,
): Array<{ ref: string; lang: SearchLang; alt: string }> {
  const fields = collectionDefinitions[collection].fields as FieldSet
  return Object.entries(fields).flatMap(([key, field]) => {
    const ref = data[key]
    if (field.kind !== 'image' || typeof ref !== 'string' || ref === '') return []
    return languageCodes.flatMap((lang) => {
      const alt = valuesIn(data, lang)[`${key}_alt`]
      return typeof alt === 'string' && alt.trim() !== '' ? [{ ref, lang, alt }] : []
    })
  })
}

/**
 * The language a message is written in: the first translation language whose script (the
 * list's `script`) its text uses, else the default (Latin-script languages are not told apart).
 */
const scriptLanguages = languageList.flatMap((language) =>
  'script' in language && isTranslationLanguage(language.code)
    ? [{ code: language.code, letters: new RegExp(`\\p{Script=${language.script}}`, 'u') }]
    : [],
)
function languageOfText(text: string): SearchLang {
  return scriptLanguages.find((s) => s.letters.test(text))?.code ?? defaultLanguage
}

/** A media file by its name, and by the alt texts records give it (per language). */
export function mediaDocuments(
  file: string,
  alts: Array<{ lang: SearchLang; alt: string }>,
): SearchDocument[] {
  const base = {
    item: `media:${file}`,
    kind: 'media' as const,
    title: file,
    audience: 'editor' as const,
    adminUrl: `/admin/media?q=${encodeURIComponent(file)}`,
  }
  return languageCodes.flatMap((lang): SearchDocument[] => {
    const texts = [...new Set(alts.filter((a) => a.lang === lang).map((a) => a.alt))]
    if (lang !== defaultLanguage && texts.length === 0) return []
    const fields: DocumentField[] = [
      ...(lang === defaultLanguage ? [{ key: 'file', label: 'File name', value: file }] : []),
      ...(texts.length > 0 ? [{ key: 'alt', label: 'Alt text', value: texts.join(' · ') }] : []),
    ]
    return [
      {
        ...base,
        id: `media:${file}:${lang}`,
        lang,
        titleText: lang === defaultLanguage ? file : '',
        fields,
      },
    ]
  })
}

/** An inbox message (not spam): admins only, in the language it is written in. */
export function messageDocuments(message: ContactMessage): SearchDocument[] {
  if (message.spam !== null) return []
  const fields: DocumentField[] = [
    { key: 'subject', label: 'Subject', value: message.subject },
    { key: 'full_name', label: 'Name', value: message.full_name },
    { key: 'email', label: 'E-mail', value: message.email },
    { key: 'company', label: 'Company', value: message.company },
    { key: 'phone', label: 'Phone', value: message.phone },
    { key: 'message', label: 'Message', value: message.message },
  ].filter((field) => field.value.trim() !== '')
  const lang = languageOfText(`${message.subject} ${message.message}`)
  return [
    {
      id: `message:${message.id}`,
      item: `message:${message.id}`,
      kind: 'message',
      lang,
      title: message.subject.trim() || `Message from ${message.full_name}`,
      titleText: message.subject,
      fields,
      audience: 'admin',
      adminUrl: `/admin/contacts/${encodeURIComponent(message.id)}`,
    },
  ]
}
