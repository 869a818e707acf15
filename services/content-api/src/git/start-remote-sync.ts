import type { Logger } from '@site/platform'
import type { Config } from '../config.js'
import type { ContentStore } from '../content/content-store.js'
import type { RemoteState } from '@site/contract'
import type { ContentGit } from './content-git.js'
import { RemoteConflicts } from './remote-conflicts.js'
import { RemoteGit } from './remote-git.js'
import { RemoteSync } from './remote-sync.js'

/** A remote no fetch has reached for this long is a problem for people, not only a log line. */
export const UNREACHABLE_PROBLEM_MS = 10 * 60_000

/**
 * Wires CONTENT_GIT_REMOTE: the sync runs in the write queue between saves, every save asks for
 * one (so it is pushed at once), changed files go through the store like a hand edit. The first
 * sync is awaited (for a bounded time), so the service starts from the shared truth.
 */
export async function startRemoteSync(
  remote: NonNullable<Config['gitRemote']>,
  deps: {
    git: ContentGit
    store: ContentStore
    config: Config
    log: Logger
    /** draft branches came from the remote or left (the scheduler re-reads schedules) */
    onDraftsChanged?: () => void
  },
): Promise<RemoteSync> {
  const { git, store, config, log } = deps
  const sync = new RemoteSync({
    git: new RemoteGit(await git.topLevel()),
    gitDir: await git.gitDir(),
    prefix: git.contentPrefix,
    journal: await git.journal(),
    url: remote.url,
    branch: remote.branch ?? (await git.currentBranch()),
    runLocked: (task) => git.withLockOnly(task),
    onChanged: async (files) => {
      for (const file of files) await store.reload(file)
    },
    ...(deps.onDraftsChanged ? { onDraftsChanged: deps.onDraftsChanged } : {}),
    conflicts: await RemoteConflicts.open(config.dataDir),
    log,
    pollSeconds: remote.pollSeconds,
    ...(remote.startWaitMs !== undefined ? { startWaitMs: remote.startWaitMs } : {}),
    ...(config.gitRetry ? { retry: config.gitRetry } : {}),
  })
  git.onWritten(() => void sync.requestSync('save'))
  await sync.start()
  return sync
}

/** What /health reports as the remote's problem, or null when syncing works. */
export function remoteProblemOf(state: RemoteState, now = Date.now()): string | null {
  if (state.rewritten) return state.lastError
  if (state.unreachableSince && now - Date.parse(state.unreachableSince) >= UNREACHABLE_PROBLEM_MS)
    return `The content remote has been unreachable since ${state.unreachableSince}: ${state.lastError ?? ''}`
  return null
}
