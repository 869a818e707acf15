import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { RemoteState } from '@site/contract'

// class names do not matter here, and vanilla-extract's styles only compile under Vite's plugin
vi.mock('./dashboard.css', () => ({ problemList: 'l', remoteLine: 'r', inlineForm: 'f' }))
vi.mock('../ui/Notice', () => ({
  Notice: (p: { title?: string; role?: string; children: React.ReactNode }) => (
    <div role={p.role} data-title={p.title}>
      {p.children}
    </div>
  ),
}))
vi.mock('../../ui/Button', () => ({
  Button: (p: { children: React.ReactNode; name?: string; value?: string }) => (
    <button name={p.name} value={p.value}>
      {p.children}
    </button>
  ),
}))
import { RemoteNotice } from './RemoteNotice'

const NOW = '2026-11-25T12:00:00.000Z'
const state = (over: Partial<RemoteState> = {}): RemoteState => ({
  remote: 'https://***@git.example.com/org/content.git',
  branch: 'main',
  pollSeconds: 30,
  lastFetchAt: '2026-11-25T11:59:30.000Z',
  lastPushAt: '2026-11-25T11:00:00.000Z',
  pendingCommits: 0,
  lastError: null,
  unreachableSince: null,
  rewritten: null,
  draftsDiverged: [],
  conflicts: [],
  ...over,
})

function render(remote: RemoteState): string {
  const Stub = createRoutesStub([
    { path: '/admin', Component: () => <RemoteNotice remote={remote} now={NOW} /> },
  ])
  return renderToStaticMarkup(<Stub initialEntries={['/admin']} />)
}

describe('RemoteNotice', () => {
  it('when the remote works, then one line says where it is and when it was reached, and no problem shows', () => {
    const html = render(state())
    expect(html).toContain('https://***@git.example.com/org/content.git')
    expect(html).toContain('last fetched')
    expect(html).not.toContain('role="alert"')
  })

  it('when the remote has been unreachable for 10 minutes, then it is a problem naming the waiting commits', () => {
    const nine = render(
      state({ unreachableSince: '2026-11-25T11:51:00.000Z', lastError: 'fetch failed: x' }),
    )
    expect(nine).not.toContain('cannot be reached')
    const ten = render(
      state({
        unreachableSince: '2026-11-25T11:50:00.000Z',
        lastError: 'fetch failed: could not resolve host',
        pendingCommits: 2,
      }),
    )
    expect(ten).toContain('role="alert"')
    expect(ten).toContain('cannot be reached')
    expect(ten).toContain('2 commits wait')
    expect(ten).toContain('could not resolve host')
  })

  it('when the remote history was rewritten, then the rescue branch is named', () => {
    const html = render(
      state({
        rewritten: { at: NOW, rescueBranch: 'rescue/2026-11-25T12-00-00-000Z', remoteTip: 'c' },
      }),
    )
    expect(html).toContain('history was rewritten')
    expect(html).toContain('rescue/2026-11-25T12-00-00-000Z')
  })

  it('when the remote won a field, then the item, field and both values show with Restore and Dismiss', () => {
    const html = render(
      state({
        conflicts: [
          {
            id: 'n1',
            at: NOW,
            file: 'partners/voltline.json',
            target: { collection: 'partners', slug: 'voltline' },
            field: 'description',
            editor: 'Eli Editor',
            local: 'Saved wording',
            remote: 'Reviewed wording',
            commit: 'b'.repeat(40),
          },
        ],
      }),
    )
    expect(html).toContain('href="/admin/partners/voltline"')
    expect(html).toContain('<code>description</code>')
    expect(html).toContain('Reviewed wording')
    expect(html).toContain('Saved wording')
    expect(html).toContain('value="restore-remote-value"')
    expect(html).toContain('value="dismiss-remote-notice"')
  })
})
