import { data, redirect } from 'react-router'
import {
  pageDefinitions,
  parseForm,
  readForm,
  schemaOf,
  sectionFields,
  settingFields,
  type FormValues,
  type PageContent,
  type PageKey,
  type SectionDefinition,
  translationFieldSet,
} from '@site/contract'
import { editLanguageOf, isTranslation, type EditLanguage } from '../edit-language'
import { sessionEndedMessage, writeFailureOf } from '../api-errors'
import { MERGED_PARAM } from '../history/merged-fields'
import { orLoadFailure } from '../load-errors.server'
import { getEditor, requireEditor, type Editor } from '../../session.server'
import { catalogueCounts } from '../../site/catalogue-counts'
import { handleDraftIntent, type SaveBodyReading } from '../drafts/draft-intents.server'
import { draftOf, draftingOf } from '../drafts/drafting.server'
import { loadItemChecks } from '../checks/item-checks.server'

type Context = Parameters<typeof requireEditor>[1]

/** The admin path of each page's content editor: /admin/home-contents and so on. */
export const pageEditorPath = (page: PageKey) => `/admin/${page}-contents`

/** The page an editor URL is for ("/admin/home-contents" -> "home"), or a 404. */
export function pageOfPath(pathname: string): PageKey {
  const match = /^\/admin\/([a-z]+)-contents\/?$/.exec(pathname)
  const page = match?.[1]
  if (page && Object.hasOwn(pageDefinitions, page)) return page as PageKey
  throw data({ message: 'There is no such page.' }, { status: 404 })
}

function sectionOf(page: PageKey, key: string | null): SectionDefinition | null {
  if (!key) return null
  return (pageDefinitions[page] as readonly SectionDefinition[]).find((s) => s.key === key) ?? null
}

/** The catalogue counters of a list page, counted from the records the site lists (active). */
async function liveCounts(api: Editor['api'], page: PageKey): Promise<Record<string, number>> {
  if (page !== 'products' && page !== 'solutions' && page !== 'sectors') return {}
  // a signed-in editor's lists include inactive records: the site shows only active ones
  const active = (list: unknown[]) =>
    (list as Array<Record<string, unknown> & { slug: string }>).filter((r) => r.is_active !== false)
  if (page === 'products') {
    const [products, partners] = await Promise.all([
      api.records('products').list(),
      api.records('partners').list(),
    ])
    return catalogueCounts(page, { products: active(products), partners: active(partners) })
  }
  if (page === 'solutions') {
    return catalogueCounts(page, { solutions: active(await api.records('solutions').list()) })
  }
  return catalogueCounts(page, { sectors: active(await api.records('sectors').list()) })
}

export const pageTarget = (page: PageKey) => `pages/${page}`

export async function loadPageEditor(request: Request, context: Context) {
  const { api, user } = await requireEditor(request, context)
  const page = pageOfPath(new URL(request.url).pathname)
  const [published, counts, draft] = await orLoadFailure(
    Promise.all([api.getPage(page), liveCounts(api, page), draftOf(api, pageTarget(page))]),
  )
  const lang = editLanguageOf(request.url)
  // the draft's sections are what the editor continues (a translation is of the published page)
  const content = !isTranslation(lang) && draft ? (draft.item as unknown as PageContent) : published
  // the published values by "section.field", beside the draft
  const publishedValues = Object.fromEntries(
    published.sections.flatMap((s) => s.fields.map((f) => [`${s.key}.${f.key}`, f.value])),
  )
  // the checks of what the editor shows: the draft it continues, else the published page
  const checks = await loadItemChecks(api, pageTarget(page), draft !== null && !isTranslation(lang))
  return {
    page,
    content,
    lang,
    catalogueCounts: counts,
    checks,
    drafting: draftingOf(context, user, { ...publishedValues, version: published.version }, draft, [
      'pages',
      'update',
    ]),
  }
}

