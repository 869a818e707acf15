import type { Logger } from '@site/platform'
import { GONE_DRAFTS } from './draft-branches.js'
import { NETWORK_TIMEOUT_MS, SLOW_REMOTE, type RemoteGit } from './remote-git.js'

const LOCAL = 'refs/heads/drafts/'
/** where the remote's draft branches are fetched to (pruned: a branch gone there goes here) */
export const REMOTE_DRAFTS = 'refs/content-api/remote-drafts/'
/** each draft's tip the last time both sides agreed: tells "deleted there" from "never pushed" */
export const SYNCED_DRAFTS = 'refs/content-api/drafts-synced/'

type Tips = Map<string, string>

async function tipsUnder(git: RemoteGit, root: string): Promise<Tips> {
  const out = await git.run(['for-each-ref', '--format=%(refname) %(objectname)', root])
  const tips: Tips = new Map()
  for (const line of out.split('\n')) {
    const [ref = '', sha = ''] = line.split(' ')
    if (ref.startsWith(root) && sha) tips.set(ref.slice(root.length), sha)
  }
  return tips
}

/** What one sync does to one draft's branch: the plan is made first, then carried out. */
type Step =
  | { kind: 'push'; target: string; tip: string; lease: string | null }
  | { kind: 'delete-remote'; target: string; lease: string }
  | { kind: 'take'; target: string; tip: string; from: string | null }
  | { kind: 'drop-local'; target: string; tip: string }
  | { kind: 'agree'; target: string; tip: string }
  | { kind: 'diverged'; target: string }
  | { kind: 'forget'; target: string }

/**
 * Keeps the draft branches (`drafts/<target>`) the same here and on CONTENT_GIT_REMOTE, so a
 * reviewer can open a pull request from one, and a draft branch pushed there shows on the board:
 * - only here: pushed (unless it was on the remote before and was deleted there: dropped here);
 * - only there: taken here (unless it is a draft published or discarded here: deleted there);
 * - both: the one that contains the other wins; branches that diverged are left as they are and
 *   reported, never forced.
 * Network calls happen outside `runLocked`; branch moves inside it, each only from the tip the
 * plan saw (a draft saved meanwhile is planned again by the next sync).
 */
export async function syncDraftBranches(
  git: RemoteGit,
  url: string,
  runLocked: <T>(work: () => Promise<T>) => Promise<T>,
  log: Logger,
): Promise<{ changed: boolean; diverged: string[] }> {
  await git.run(
    [
      ...SLOW_REMOTE,
      'fetch',
      '--quiet',
      '--no-tags',
      '--prune',
      url,
      `+${LOCAL}*:${REMOTE_DRAFTS}*`,
    ],
    { timeoutMs: NETWORK_TIMEOUT_MS, signal: git.networkSignal },
  )
  const plan = await runLocked(async () => {
    const local = await tipsUnder(git, LOCAL)
    const remote = await tipsUnder(git, REMOTE_DRAFTS)
    const synced = await tipsUnder(git, SYNCED_DRAFTS)
    const gone = await tipsUnder(git, GONE_DRAFTS)
    const targets = new Set([...local.keys(), ...remote.keys(), ...synced.keys(), ...gone.keys()])
    const steps: Step[] = []
    for (const target of targets) {
      steps.push(
        await stepFor(
          git,
          target,
          local.get(target),
          remote.get(target),
          synced.get(target),
          gone.get(target),
        ),
      )
    }
    return steps
  })

  const pushes = plan.filter((s) => s.kind === 'push' || s.kind === 'delete-remote')
  if (pushes.length > 0) {
    const refspecs = pushes.map((s) =>
      s.kind === 'push' ? `${s.tip}:${LOCAL}${s.target}` : `:${LOCAL}${s.target}`,
    )
    const leases = pushes.map((s) => `--force-with-lease=${LOCAL}${s.target}:${s.lease ?? ''}`)
    await git.run([...SLOW_REMOTE, 'push', '--quiet', ...leases, url, ...refspecs], {
      timeoutMs: NETWORK_TIMEOUT_MS,
      signal: git.networkSignal,
    })
  }

  let changed = false
  await runLocked(async () => {
    for (const step of plan) {
      const { target } = step
      switch (step.kind) {
        case 'push':
        case 'agree':
          await git.setRef(SYNCED_DRAFTS + target, step.tip)
          await git.deleteRef(GONE_DRAFTS + target)
          break
        case 'delete-remote':
        case 'forget':
          await git.deleteRef(SYNCED_DRAFTS + target)
          await git.deleteRef(GONE_DRAFTS + target)
          break
        case 'take':
          // only from the tip the plan saw: a save made meanwhile is not overwritten
          await git
            .run([
              'update-ref',
              '-m',
              'content-api: drafts: from the remote',
              LOCAL + target,
              step.tip,
              step.from ?? '',
            ])
            .then(() => git.setRef(SYNCED_DRAFTS + target, step.tip))
            .then(() => (changed = true))
            .catch(() => undefined)
          break
        case 'drop-local':
          await git
            .run([
              'update-ref',
              '-m',
              'content-api: drafts: deleted on the remote',
              '-d',
              LOCAL + target,
              step.tip,
            ])
            .then(() => git.deleteRef(SYNCED_DRAFTS + target))
            .then(() => (changed = true))
            .catch(() => undefined)
          break
        case 'diverged':
          break
      }
    }
  })
  const diverged = plan.filter((s) => s.kind === 'diverged').map((s) => s.target)
  if (diverged.length > 0) {
    log.warn('draft branches differ here and on the remote; left as they are', { drafts: diverged })
  }
  return { changed, diverged }
}

async function stepFor(
  git: RemoteGit,
  target: string,
  local: string | undefined,
  remote: string | undefined,
  synced: string | undefined,
  gone: string | undefined,
): Promise<Step> {
  const within = async (a: string, b: string) => a === b || (await git.isAncestor(a, b))
  // the remote still has a draft that was published or discarded here: it is stale
  const stale = remote !== undefined && gone !== undefined && (await within(remote, gone))
  if (local !== undefined) {
    if (remote === undefined || stale) {
      // deleted on the remote (a merged pull request) with nothing new here: gone here too
      if (remote === undefined && synced !== undefined && (await within(local, synced))) {
        return { kind: 'drop-local', target, tip: local }
      }
      return { kind: 'push', target, tip: local, lease: remote ?? null }
    }
    if (local === remote) return { kind: 'agree', target, tip: local }
    if (await git.isAncestor(remote, local))
      return { kind: 'push', target, tip: local, lease: remote }
    if (await git.isAncestor(local, remote))
      return { kind: 'take', target, tip: remote, from: local }
    return { kind: 'diverged', target }
  }
  if (remote !== undefined) {
    if (stale || (synced !== undefined && (await within(remote, synced)))) {
      return { kind: 'delete-remote', target, lease: remote }
    }
    return { kind: 'take', target, tip: remote, from: null }
  }
  return { kind: 'forget', target }
}
