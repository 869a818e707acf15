import { ContentApiError } from '@site/contract/client'
import { describe, expect, it, vi } from 'vitest'
import { fakeContext, unreachable } from '../../test-support/load-context'
import {
  handleDraftIntent,
  type DraftActionResult,
  type SaveBodyReading,
} from './draft-intents.server'
import { wallClockOf, zonedToInstant } from './zoned-time'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const V1 = 'a'.repeat(40)
const V2 = 'b'.repeat(40)
const meta = {
  target: 'products/grid-controller',
  branch: 'drafts/products/grid-controller',
  status: 'draft',
  publishAt: null,
}

const post = (fields: Record<string, string>, cookie = true) =>
  new Request('http://127.0.0.1:3000/admin/products/grid-controller', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie: '__session=tok1' } : {},
  })

function ctx(drafts: Record<string, unknown>, me: () => Promise<unknown> = async () => editor) {
  return fakeContext({ me, drafts })
}

/** What an action answered: data(body, init) for failures, a plain object for success. */
function result(value: unknown): { status: number; body: DraftActionResult } {
  const init = (value as { init?: { status?: number } }).init
  const body = (value as { data?: unknown }).data ?? value
  return { status: init?.status ?? 200, body: body as DraftActionResult }
}

const readSave = (form: FormData): SaveBodyReading<{ title: string }> => {
  const title = String(form.get('title') ?? '')
  return title
    ? {
        ok: true,
        body: { title, version: form.get('version') },
        values: { title },
        target: 'products/grid-controller',
      }
    : { ok: false, fieldErrors: { title: 'Enter a title' }, values: { title } }
}

const apiError = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  fields: Record<string, string> = {},
) => new ContentApiError(status, code, message, fields, { error: { code, message, ...extra } })

