import {
  isTranslationLanguage,
  type TranslationLanguage,
  translationLanguages,
} from '@site/contract'
import { Router } from 'express'
import type { RevisionLog } from '../../content/revision-log.js'
import type { ContentStore } from '../../content/content-store.js'
import type { DocumentService } from '../../content/document-service.js'
import { pageKeys, settingLabels } from '@site/contract'
import { answeredNotModified } from '../etag.js'
import { AppError, validationError } from '@site/platform'
import { requireUser } from '../session.js'
import { langOf } from '../lang.js'
import { deprecatedLanguageField } from '../../content/deprecated-fields.js'

/** Page contents (/home-content, ...), company settings and the "our info" view of them. */
export function documentRoutes(deps: {
  store: ContentStore
  revisionLog: RevisionLog
  documents: DocumentService
}): Router {
  const { store, documents } = deps
  const router = Router()
  const revision = () => store.index.revision

  for (const page of pageKeys) {
    router.get(`/${page}-content`, (req, res) => {
      if (answeredNotModified(req, res, revision())) return
      res.json(documents.getPage(page, langOf(req)))
    })
    router.get(`/${page}-content/:sectionKey`, (req, res) => {
      if (answeredNotModified(req, res, revision())) return
      const section = documents
        .getPage(page, langOf(req))
        .sections.find((s) => s.key === req.params.sectionKey)
      if (!section)
        throw new AppError(
          404,
          'not_found',
          `The ${page} page has no section "${req.params.sectionKey}"`,
        )
      res.json(section)
    })
    router.post(`/${page}-content`, async (req, res) => {
      res.json(await documents.updatePage(page, req.body, requireUser(req)))
    })
  }

  router.get('/company-settings', (req, res) => {
    if (answeredNotModified(req, res, revision())) return
    const { version, values, lang, missing } = documents.getSettings(langOf(req))
    const stored = values as Record<string, unknown>
    const translations = Object.fromEntries(
      translationLanguages.map((code) => [code, stored[code] ?? {}]),
    ) as Record<TranslationLanguage, Record<string, string>>
    const settings = Object.entries(stored).filter(([key]) => !isTranslationLanguage(key))
    // the first API's shape: an array of { key, value }; version for optimistic saves; the stored
    // translations beside it by language (for the admin) and which translations are missing;
    // `ar`, the stored Arabic, is deprecated (one release: read `translations.ar`)
    res.json({
      version,
      lang,
      missing,
      settings: settings.map(([key, value]) => ({ key, value })),
      translations,
      ...deprecatedLanguageField(translations),
    })
  })
  router.post('/company-settings', async (req, res) => {
    res.json(await documents.updateSettings(req.body, requireUser(req)))
  })

  router.get('/our-info', (req, res) => {
    if (answeredNotModified(req, res, revision())) return
    res.json(documents.ourInfo())
  })
  router.post('/our-info/:id', async (req, res) => {
    const editor = requireUser(req)
    const id = String(req.params.id)
    if (!(id in settingLabels))
      throw new AppError(404, 'not_found', `There is no company info "${id}"`)
    const body = (req.body ?? {}) as { value?: unknown; version?: unknown }
    // without the version it was read at, a save could silently undo someone else's
    if (typeof body.version !== 'string') {
      throw validationError({ version: 'Send the version you loaded' })
    }
    await documents.updateSettings({ version: body.version, values: { [id]: body.value } }, editor)
    res.json(documents.ourInfo().find((entry) => entry.id === id))
  })

  // web asks this while its revision stream is down and after each of its writes; with
  // ?since=<the revision it had> the answer names the content files changed since (when known),
  // so its page cache drops only the pages that read them
  router.get('/revision', (req, res) => {
    const current = revision()
    const since = typeof req.query.since === 'string' ? req.query.since : null
    const changed = since === null ? null : deps.revisionLog.changedSince(since)
    res
      .set('Cache-Control', 'no-store')
      .json(changed === null ? { revision: current } : { revision: current, since, changed })
  })

  router.get('/content-problems', (_req, res) => {
    res.json({ revision: revision(), problems: store.index.problems() })
  })
  return router
}
