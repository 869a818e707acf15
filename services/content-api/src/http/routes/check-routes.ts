import { Router } from 'express'
import {
  CONTENT_CHECK_ITEMS_LISTED,
  hasCheckErrors,
  type ContentCheckItem,
  type ContentCheckReport,
  type ItemCheckReport,
} from '@site/contract'
import type { ContentChecks } from '../../check/content-checks.js'
import type { ContentProblem } from '../../content/codecs.js'
import { parseDraftTarget } from '../../content/draft-targets.js'
import { locate } from '../../content/layout.js'

/**
 * The content checks (check/content-checks.ts) for the admin: `GET /content-checks`, the items
 * with problems (the dashboard), and `GET /content-checks/<kind>/<name>`, one item's (beside its
 * fields, and before publishing it). Editors only (access-routes.ts); reading never starts a check
 * of an external link, the background checker's queue does that.
 */
export function checkRoutes(deps: { checks: ContentChecks; revision: () => string }): Router {
  const { checks } = deps
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
      revision: deps.revision(),
      counts,
      items: items.slice(0, CONTENT_CHECK_ITEMS_LISTED),
    }
    res.set('Cache-Control', 'private, no-store').json(report)
  })

  router.get('/content-checks/:kind/:name', (req, res) => {
    const target = parseDraftTarget(String(req.params.kind), String(req.params.name))
    const report: ItemCheckReport = {
      target: target.target,
      problems: target.kind === 'settings' ? [] : checks.problemsOf(target.file).map(shown),
    }
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