describe('draft intents', () => {
  it('when an editor saves a draft, then the fields go to the draft and its new version comes back', async () => {
    const save = vi.fn(async () => meta)
    const get = vi.fn(async () => ({ ...meta, item: { version: V2 } }))
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-save', title: 'Grid', version: V1 }),
        ctx({ save, get }),
        { readSave },
      ),
    )
    expect(save).toHaveBeenCalledWith('products/grid-controller', { title: 'Grid', version: V1 })
    expect(out.body).toMatchObject({
      ok: true,
      intent: 'draft-save',
      version: V2,
      target: 'products/grid-controller',
      message: 'Draft saved.',
    })
  })

  it('when the form has an invalid field, then nothing is sent and the field error comes back with the values', async () => {
    const save = vi.fn()
    const out = result(
      await handleDraftIntent(post({ intent: 'draft-save', title: '' }), ctx({ save }), {
        readSave,
      }),
    )
    expect(out.status).toBe(400)
    expect(out.body).toMatchObject({
      ok: false,
      fieldErrors: { title: 'Enter a title' },
      values: { title: '' },
    })
    expect(save).not.toHaveBeenCalled()
  })

  it('when a route offers no save reading, then draft-save is refused', async () => {
    const out = result(await handleDraftIntent(post({ intent: 'draft-save' }), ctx({})))
    expect(out.status).toBe(400)
    expect(out.body.message).toBe('Nothing to save here.')
  })

  it('when the intent is unknown, then it answers 400 and calls nothing', async () => {
    const out = result(await handleDraftIntent(post({ intent: 'draft-explode' }), ctx({})))
    expect(out).toMatchObject({ status: 400, body: { ok: false, message: 'Unknown action.' } })
  })

  it('when a status is not one of draft, review, ready, then it answers 400', async () => {
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-status', status: 'live', target: 'products/x' }),
        ctx({}),
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors.status).toBeTruthy()
  })

  it('when the target is not an item, then it answers 400 without calling content-api', async () => {
    const out = result(
      await handleDraftIntent(post({ intent: 'draft-discard', target: '../etc' }), ctx({})),
    )
    expect(out.status).toBe(400)
    expect(out.body.message).toBe('Draft not discarded: Not a draftable item.')
  })

  it('when the editor asks for review, then the status is set and the draft comes back', async () => {
    const setStatus = vi.fn(async () => ({ ...meta, status: 'review' }))
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-status', status: 'review', target: 'products/grid-controller' }),
        ctx({ setStatus }),
      ),
    )
    expect(setStatus).toHaveBeenCalledWith('products/grid-controller', 'review')
    expect(out.body).toMatchObject({ ok: true, draft: { status: 'review' } })
  })

  it("when an editor marks ready, then content-api's 403 is shown as the message", async () => {
    const setStatus = vi.fn(() =>
      Promise.reject(apiError(403, 'forbidden', 'Only an admin marks a draft ready to publish')),
    )
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-status', status: 'ready', target: 'products/grid-controller' }),
        ctx({ setStatus }),
      ),
    )
    expect(out).toMatchObject({
      status: 403,
      body: {
        ok: false,
        message: 'Status not changed: Only an admin marks a draft ready to publish',
      },
    })
  })

  it('when an admin publishes with choices, then the choice.<field> radios are sent and the route redirects', async () => {
    const publish = vi.fn(async () => ({ item: {}, commit: 'c1' }))
    await expect(
      handleDraftIntent(
        post({ intent: 'draft-publish', 'choice.title': 'published', 'choice.summary': 'draft' }),
        ctx({ publish }),
        {
          target: 'products/grid-controller',
          redirectTo: (intent, target) => `/admin/${target}?done=${intent}`,
        },
      ),
    ).rejects.toSatisfy(
      (r: Response) =>
        r.status === 302 &&
        r.headers.get('location') === '/admin/products/grid-controller?done=draft-publish',
    )
    expect(publish).toHaveBeenCalledWith('products/grid-controller', {
      title: 'published',
      summary: 'draft',
    })
  })

  it('when a choice is neither draft nor published, then it answers 400', async () => {
    const out = result(
      await handleDraftIntent(post({ intent: 'draft-publish', 'choice.title': 'mine' }), ctx({}), {
        target: 'products/x',
      }),
    )
    expect(out.status).toBe(400)
  })

  it('when publishing finds fields both sides changed, then the conflicts come back to choose from', async () => {
    const conflicts = [{ field: 'title', draft: 'Draft title', published: 'Site title' }]
    const publish = vi.fn(() => Promise.reject(apiError(409, 'conflict', 'choose', { conflicts })))
    const out = result(
      await handleDraftIntent(post({ intent: 'draft-publish' }), ctx({ publish }), {
        target: 'products/grid-controller',
      }),
    )
    expect(out.status).toBe(409)
    expect(out.body.conflicts).toEqual([{ ...conflicts[0], label: 'Title' }])
    expect(out.body.message).toMatch(/Choose a version of each/)
  })

  it.each([
    ['products/grid-controller', 'ar.title', 'Title (Arabic)'],
    ['products/grid-controller', 'summary', 'Summary'],
    // a record's publish merges its Arabic whole (content-api's DraftContent.fields)
    ['products/grid-controller', 'ar', 'Translation (Arabic)'],
    [
      'pages/home',
      'ar.hero.title',
      'Hero: Title (first word on its own line, the rest highlighted) (Arabic)',
    ],
    ['pages/home', 'stats.projects_completed', 'Stats: Projects completed'],
    ['settings/company', 'ar.company_name', 'Company name (Arabic)'],
    ['settings/company', 'sales_phone', 'Sales phone'],
  ])(
    'when a publish of %s meets %s changed on both sides, then the choice is named "%s", as the change list names it',
    async (target, field, label) => {
      const conflicts = [{ field, draft: 'Draft', published: 'Site' }]
      const publish = vi.fn(() =>
        Promise.reject(apiError(409, 'conflict', 'choose', { conflicts })),
      )
      const out = result(
        await handleDraftIntent(post({ intent: 'draft-publish' }), ctx({ publish }), { target }),
      )
      expect(out.status).toBe(409)
      expect(out.body.conflicts).toEqual([{ field, draft: 'Draft', published: 'Site', label }])
    },
  )

  it('when a draft save finds the draft changed since it was loaded, then it says so and keeps the values', async () => {
    const save = vi.fn(() => Promise.reject(apiError(409, 'conflict', 'changed', { version: V2 })))
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-save', title: 'Mine', version: V1 }),
        ctx({ save }),
        { readSave },
      ),
    )
    expect(out.status).toBe(409)
    expect(out.body).toMatchObject({ stale: true, values: { title: 'Mine' } })
    expect(out.body.message).toMatch(/changed elsewhere/)
  })

  it('when the draft is gone (published or discarded), then 404 says so', async () => {
    const discard = vi.fn(() => Promise.reject(apiError(404, 'not_found', 'There is no draft')))
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-discard', target: 'products/x' }),
        ctx({ discard }),
      ),
    )
    expect(out.status).toBe(404)
    expect(out.body.message).toMatch(/no draft any more/)
  })

  it('when content-api refuses fields, then they become field errors (its `at` the publish time)', async () => {
    const schedule = vi.fn(() =>
      Promise.reject(
        apiError(400, 'validation', 'Invalid', {}, { at: 'Choose a time in the future' }),
      ),
    )
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-schedule', date: '2020-01-01', time: '09:00' }),
        ctx({ schedule }),
        { target: 'products/x' },
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toEqual({ publish_at: 'Choose a time in the future' })
  })

  it('when an admin schedules 09:30 in Dubai, then content-api gets 05:30 UTC', async () => {
    const schedule = vi.fn(async () => ({ ...meta, publishAt: '2030-03-01T05:30:00.000Z' }))
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-schedule', date: '2030-03-01', time: '09:30' }),
        ctx({ schedule }),
        { target: 'products/x' },
      ),
    )
    expect(schedule).toHaveBeenCalledWith('products/x', '2030-03-01T05:30:00.000Z')
    expect(out.body).toMatchObject({ ok: true, message: 'Publishing scheduled.' })
  })

  it('when the publish time is missing or does not exist, then publish_at has the error', async () => {
    const missing = result(
      await handleDraftIntent(post({ intent: 'draft-schedule', date: '', time: '' }), ctx({}), {
        target: 'products/x',
      }),
    )
    expect(missing.body.fieldErrors.publish_at).toBe('Enter a date')
    const impossible = result(
      await handleDraftIntent(
        post({ intent: 'draft-schedule', date: '2030-02-31', time: '09:00' }),
        ctx({}),
        { target: 'products/x' },
      ),
    )
    expect(impossible.body.fieldErrors.publish_at).toBe('Enter a date and time that exist')
  })

  it('when an admin cancels a schedule, then it is unscheduled', async () => {
    const unschedule = vi.fn(async () => undefined)
    const out = result(
      await handleDraftIntent(post({ intent: 'draft-unschedule' }), ctx({ unschedule }), {
        target: 'products/x',
      }),
    )
    expect(unschedule).toHaveBeenCalledWith('products/x')
    expect(out.body).toMatchObject({ ok: true, message: 'Schedule cancelled.' })
  })

  it('when a discard succeeds without a redirect, then it answers ok', async () => {
    const discard = vi.fn(async () => undefined)
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-discard', target: 'products/x' }),
        ctx({ discard }),
      ),
    )
    expect(out.body).toMatchObject({ ok: true, message: 'Draft discarded.' })
  })

  it('when the session ended, then it answers 401 with the sign-in sentence and keeps the values', async () => {
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-save', title: 'Mine' }),
        ctx({}, () => Promise.reject(new ContentApiError(401, 'unauthorized', 'no'))),
        { readSave },
      ),
    )
    expect(out.status).toBe(401)
    expect(out.body).toMatchObject({ sessionEnded: true, values: { title: 'Mine' } })
  })

  it('when there is no session cookie, then it answers 401', async () => {
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-discard', target: 'products/x' }, false),
        ctx({}),
      ),
    )
    expect(out.status).toBe(401)
  })

  it('when content-api cannot be reached to check the session, then it answers 503', async () => {
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-discard', target: 'products/x' }),
        ctx({}, unreachable),
      ),
    )
    expect(out.status).toBe(503)
  })

  it('when the session expires during the call, then 401 is answered', async () => {
    const discard = vi.fn(() => Promise.reject(new ContentApiError(401, 'unauthorized', 'gone')))
    const out = result(
      await handleDraftIntent(
        post({ intent: 'draft-discard', target: 'products/x' }),
        ctx({ discard }),
      ),
    )
    expect(out.body.sessionEnded).toBe(true)
  })

  it('when content-api is down or fails, then 503 or 502 with a readable message', async () => {
    const down = result(
      await handleDraftIntent(
        post({ intent: 'draft-discard', target: 'products/x' }),
        ctx({ discard: unreachable }),
      ),
    )
    expect(down.status).toBe(503)
    expect(down.body.message).toMatch(/not reachable/)
    const broken = result(
      await handleDraftIntent(
        post({ intent: 'draft-discard', target: 'products/x' }),
        ctx({ discard: () => Promise.reject(new ContentApiError(500, 'internal', 'boom')) }),
      ),
    )
    expect(broken.status).toBe(502)
  })
})