/** A section's form read as a page draft save: that section's English fields, the draft's version. */
export function pageDraftReader(page: PageKey) {
  return (form: FormData): SaveBodyReading<SectionSaveResult> => {
    const section = sectionOf(page, String(form.get('section') ?? ''))
    if (!section)
      return { ok: false, fieldErrors: { section: 'Unknown section' }, values: emptySection }
    const fields = sectionFieldsIn(section, 'en')
    const values = readForm(fields, form)
    const result = { section: section.key, values, fieldErrors: {} }
    const parsed = parseForm(fields, values, schemaOf(fields, true))
    if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors, values: result }
    const version = String(form.get('draft_version') ?? '')
    return {
      ok: true,
      body: { values: { [section.key]: parsed.data }, ...(version ? { version } : {}) },
      values: result,
      target: pageTarget(page),
    }
  }
}
const emptySection: SectionSaveResult = { section: '', values: {}, fieldErrors: {} }

/** A page editor's draft intents; a publish goes back to the editor with its Published notice. */
export function pageDraftAction(request: Request, context: Context) {
  const page = pageOfPath(new URL(request.url).pathname)
  return handleDraftIntent(request, context, {
    target: pageTarget(page),
    readSave: pageDraftReader(page),
    redirectTo: (intent) =>
      intent === 'draft-publish' ? `${pageEditorPath(page)}?published=1` : pageEditorPath(page),
  })
}

/** A section's fields in the language edited: in a translation, its translatable fields only. */
export function sectionFieldsIn(section: SectionDefinition, lang: EditLanguage) {
  const fields = sectionFields(section)
  return isTranslation(lang) ? translationFieldSet(fields) : fields
}

/** Where a save goes back to: the editor, in the language edited, with the notice's params. */
export function pageEditorReturn(page: PageKey, lang: EditLanguage, notice: URLSearchParams) {
  if (isTranslation(lang)) notice.set('lang', lang)
  return `${pageEditorPath(page)}?${notice}`
}

/** What a failed save answers: the section's values as typed, with the errors. */
export interface SectionSaveResult {
  section: string
  values: FormValues
  fieldErrors: Partial<Record<string, string>>
  formError?: string
}

const failed = (result: SectionSaveResult, status: number) => data(result, { status })

const SESSION_ENDED = sessionEndedMessage('nothing was saved', 'press Save Info again')

/** Saves one section of a page (the other sections keep their values). */
export async function savePageSection(request: Request, context: Context) {
  const page = pageOfPath(new URL(request.url).pathname)
  const form = await request.formData()
  const section = sectionOf(page, String(form.get('section') ?? ''))
  if (!section)
    return failed({ section: '', values: {}, fieldErrors: {}, formError: 'Unknown section.' }, 400)
  const lang = editLanguageOf(request.url)
  const fields = sectionFieldsIn(section, lang)
  const values = readForm(fields, form)
  const base = { section: section.key, values }

  const editor = await getEditor(request, context).catch(() => undefined)
  if (editor === undefined)
    return failed(
      { ...base, fieldErrors: {}, formError: 'The content service is unreachable.' },
      503,
    )
  if (!editor) return failed({ ...base, fieldErrors: {}, formError: SESSION_ENDED }, 401)

  const parsed = parseForm(fields, values, schemaOf(fields, true))
  if (!parsed.ok) return failed({ ...base, fieldErrors: parsed.fieldErrors }, 400)

  try {
    const saved = await editor.api.updatePage(
      page,
      String(form.get('version') ?? ''),
      { [section.key]: parsed.data as Record<string, string> },
      lang,
    )
    const notice = new URLSearchParams({ saved: section.key })
    if (saved.merged_fields.length > 0) notice.set(MERGED_PARAM, saved.merged_fields.join(','))
    return redirect(pageEditorReturn(page, lang, notice))
  } catch (error) {
    const prefix = `${isTranslation(lang) ? `${lang}.` : ''}${section.key}.`
    const { status, ...errors } = apiFailure(error, prefix)
    return failed({ ...base, ...errors }, status)
  }
}

