import { describe, expect, it, vi } from 'vitest'
import { fakeContext } from '../../test-support/load-context'
import { handleDraftIntent, type DraftActionResult } from '../drafts/draft-intents.server'
import { CONFIRM_CHECKS } from './confirm-checks'

const admin = async () => ({ id: 'u1', email: 'a@example.com', name: 'Ada', role: 'admin' })
const target = 'solutions/energy-systems'
const broken = {
  field: 'detailed_description',
  message: 'Line 1: link to /products/ghost: there is no product "ghost"',
}
const skipped = { field: 'detailed_description', message: 'heading', severity: 'warning' as const }

const post = (fields: Record<string, string>) =>
  new Request(`http://127.0.0.1:3000/admin/${target}`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'draft-publish', ...fields }),
    headers: { cookie: '__session=tok1' },
  })

function result(value: unknown): { status: number; body: DraftActionResult } {
  const init = (value as { init?: { status?: number } }).init
  const body = (value as { data?: unknown }).data ?? value
  return { status: init?.status ?? 200, body: body as DraftActionResult }
}

function setUp(problems: unknown[]) {
  const publish = vi.fn(async () => ({ item: {}, commit: 'c1' }))
  const itemChecks = vi.fn(async () => problems)
  return {
    publish,
    itemChecks,
    context: fakeContext({ me: admin, itemChecks, drafts: { publish } }),
  }
}

describe('publishing a draft the content checks find errors in', () => {
  it('when the draft has errors, then nothing is published and the errors come back to confirm', async () => {
    const { publish, itemChecks, context } = setUp([broken, skipped])
    const out = result(await handleDraftIntent(post({}), context, { target }))
    expect(out.status).toBe(409)
    expect(out.body.checkErrors).toEqual([broken])
    expect(out.body.message).toMatch(/^Not published: the content checks found errors/)
    expect(itemChecks).toHaveBeenCalledWith(target, { draft: true })
    expect(publish).not.toHaveBeenCalled()
  })

  it('when Publish anyway is pressed, then it is published without asking again', async () => {
    const { publish, itemChecks, context } = setUp([broken])
    const out = result(
      await handleDraftIntent(post({ [CONFIRM_CHECKS]: '1' }), context, { target }),
    )
    expect(out.body.ok).toBe(true)
    expect(publish).toHaveBeenCalledWith(target, {})
    expect(itemChecks).not.toHaveBeenCalled()
  })

  it('when the draft has only warnings, then it is published at once', async () => {
    const { publish, context } = setUp([skipped])
    expect(result(await handleDraftIntent(post({}), context, { target })).body.ok).toBe(true)
    expect(publish).toHaveBeenCalled()
  })

  it('when the confirmation field holds anything but 1, then it answers 400 and publishes nothing', async () => {
    const { publish, context } = setUp([])
    const out = result(
      await handleDraftIntent(post({ [CONFIRM_CHECKS]: 'yes' }), context, { target }),
    )
    expect(out.status).toBe(400)
    expect(publish).not.toHaveBeenCalled()
  })
})
