import { describe, expect, it, vi } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import { fakeContext } from '../../test-support/load-context'
import type { Route } from './+types/workflow'
import { action } from './workflow'

const post = (form: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/admin/workflow', {
    method: 'POST',
    headers: { cookie: '__session=tok1', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  })

const editor = { id: 'u2', email: 'eli@example.com', name: 'Eli Editor', role: 'editor' }

const run = (form: Record<string, string>, drafts: Record<string, unknown>) =>
  action({
    request: post(form),
    context: fakeContext({ me: async () => editor, drafts }),
    params: {},
  } as unknown as Route.ActionArgs)

const statusOf = (result: unknown) => (result as { init?: { status?: number } }).init?.status ?? 200

describe('/admin/workflow action (the cards’ forms)', () => {
  it('when a card asks for review, then that draft’s status changes and the board says so', async () => {
    const setStatus = vi.fn(async () => ({}))
    const result = await run(
      { intent: 'draft-status', target: 'products/solar-inverter', status: 'review' },
      { setStatus },
    )
    expect(setStatus).toHaveBeenCalledWith('products/solar-inverter', 'review')
    expect(result).toMatchObject({
      ok: true,
      message: 'Status changed.',
      target: 'products/solar-inverter',
    })
  })

  it('when an editor presses Publish and content-api refuses (403), then the board shows why and nothing is published', async () => {
    const publish = vi.fn(() =>
      Promise.reject(new ContentApiError(403, 'forbidden', 'Only an admin may publish drafts')),
    )
    const result = await run(
      { intent: 'draft-publish', target: 'products/solar-inverter' },
      {
        publish,
      },
    )
    expect(statusOf(result)).toBe(403)
    const answer = (result as { data: { message: string; target: string } }).data
    expect(answer.message).toMatch(/Only an admin/)
    expect(answer.target).toBe('products/solar-inverter')
  })

  it('when a publish meets fields changed on both sides (409), then the card gets them to choose in the editor', async () => {
    const conflicts = [{ field: 'description', draft: 'New', published: 'Changed' }]
    const publish = vi.fn(() =>
      Promise.reject(
        new ContentApiError(
          409,
          'conflict',
          'Choose',
          {},
          { error: { code: 'conflict', message: 'Choose', conflicts } },
        ),
      ),
    )
    const result = await run(
      { intent: 'draft-publish', target: 'products/solar-inverter' },
      {
        publish,
      },
    )
    expect(statusOf(result)).toBe(409)
    expect((result as { data: unknown }).data).toMatchObject({
      ok: false,
      target: 'products/solar-inverter',
      conflicts: [{ ...conflicts[0], label: 'Description' }],
    })
  })
})
