import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { createHttp } from '../test-support/http.js'
import { editable, startApiWithEditor } from '../test-support/http.js'
import { eventually, git, type startTestApi } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { version: string }
type Meta = { target: string; publishAt: string | null; unpublishAt: string | null }
type Err = { error: { code: string; fields?: Record<string, string> } }

const PRODUCT = 'products/grid-controller.md'
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let admin: string
let editor: string
beforeEach(async () => {
  ;({ api, http, admin, editor } = await startApiWithEditor())
})
afterEach(() => api.close())

/** An editor's draft of the product with a new summary. */
async function draftProduct(summary: string) {
  const rec = (await http.get<Rec>('/products/grid-controller', editor)).body
  const saved = await http.put(
    '/drafts/products/grid-controller',
    { ...editable(rec), summary },
    editor,
  )
  expect(saved.status).toBe(201)
}

/** The lines the newest commit changed in the product's file: removed and added. */
async function lastCommitLines(): Promise<string[]> {
  const diff = await git(api.contentDir, 'show', '--format=', '--unified=0', 'HEAD', '--', PRODUCT)
  return diff.split('\n').filter((l) => /^[-+](?![-+]{2} )/.test(l))
}

describe("a draft's Unpublish at", () => {
  it('when an editor sets it on a draft, then the site is untouched until the publish, which writes only the drafted change and the schedule in one commit, and the record is hidden at the time', async () => {
    await draftProduct('A summary for the campaign')
    const head = (await git(api.contentDir, 'rev-parse', 'HEAD')).trim()
    const at = inSeconds(4)
    const set = await http.post<Meta>(
      '/drafts/products/grid-controller/unpublish-at',
      { at },
      editor,
    )
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ target: 'products/grid-controller', unpublishAt: at })
    // a draft's time is the draft's: nothing on main, the record keeps no schedule yet
    expect((await git(api.contentDir, 'rev-parse', 'HEAD')).trim()).toBe(head)
    expect(
      (await http.get<Meta>('/drafts/products/grid-controller', editor)).body.unpublishAt,
    ).toBe(at)

    expect((await http.post('/drafts/products/grid-controller/publish', {}, admin)).status).toBe(
      200,
    )
    expect((await git(api.contentDir, 'rev-list', '--count', `${head}..HEAD`)).trim()).toBe('1')
    const lines = await lastCommitLines()
    expect(lines.filter((l) => l.startsWith('+')).sort()).toEqual(
      ['+summary: A summary for the campaign', `+unpublish_at: "${at}"`].sort(),
    )
    expect(lines.filter((l) => l.startsWith('-'))).toHaveLength(1)
    expect(lines.find((l) => l.startsWith('-'))).toMatch(/^-summary: /)

    await eventually(async () => {
      expect((await http.get('/products/grid-controller')).status).toBe(404)
    }, 10_000)
  })

  it('when it is cleared, then the publish writes no schedule', async () => {
    await draftProduct('Only wording')
    await http.post(
      '/drafts/products/grid-controller/unpublish-at',
      { at: inSeconds(3600) },
      editor,
    )
    const cleared = await http.del<Meta>('/drafts/products/grid-controller/unpublish-at', editor)
    expect(cleared.status).toBe(200)
    expect(cleared.body.unpublishAt).toBeNull()
    expect((await http.post('/drafts/products/grid-controller/publish', {}, admin)).status).toBe(
      200,
    )
    expect((await lastCommitLines()).join('\n')).not.toContain('unpublish_at')
  })

  it("when the time is past, before the draft's Publish at, or the item cannot be hidden, then 400 naming the field and nothing is written", async () => {
    await draftProduct('Timed wording')
    const past = await http.post<Err>(
      '/drafts/products/grid-controller/unpublish-at',
      { at: inSeconds(-60) },
      editor,
    )
    expect(past.status).toBe(400)
    expect(past.body.error.fields?.at).toMatch(/future/)

    const publishAt = inSeconds(7200)
    expect(
      (await http.post('/drafts/products/grid-controller/schedule', { at: publishAt }, admin))
        .status,
    ).toBe(200)
    const early = await http.post<Err>(
      '/drafts/products/grid-controller/unpublish-at',
      { at: inSeconds(3600) },
      editor,
    )
    expect(early.status).toBe(400)
    expect(early.body.error.fields?.at).toMatch(/Publish at/)
    // and the other way round: a Publish at after the Unpublish at
    const unpublishAt = inSeconds(10_800)
    const set = await http.post<Meta>(
      '/drafts/products/grid-controller/unpublish-at',
      { at: unpublishAt },
      editor,
    )
    expect(set.body).toMatchObject({ publishAt, unpublishAt })
    const late = await http.post<Err>(
      '/drafts/products/grid-controller/schedule',
      { at: inSeconds(14_400) },
      admin,
    )
    expect(late.status).toBe(400)
    expect(late.body.error.fields?.at).toMatch(/Unpublish at/)

    // the home page has no "Active" flag to clear
    const page = await http.post<Err>(
      '/drafts/pages/home/unpublish-at',
      { at: inSeconds(3600) },
      editor,
    )
    expect(page.status).toBe(400)
    expect(page.body.error.fields?.at).toMatch(/cannot be scheduled to unpublish/)
    expect(
      (await http.get<Meta>('/drafts/products/grid-controller', editor)).body.unpublishAt,
    ).toBe(unpublishAt)
  })
})
