import { data, redirect } from 'react-router'
import type { ContentClient } from '@site/contract/client'
import {
  errorsByField,
  collectionDefinitions,
  isCollectionKey,
  recordTitleOf,
  slugify,
  type CollectionKey,
} from '@site/contract'
import { sessionEndedMessage, writeFailureOf } from '../api-errors'
import { MERGED_PARAM } from '../history/merged-fields'
import { recordHref } from '../shell/admin-places'
import { SAVED_PARAM } from './saved-param'
import { loadItemChecks } from '../checks/item-checks.server'
import { orLoadFailure } from '../load-errors.server'
import { getActionEditor, requireEditor } from '../../session.server'
import type { ReferenceOption } from '../fields/FieldInput'
import {
  definitionOf,
  fieldLabels,
  parseItemForm,
  readItemForm,
  type ItemFormValues,
} from '../fields/item-form'
import { editLanguageOf, isTranslation } from '../edit-language'
import { defaultLanguage, type TranslationLanguage } from '@site/contract'
import { handleDraftIntent, type SaveBodyReading } from '../drafts/draft-intents.server'
import { draftOf, draftingOf } from '../drafts/drafting.server'

export type { Drafting } from '../drafts/drafting.server'

type Context = Parameters<typeof requireEditor>[1]

/** A record as the admin handles it: its fields plus slug and version. */
export type AdminRecord = Record<string, unknown> & { slug: string; version: string }

/** `:collection` of the URL as a collection, or a 404 the admin's error boundary shows. */
export function collectionOf(name: string | undefined): CollectionKey {
  if (name && isCollectionKey(name)) return name
  throw data({ message: `There is no collection "${name ?? ''}".` }, { status: 404 })
}

/** The records every reference field of the collection can choose from, by field key. */
async function referenceOptions(
  api: ContentClient,
  collection: CollectionKey,
  self?: string,
): Promise<Record<string, ReferenceOption[]>> {
  const out: Record<string, ReferenceOption[]> = {}
  for (const [key, field] of Object.entries(definitionOf(collection).fields)) {
    if (field.kind !== 'reference' || !isCollectionKey(field.collection)) continue
    const target = field.collection
    const records = (await api.records(target).list()) as AdminRecord[]
    out[key] = records
      // a record cannot be its own child
      .filter((r) => !(target === collection && r.slug === self))
      .map((r) => ({ slug: r.slug, title: recordTitleOf(definitionOf(target), r) }))
  }
  return out
}

// ---- edit ------------------------------------------------------------------------------------

export async function loadEdit(
  request: Request,
  context: Context,
  params: { collection?: string; slug?: string },
) {
  const { api, user } = await requireEditor(request, context)
  const collection = collectionOf(params.collection)
  const slug = params.slug ?? ''
  const [published, draftView] = await Promise.all([
    orLoadFailure(api.records(collection).get(slug)) as Promise<AdminRecord | null>,
    orLoadFailure(draftOf(api, `${collection}/${slug}`)),
  ])
  if (!published && !draftView) {
    const label = collectionDefinitions[collection].label
    throw data({ message: `There is no ${label} "${slug}".` }, { status: 404 })
  }
  const lang = editLanguageOf(request.url)
  // the draft's fields are what the editor continues; a translation is of the published record
  const item = draftView?.item ?? null
  const record = (isTranslation(lang) ? (published ?? item) : (item ?? published)) as AdminRecord
  const references = await orLoadFailure(referenceOptions(api, collection, slug))
  // the translator sees what changed in the English behind each outdated text of the language
  const byLanguage = (record.outdated ?? {}) as Partial<Record<TranslationLanguage, string[]>>
  const outdated = isTranslation(lang) ? (byLanguage[lang] ?? []) : []
  const translationChanges =
    isTranslation(lang) && outdated.length > 0
      ? (await orLoadFailure(api.translationChanges(collection, slug))).filter(
          (change) => change.lang === lang,
        )
      : []
  // the checks of what the form shows: the draft it continues, else the published record
  const checks = await loadItemChecks(
    api,
    `${collection}/${slug}`,
    item !== null && !isTranslation(lang),
  )
  return {
    collection,
    record,
    references,
    lang,
    translationChanges,
    checks,
    drafting: draftingOf(context, user, published, draftView, ['records', 'update']),
  }
}

