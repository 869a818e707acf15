import { ContentApiError } from '@site/contract/client'
import { describe, expect, it, vi } from 'vitest'
import { fakeContext, unreachable } from '../../test-support/load-context'
import { unpublishAction } from './unpublish.server'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }

function post(form: Record<string, string>, signedIn = true, collection = 'products') {
  return new Request(`http://127.0.0.1:3000/admin/${collection}/grid-controller`, {
    method: 'POST',
    headers: signedIn ? { cookie: '__session=tok1' } : {},
    body: new URLSearchParams(form),
  })
}

const params = { collection: 'products', slug: 'grid-controller' }

function ctx(calls: Record<string, unknown>, collection = 'products') {
  return fakeContext({ me: async () => editor, [collection]: calls })
}

/** What the action returned: data(body, init) for refusals, a plain object when done. */
function result(value: unknown): { status: number; body: Record<string, unknown> } {
  const init = (value as { init?: { status?: number } }).init
  const body = (value as { data?: Record<string, unknown> }).data
  return body ? { status: init?.status ?? 200, body } : { status: 200, body: value as never }
}

describe('"Unpublish at" on the record editor', () => {
  it('when a date and time are posted, then content-api is asked for that instant in the company zone (Dubai, UTC+4)', async () => {
    const unpublishAt = vi.fn(async () => ({}))
    const out = result(
      await unpublishAction(
        post({ intent: 'unpublish-at', date: '2030-03-01', time: '09:30' }),
        ctx({ unpublishAt }),
        params,
      ),
    )
    expect(out.body).toEqual({ intent: 'unpublish-at', ok: true, fieldErrors: {} })
    expect(unpublishAt).toHaveBeenCalledWith('grid-controller', '2030-03-01T05:30:00.000Z')
  })

  it('when the date is malformed, then 400 on the field with what was typed, and nothing is sent', async () => {
    const unpublishAt = vi.fn()
    const out = result(
      await unpublishAction(
        post({ intent: 'unpublish-at', date: 'soon', time: '09:30' }),
        ctx({ unpublishAt }),
        params,
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body).toMatchObject({ ok: false, date: 'soon', fieldErrors: { at: 'Enter a date' } })
    expect(unpublishAt).not.toHaveBeenCalled()
  })

  it('when content-api refuses a time that has passed, then its reason shows on the field', async () => {
    const unpublishAt = vi.fn(() =>
      Promise.reject(
        new ContentApiError(400, 'validation_failed', 'bad', {
          at: 'Choose a time in the future: this one has passed',
        }),
      ),
    )
    const out = result(
      await unpublishAction(
        post({ intent: 'unpublish-at', date: '2020-01-01', time: '00:00' }),
        ctx({ unpublishAt }),
        params,
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toEqual({ at: 'Choose a time in the future: this one has passed' })
  })

  it('when Cancel is posted, then content-api cancels; when it is down, then 503 saying so', async () => {
    const cancelUnpublish = vi.fn(async () => undefined)
    const done = result(
      await unpublishAction(post({ intent: 'unpublish-cancel' }), ctx({ cancelUnpublish }), params),
    )
    expect(done.body).toMatchObject({ intent: 'unpublish-cancel', ok: true })
    expect(cancelUnpublish).toHaveBeenCalledWith('grid-controller')
    const down = result(
      await unpublishAction(
        post({ intent: 'unpublish-cancel' }),
        ctx({ cancelUnpublish: unreachable }),
        params,
      ),
    )
    expect(down.status).toBe(503)
    expect(down.body.formError).toMatch(/not reachable/)
  })

  it('when nobody is signed in, or the collection cannot be hidden, then nothing is sent', async () => {
    const unpublishAt = vi.fn()
    const form = { intent: 'unpublish-at', date: '2030-03-01', time: '09:30' }
    const anonymous = result(await unpublishAction(post(form, false), ctx({ unpublishAt }), params))
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.sessionEnded).toBe(true)
    const solutions = result(
      await unpublishAction(post(form, true, 'solutions'), ctx({ unpublishAt }, 'solutions'), {
        collection: 'solutions',
        slug: 'energy-systems',
      }),
    )
    expect(solutions.status).toBe(400)
    expect(solutions.body.formError).toMatch(/cannot be hidden/)
    expect(unpublishAt).not.toHaveBeenCalled()
  })
})
