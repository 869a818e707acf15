import { AppError } from '@site/platform'
import type { ContentStore } from '../content/content-store.js'
import { parseDraftTarget, parseDraftTargetPath } from '../content/draft-targets.js'

/**
 * The item `<kind>/<name>` names, if it is a real one an editor can open: a record that exists
 * (on the site, or only as a draft not yet published), a page, or the company settings (Company
 * Info). 404 otherwise, so presence is never kept for a name someone made up.
 */
export async function presenceTarget(
  store: ContentStore,
  kind: string,
  name: string,
  hasDraft: (target: string) => Promise<boolean> = () => Promise.resolve(false),
): Promise<string> {
  const item = parseDraftTarget(kind, name)
  if (
    item.kind === 'record' &&
    !store.index.collection(item.collection).has(item.slug) &&
    !(await hasDraft(item.target))
  ) {
    throw new AppError(404, 'not_found', `There is no ${kind} "${name}" to be editing`)
  }
  return item.target
}

/** Of the items open now, those whose file is among `files` (a commit's). */
export function openTargetsIn(files: readonly string[], open: readonly string[]): string[] {
  const changed = new Set(files)
  return open.filter((target) => changed.has(parseDraftTargetPath(target).file))
}