/**
 * The record editor's form read as a draft save: the English fields (as a save sends them) with
 * the draft's version (`draft_version`), and its target; a new record's slug is made from its
 * title as a create would make it (an explicit slug field wins).
 */
export function recordDraftReader(collection: CollectionKey, slug?: string) {
  return (form: FormData): SaveBodyReading<ItemFormValues> => {
    const values = readItemForm(collection, form, 'en')
    const parsed = parseItemForm(collection, { ...values, version: '' }, 'en')
    if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors, values }
    const def = collectionDefinitions[collection]
    const explicit = parsed.data.slug ?? parsed.data.section_key
    const made =
      slug ??
      (typeof explicit === 'string' && explicit !== ''
        ? explicit
        : slugify(recordTitleOf(def, parsed.data, '')))
    if (!made)
      return {
        ok: false,
        fieldErrors: { [def.titleField]: 'Enter a title to make the address from' },
        values,
      }
    const version = String(form.get('draft_version') ?? '')
    return {
      ok: true,
      body: version ? { ...parsed.data, version } : parsed.data,
      values,
      target: `${collection}/${made}`,
    }
  }
}

/**
 * The record editor's draft intents: after a publish the list says Saved, after a discard the
 * editor reopens the published record (or the list, for a record that was only a draft).
 */
export async function recordDraftAction(
  request: Request,
  context: Context,
  params: { collection?: string; slug?: string },
) {
  const collection = collectionOf(params.collection)
  const slug = params.slug
  const label = collectionDefinitions[collection].label
  const out = await handleDraftIntent(request, context, {
    readSave: recordDraftReader(collection, slug),
    ...(slug ? { target: `${collection}/${slug}` } : {}),
    redirectTo: (intent, target) =>
      intent === 'draft-publish'
        ? `/admin/${collection}?${new URLSearchParams({ saved: target.slice(collection.length + 1) })}`
        : `/admin/${collection}`,
  })
  if (slug) return out
  // a new record's first Save draft: go on editing it as a draft
  if ('ok' in out && out.ok && out.target) return redirect(`/admin/${out.target}`)
  if ('init' in out && out.init?.status === 409)
    // no draft existed, so the 409 means the address is taken, by a record or another draft
    return data(
      {
        ...out.data,
        message: `Draft not saved: a ${label} with this address already exists or is being drafted. Change the ${(fieldLabels(collection)[collectionDefinitions[collection].titleField] ?? 'title').toLowerCase()}.`,
      },
      { status: 409 },
    )
  return out
}

export const CONFLICT_MESSAGE = (label: string) =>
  `This ${label} was changed by someone else since you opened it. Reload to see their version; your edits are kept below.`
export const SESSION_ENDED = sessionEndedMessage('nothing was saved', 'press Save here again', {
  kept: true,
})

export interface EditResult {
  values: ItemFormValues
  fieldErrors: Partial<Record<string, string>>
  formError?: string
  sessionEnded?: boolean
  /** the record as it is now, after a 409 conflict */
  current?: AdminRecord | null
}

const failed = (result: EditResult, status: number) => data(result, { status })

/**
 * Saves a new or edited record. Unlike the loaders, a save does not redirect to the login when
 * the session is gone: that would throw away what the editor typed. Every failure answers with
 * the submitted values instead. Success reopens the record's editor with a "Saved" notice (and
 * the fields another editor changed meanwhile, merged in silently).
 */
