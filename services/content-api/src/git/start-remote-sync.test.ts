import { describe, expect, it } from 'vitest'
import type { RemoteState } from '@site/contract'
import { remoteProblemOf } from './start-remote-sync.js'

const state = (over: Partial<RemoteState>): RemoteState => ({
  remote: 'https://***@git.example.com/content.git',
  branch: 'main',
  pollSeconds: 30,
  lastFetchAt: null,
  lastPushAt: null,
  pendingCommits: 0,
  lastError: null,
  unreachableSince: null,
  rewritten: null,
  draftsDiverged: [],
  conflicts: [],
  ...over,
})

describe('remoteProblemOf (/health)', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')

  it('when fetches have failed for under 10 minutes, then it is not yet a problem; from 10 minutes it is', () => {
    const failing = { lastError: 'fetch failed: connection refused' }
    expect(
      remoteProblemOf(state({ ...failing, unreachableSince: '2026-11-25T11:50:01Z' }), now),
    ).toBeNull()
    expect(
      remoteProblemOf(state({ ...failing, unreachableSince: '2026-11-25T11:50:00Z' }), now),
    ).toMatch(/unreachable since 2026-11-25T11:50:00Z: fetch failed: connection refused/)
  })

  it('when the remote history was rewritten, then that is the problem at once', () => {
    const rewritten = { at: '2026-11-25T11:59:00Z', rescueBranch: 'rescue/x', remoteTip: 'abc' }
    expect(remoteProblemOf(state({ rewritten, lastError: 'force-push' }), now)).toBe('force-push')
  })

  it('when syncing works, then there is no problem', () => {
    expect(remoteProblemOf(state({ lastFetchAt: '2026-11-25T11:59:50Z' }), now)).toBeNull()
  })
})
