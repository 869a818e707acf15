import { Router } from 'express'
import { z } from 'zod'
import { AppError } from '@site/platform'
import {
  CONTENT_CHECK_ITEMS_LISTED,
  hasCheckErrors,
  type ContentCheckItem,
  type ContentCheckReport,
  type ItemCheckReport,
} from '@site/contract'
import type { ContentChecks } from '../../check/content-checks.js'
import type { ContentProblem } from '../../content/codecs.js'
import type { ContentStore } from '../../content/content-store.js'
import type { DraftContent } from '../../content/draft-content.js'
import type { DraftService } from '../../content/draft-service.js'
import { parseDraftTarget } from '../../content/draft-targets.js'
import { overlayIndex } from '../../content/preview-overlay.js'
import { locate } from '../../content/layout.js'

/**
 * The content checks (check/content-checks.ts) for the admin: `GET /content-checks`, the items
 * with problems (the dashboard), and `GET /content-checks/<kind>/<name>`, one item's (beside its
 * fields, and before publishing it). Editors only (access-routes.ts); reading never starts a check
 * of an external link, the background checker's queue does that.
 */
export function checkRoutes(deps: {
  checks: ContentChecks
  store: ContentStore
  /** the drafts (absent: `?draft=1` answers 404) */
  drafts?: { service: DraftService; content: DraftContent }
}): Router {
  const { checks, store } = deps
  const router = Router()

  router.get('/content-checks', (_req, res) => {
    const items: ContentCheckItem[] = []
    const counts = { items: 0, errors: 0, warnings: 0 }
    for (const [file, problems] of byFile(checks.all())) {
      const target = targetOf(file)
      if (!target) continue
      const warnings = problems.filter((p) => p.severity === 'warning').length
      counts.items++
      counts.warnings += warnings
      counts.errors += problems.length - warnings
      items.push({ target, file, problems: problems.map(shown) })
    }
    // errors first, then by file: what needs doing before what could be better
    items.sort(
      (a, b) =>
        Number(hasCheckErrors(b.problems)) - Number(hasCheckErrors(a.problems)) ||
        a.file.localeCompare(b.file),
    )
    const report: ContentCheckReport = {
      revision: store.published.revision,
      counts,
      items: items.slice(0, CONTENT_CHECK_ITEMS_LISTED),
    }
    res.set('Cache-Control', 'private, no-store').json(report)
  })

  // `?draft=1`: the item's draft as publishing it would make it (what Publish confirms)
  router.get('/content-checks/:kind/:name', async (req, res) => {
    const target = parseDraftTarget(String(req.params.kind), String(req.params.name))
    const { draft } = parseQuery(req.query)
    let problems: ContentProblem[] = []
    if (target.kind !== 'settings' && draft) {
      const { drafts } = deps
      const text = drafts ? await drafts.service.textOf(target) : null
      if (!drafts || text === null) throw new AppError(404, 'not_found', 'This item has no draft')
      const overlay = overlayIndex(store.published, target, drafts.content.indexed(target, text))
      problems = checks.problemsIn(overlay, target.file)
    } else if (target.kind !== 'settings') {
      problems = checks.problemsOf(target.file)
    }
    const report: ItemCheckReport = { target: target.target, problems: problems.map(shown) }
    res.set('Cache-Control', 'private, no-store').json(report)
  })
  return router
}

const shown = ({ field, message, severity }: ContentProblem) => ({
  field,
  message,
  ...(severity ? { severity } : {}),
})

function byFile(problems: ContentProblem[]): Map<string, ContentProblem[]> {
  const map = new Map<string, ContentProblem[]>()
  for (const p of problems) map.set(p.file, [...(map.get(p.file) ?? []), p])
  return map
}

/** `products/rx-500.md` -> `products/rx-500`, `pages/home.json` -> `pages/home`. */
function targetOf(file: string): string | null {
  const location = locate(file)
  if (location?.kind === 'record') return `${location.collection}/${location.slug}`
  if (location?.kind === 'page') return `pages/${location.page}`
  return null
}

const ItemCheckQuery = z.object({ draft: z.literal('1').optional() })

function parseQuery(query: unknown): { draft: boolean } {
  const parsed = ItemCheckQuery.safeParse(query)
  if (!parsed.success)
    throw new AppError(400, 'bad_request', 'Ask ?draft=1 for the draft, or nothing for the item')
  return { draft: parsed.data.draft === '1' }
}