export async function saveItem(
  request: Request,
  context: Context,
  params: { collection?: string; slug?: string },
) {
  const collection = collectionOf(params.collection)
  const label = collectionDefinitions[collection].label
  // a translation of an existing record (a new record starts in English)
  const lang = params.slug ? editLanguageOf(request.url) : defaultLanguage
  const form = await request.formData()
  const values = readItemForm(collection, form, lang)
  // outdated translations the translator says still fit the changed English
  const confirmed = isTranslation(lang) ? form.getAll(`confirm_${lang}`).map(String) : []

  // content-api down or failing: say so, and keep the form
  const found = await getActionEditor(request, context)
  if ('unavailable' in found)
    return failed({ values, fieldErrors: {}, formError: found.unavailable }, 503)
  const { editor } = found
  if (!editor)
    return failed({ values, fieldErrors: {}, formError: SESSION_ENDED, sessionEnded: true }, 401)

  const parsed = parseItemForm(collection, values, lang)
  if (!parsed.ok) return failed({ values, fieldErrors: parsed.fieldErrors }, 400)

  const records = editor.api.records(collection)
  try {
    const saved = params.slug
      ? isTranslation(lang)
        ? await saveTranslation(records, params.slug, lang, parsed.data, confirmed)
        : await records.update(
            params.slug,
            parsed.data as Record<string, unknown> & { version: string },
          )
      : { ...(await records.create(parsed.data)), merged_fields: [] as string[] }
    // the editor stays in the editor (the list is one click away), as after Ctrl+S anywhere
    const notice = new URLSearchParams({ [SAVED_PARAM]: '1' })
    if (isTranslation(lang)) notice.set('lang', lang)
    if (saved.merged_fields.length > 0) notice.set(MERGED_PARAM, saved.merged_fields.join(','))
    return redirect(`${recordHref(collection, saved.slug)}?${notice}`)
  } catch (error) {
    const failure = writeFailureOf(error)
    switch (failure.kind) {
      case 'session-ended':
        return failed(
          { values, fieldErrors: {}, formError: SESSION_ENDED, sessionEnded: true },
          401,
        )
      case 'conflict':
        return failed(
          {
            values,
            fieldErrors: {},
            formError: CONFLICT_MESSAGE(label),
            current: (failure.current as AdminRecord | null) ?? null,
          },
          409,
        )
      case 'refused': {
        // content-api names translated fields "fr.title"; the translation's form names them "title"
        const fieldErrors =
          failure.status === 400
            ? errorsByField(
                isTranslation(lang) ? withoutPrefix(failure.fields, `${lang}.`) : failure.fields,
              )
            : {}
        // e.g. the file on disk is invalid (a 409 of another kind): say what is wrong
        const formError = Object.keys(fieldErrors).length ? undefined : failure.message
        return failed({ values, fieldErrors, formError }, failure.status)
      }
      case 'unavailable':
        return failed({ values, fieldErrors: {}, formError: failure.message }, failure.status)
    }
  }
}

/**
 * A translation's form saved: PATCH the record's object of that language (only that), from the
 * version loaded, with the fields the translator confirms still fit.
 */
function saveTranslation(
  records: ReturnType<ContentClient['records']>,
  slug: string,
  lang: TranslationLanguage,
  data: Record<string, unknown>,
  confirmed: string[],
) {
  const { version, ...translated } = data
  return records.patch(slug, {
    [lang]: translated,
    version: String(version ?? ''),
    ...(confirmed.length > 0 ? { confirm: { [lang]: confirmed } } : {}),
  })
}

const withoutPrefix = (fields: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [
      key.startsWith(prefix) ? key.slice(prefix.length) : key,
      message,
    ]),
  )

// ---- new -------------------------------------------------------------------------------------

export async function loadNew(request: Request, context: Context, params: { collection?: string }) {
  const { api, user } = await requireEditor(request, context)
  const collection = collectionOf(params.collection)
  const references = await orLoadFailure(referenceOptions(api, collection))
  return {
    collection,
    references,
    drafting: draftingOf(context, user, null, null, ['records', 'create']),
  }
}