/** A content-api refusal as form errors and status; page fields come keyed "section.field". */
function apiFailure(
  error: unknown,
  prefix = '',
): { status: number; fieldErrors: Record<string, string>; formError?: string } {
  const failure = writeFailureOf(error)
  const { status } = failure
  switch (failure.kind) {
    case 'session-ended':
      return { status, fieldErrors: {}, formError: SESSION_ENDED }
    case 'conflict':
      return {
        status,
        fieldErrors: {},
        formError:
          'Someone else changed the same fields since you opened this page. Reload to see their version, then make your change again.',
      }
    case 'unavailable':
      return { status, fieldErrors: {}, formError: failure.message }
    case 'refused': {
      if (status === 403)
        return { status, fieldErrors: {}, formError: 'Only an administrator may change these.' }
      const fieldErrors: Record<string, string> = {}
      for (const [key, message] of Object.entries(failure.fields))
        fieldErrors[key.startsWith(prefix) ? key.slice(prefix.length) : key] = message
      return Object.keys(fieldErrors).length
        ? { status, fieldErrors }
        : { status, fieldErrors, formError: failure.message }
    }
  }
}

// ---- company info (settings) -----------------------------------------------------------------

export const COMPANY_TARGET = 'settings/company'

export async function loadCompanyInfo(request: Request, context: Context) {
  const { api, user } = await requireEditor(request, context)
  const [settings, draft] = await orLoadFailure(
    Promise.all([api.companySettings(), draftOf(api, COMPANY_TARGET)]),
  )
  const published = Object.fromEntries(settings.settings.map((s) => [s.key, s.value]))
  const lang = editLanguageOf(request.url)
  // the draft's values are what the editor continues (a translation is of the published values)
  const drafted = draft?.item.values as Record<string, string | number> | undefined
  return {
    version: settings.version,
    values: !isTranslation(lang) && drafted ? drafted : published,
    translations: settings.translations ?? {},
    lang,
    drafting: draftingOf(context, user, { ...published, version: settings.version }, draft, [
      'settings',
      'update',
    ]),
  }
}

/** Company Info's form read as a draft save: the English settings, with the draft's version. */
export function companyDraftReader(form: FormData): SaveBodyReading<FormValues> {
  const values = readForm(settingFields, form)
  const parsed = parseForm(settingFields, values, schemaOf(settingFields, true))
  if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors, values }
  const version = String(form.get('draft_version') ?? '')
  return {
    ok: true,
    body: { values: parsed.data, ...(version ? { version } : {}) },
    values,
    target: COMPANY_TARGET,
  }
}

/** Company Info's draft intents; a publish goes back to the page with its Saved notice. */
export const companyDraftAction = (request: Request, context: Context) =>
  handleDraftIntent(request, context, {
    target: COMPANY_TARGET,
    readSave: companyDraftReader,
    redirectTo: (intent) =>
      intent === 'draft-publish' ? '/admin/our-info?saved=1' : '/admin/our-info',
  })

export interface SettingsSaveResult {
  values: FormValues
  fieldErrors: Partial<Record<string, string>>
  formError?: string
}

/** Saves the company info: every setting validated by the registry's rules first. */
export async function saveCompanyInfo(request: Request, context: Context) {
  const lang = editLanguageOf(request.url)
  // in a translation: the translatable settings only (name, address, hours)
  const fields = isTranslation(lang) ? translationFieldSet(settingFields) : settingFields
  const form = await request.formData()
  const values = readForm(fields, form)
  const editor = await getEditor(request, context).catch(() => undefined)
  if (editor === undefined)
    return data<SettingsSaveResult>(
      { values, fieldErrors: {}, formError: 'The content service is unreachable.' },
      { status: 503 },
    )
  if (!editor)
    return data<SettingsSaveResult>(
      { values, fieldErrors: {}, formError: SESSION_ENDED },
      { status: 401 },
    )
  const parsed = parseForm(fields, values, schemaOf(fields, true))
  if (!parsed.ok)
    return data<SettingsSaveResult>({ values, fieldErrors: parsed.fieldErrors }, { status: 400 })
  try {
    await editor.api.updateCompanySettings(
      String(form.get('version') ?? ''),
      parsed.data as unknown as Record<string, string | number>,
      lang,
    )
    return redirect(`/admin/our-info?saved=1${isTranslation(lang) ? `&lang=${lang}` : ''}`)
  } catch (error) {
    const { status, ...errors } = apiFailure(error, isTranslation(lang) ? `${lang}.` : '')
    return data<SettingsSaveResult>({ values, ...errors }, { status })
  }
}