describe('company time', () => {
  it('when a wall-clock time in New York crosses daylight saving, then the instant follows the zone', () => {
    expect(zonedToInstant('2030-07-01', '12:00', 'America/New_York')?.toISOString()).toBe(
      '2030-07-01T16:00:00.000Z',
    )
    expect(zonedToInstant('2030-01-01', '12:00', 'America/New_York')?.toISOString()).toBe(
      '2030-01-01T17:00:00.000Z',
    )
    // 02:30 on the spring-forward day does not exist there
    expect(zonedToInstant('2030-03-10', '02:30', 'America/New_York')).toBeNull()
  })
  it('when an instant is shown in Dubai, then the inputs get its wall clock', () => {
    expect(wallClockOf(new Date('2030-03-01T05:30:00Z'), 'Asia/Dubai')).toEqual({
      date: '2030-03-01',
      time: '09:30',
    })
  })
})

describe('preview share links', () => {
  const target = { target: 'products/grid-controller' }
  it('when a share link is asked for, then its address and expiry come back once', async () => {
    const made = {
      id: 'abcdefgh1234',
      target: 'products/grid-controller',
      url: 'http://127.0.0.1:3000/preview/products/grid-controller?token=abc.def',
      expiresAt: '2026-12-03T10:00:00.000Z',
      createdAt: '2026-11-26T10:00:00.000Z',
      createdBy: { name: 'Edith', email: 'e@example.com' },
    }
    const share = vi.fn(async () => made)
    const out = result(
      await handleDraftIntent(post({ intent: 'draft-share' }), ctx({ share }), target),
    )
    expect(share).toHaveBeenCalledWith('products/grid-controller')
    expect(out.body).toMatchObject({
      ok: true,
      share: { id: made.id, url: made.url, expiresAt: made.expiresAt },
    })
  })

  it('when a link is revoked, then content-api is told which; a malformed id is refused before', async () => {
    const revokeShare = vi.fn(async () => undefined)
    const ok = result(
      await handleDraftIntent(
        post({ intent: 'draft-revoke-share', share: 'abcdefgh1234' }),
        ctx({ revokeShare }),
        target,
      ),
    )
    expect(revokeShare).toHaveBeenCalledWith('products/grid-controller', 'abcdefgh1234')
    expect(ok.body.message).toMatch(/revoked/)
    const bad = result(
      await handleDraftIntent(
        post({ intent: 'draft-revoke-share', share: '../../x' }),
        ctx({ revokeShare }),
        target,
      ),
    )
    expect(bad.status).toBe(400)
    expect(revokeShare).toHaveBeenCalledTimes(1)
  })

  it('when the draft is gone meanwhile, then sharing answers 404 with a sentence', async () => {
    const share = vi.fn(async () => {
      throw apiError(404, 'not_found', 'There is no draft of products/grid-controller')
    })
    const out = result(
      await handleDraftIntent(post({ intent: 'draft-share' }), ctx({ share }), target),
    )
    expect(out.status).toBe(404)
    expect(out.body.ok).toBe(false)
    expect(out.body.message).toMatch(/^No share link made/)
  })
})
