import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createHttp, editable, startApiWithEditor, TEST_EDITOR } from '../test-support/http.js'
import { createTestRepo, eventually, git, startTestApi } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { version: string }
type Meta = {
  target: string
  branch: string
  status: string
  publishAt: string | null
  createdBy: { name: string; email: string }
  authors: Array<{ email: string }>
}
type Err = { error: { code: string; message: string; conflicts?: unknown } }

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let admin: string
let editor: string
beforeEach(async () => {
  ;({ api, http, admin, editor } = await startApiWithEditor())
})
afterEach(() => api.close())

const mainState = async () => ({
  head: (await git(api.contentDir, 'rev-parse', 'HEAD')).trim(),
  status: await git(api.contentDir, 'status', '--porcelain'),
  file: await readFile(path.join(api.contentDir, 'partners/voltline.json'), 'utf8'),
})

async function draftVoltline(token: string, description: string, version?: string) {
  const rec = (await http.get<Rec>('/partners/voltline', token)).body
  return http.put<Meta & Err>(
    '/drafts/partners/voltline',
    { ...editable(rec), description, version: version ?? rec.version },
    token,
  )
}

describe('drafts of records', () => {
  it('when an editor saves a draft, then main, the work tree and the public record are unchanged and the draft reads back', async () => {
    const before = await mainState()
    const saved = await draftVoltline(editor, 'Drafted wording')
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({
      target: 'partners/voltline',
      branch: 'drafts/partners/voltline',
      status: 'draft',
      createdBy: { email: TEST_EDITOR.email },
    })
    expect(await mainState()).toEqual(before)
    expect((await http.get<Rec>('/partners/voltline')).body.description).toBe('Power electronics.')
    const draft = await http.get<{ item: Rec; published: boolean }>(
      '/drafts/partners/voltline',
      editor,
    )
    expect(draft.body.item.description).toBe('Drafted wording')
    expect(draft.body.published).toBe(true)
    expect(
      (await http.get<{ drafts: Meta[] }>('/drafts', editor)).body.drafts.map((d) => d.target),
    ).toEqual(['partners/voltline'])
  })

  it('when a draft is saved from an old version, then 409 and nothing is overwritten', async () => {
    const first = await draftVoltline(editor, 'One')
    expect(first.status).toBe(201)
    const stale = await draftVoltline(editor, 'Two') // loaded the published version, not the draft's
    expect(stale.status).toBe(409)
    const draft = await http.get<{ item: Rec }>('/drafts/partners/voltline', editor)
    expect(draft.body.item.description).toBe('One')
    const again = await draftVoltline(editor, 'Two', draft.body.item.version)
    expect(again.status).toBe(200)
  })

  it('when a new record is drafted, then it is not on the site until an admin publishes it', async () => {
    const created = await http.put<Meta>(
      '/drafts/partners/newco',
      {
        name: 'NewCo',
        logo: 'media/logo-voltline.jpg',
        description: 'A launch.',
        is_active: true,
        sort_order: 9,
      },
      editor,
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect((await http.get('/partners/newco')).status).toBe(404)
    const draft = await http.get<{ item: Rec; published: boolean }>(
      '/drafts/partners/newco',
      editor,
    )
    expect(draft.body).toMatchObject({ published: false, item: { name: 'NewCo' } })
    expect((await http.post('/drafts/partners/newco/publish', {}, admin)).status).toBe(200)
    expect((await http.get<Rec>('/partners/newco')).body.name).toBe('NewCo')
  })

  it('when an editor publishes, then 403; when an admin publishes, then one commit on main by the drafting editor touches only that file and the branch goes', async () => {
    await draftVoltline(editor, 'Drafted wording')
    const draft = await http.get<{ item: Rec }>('/drafts/partners/voltline', admin)
    // an admin adds to the editor's draft: a co-author
    expect(
      (
        await http.put(
          '/drafts/partners/voltline',
          { ...editable(draft.body.item), website: 'https://voltline.example/launch' },
          admin,
        )
      ).status,
    ).toBe(200)
    const before = (await git(api.contentDir, 'rev-parse', 'HEAD')).trim()
    expect((await http.post<Err>('/drafts/partners/voltline/publish', {}, editor)).status).toBe(403)

    const published = await http.post('/drafts/partners/voltline/publish', {}, admin)
    expect(published.status).toBe(200)
    expect((await git(api.contentDir, 'rev-list', '--count', `${before}..HEAD`)).trim()).toBe('1')
    expect((await git(api.contentDir, 'show', '--name-only', '--format=', 'HEAD')).trim()).toBe(
      'partners/voltline.json',
    )
    const [author, subject, body] = (
      await git(api.contentDir, 'log', '-1', '--format=%an <%ae>%x1f%s%x1f%b')
    ).split('\x1f')
    expect(author).toBe(`${TEST_EDITOR.name} <${TEST_EDITOR.email}>`)
    expect(subject).toBe('partners: publish "Voltline"')
    expect(body).toContain('Co-authored-by: Edith Editor <editor@example.com>')
    const rec = (await http.get<Rec>('/partners/voltline')).body
    expect(rec).toMatchObject({
      description: 'Drafted wording',
      website: 'https://voltline.example/launch',
    })
    expect((await git(api.contentDir, 'branch', '--list', 'drafts/*')).trim()).toBe('')
    expect((await git(api.contentDir, 'status', '--porcelain')).trim()).toBe('')
  })

  it('when main changed another field meanwhile, then publishing merges; the same field, then 409 with both values until the admin chooses', async () => {
    await draftVoltline(editor, 'Drafted wording')
    // the site moves on: a direct save of another field, then of the same field
    const live = (await http.get<Rec>('/partners/voltline', admin)).body
    await http.post(
      '/partners/voltline',
      { ...editable(live), website: 'https://voltline.example/live' },
      admin,
    )
    const live2 = (await http.get<Rec>('/partners/voltline', admin)).body
    await http.post(
      '/partners/voltline',
      { ...editable(live2), description: 'Live wording' },
      admin,
    )

    const refused = await http.post<Err>('/drafts/partners/voltline/publish', {}, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.error.conflicts).toEqual([
      { field: 'description', draft: 'Drafted wording', published: 'Live wording' },
    ])
    const chosen = await http.post(
      '/drafts/partners/voltline/publish',
      { choices: { description: 'draft' } },
      admin,
    )
    expect(chosen.status).toBe(200)
    const rec = (await http.get<Rec>('/partners/voltline')).body
    expect(rec).toMatchObject({
      description: 'Drafted wording',
      website: 'https://voltline.example/live',
    })
  })

  it('when the status changes, then it reads back; an editor may ask for review but not mark ready', async () => {
    await draftVoltline(editor, 'Drafted wording')
    expect(
      (await http.post<Meta>('/drafts/partners/voltline/status', { status: 'review' }, editor)).body
        .status,
    ).toBe('review')
    expect(
      (await http.post('/drafts/partners/voltline/status', { status: 'ready' }, editor)).status,
    ).toBe(403)
    expect(
      (await http.post('/drafts/partners/voltline/status', { status: 'done' }, editor)).status,
    ).toBe(400)
    expect(
      (await http.post<Meta>('/drafts/partners/voltline/status', { status: 'ready' }, admin)).body
        .status,
    ).toBe('ready')
  })

  it('when an admin schedules a draft, then it goes live by itself; an editor may not schedule', async () => {
    await draftVoltline(editor, 'Scheduled wording')
    const at = new Date(Date.now() + 1500).toISOString()
    expect((await http.post('/drafts/partners/voltline/schedule', { at }, editor)).status).toBe(403)
    expect(
      (await http.post('/drafts/partners/voltline/schedule', { at: 'tomorrow' }, admin)).status,
    ).toBe(400)
    const scheduled = await http.post<Meta>('/drafts/partners/voltline/schedule', { at }, admin)
    expect(scheduled.body.publishAt).toBe(at)
    await eventually(async () => {
      expect((await http.get<Rec>('/partners/voltline')).body.description).toBe('Scheduled wording')
    }, 6000)
    expect((await http.get('/drafts/partners/voltline', admin)).status).toBe(404)
    // the feed tells the story: asked for... scheduled (in the company's zone), then live by itself
    type Feed = { activity: Array<{ message: string; commit: string | null; draft?: unknown }> }
    await eventually(async () => {
      const feed = (await http.get<Feed>('/activity?limit=10', admin)).body.activity
      expect(feed.map((e) => e.message).slice(0, 3)).toEqual([
        'Draft of partners/voltline: published on schedule',
        'partners: publish "Voltline"',
        expect.stringMatching(
          /^Draft of partners\/voltline: scheduled to publish .+ \(Asia\/Dubai\)$/,
        ),
      ])
    })
  })

  it('when an editor discards, then only their own draft goes', async () => {
    await draftVoltline(admin, 'The admin began this')
    expect((await http.del<Err>('/drafts/partners/voltline', editor)).status).toBe(403)
    expect((await http.del('/drafts/partners/voltline', admin)).status).toBe(204)
    await draftVoltline(editor, 'Mine')
    expect((await http.del('/drafts/partners/voltline', editor)).status).toBe(204)
    expect((await http.get('/drafts/partners/voltline', editor)).status).toBe(404)
  })

  it('when the service restarts, then drafts and their status survive, and a schedule that fell due meanwhile is published at start', async () => {
    const repo = await createTestRepo()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'drafts-restart-'))
    const kept = { dir: repo.dir, cleanup: async () => undefined }
    try {
      const first = await startTestApi({ repo: kept, dataDir })
      const http1 = createHttp(`${first.url}/api`)
      const token = await first.login()
      const rec = (await http1.get<Rec>('/partners/voltline', token)).body
      const body = { ...editable(rec), description: 'Survives a restart' }
      expect((await http1.put('/drafts/partners/voltline', body, token)).status).toBe(201)
      await http1.post('/drafts/partners/voltline/status', { status: 'review' }, token)
      await first.close()

      const second = await startTestApi({ repo: kept, dataDir })
      const http2 = createHttp(`${second.url}/api`)
      const token2 = await second.login()
      const draft = await http2.get<Meta>('/drafts/partners/voltline', token2)
      expect(draft.body.status).toBe('review')
      await second.close()

      // a schedule that fell due while the service was down (a branch pushed by someone else
      // could carry one too)
      const tip = (await git(repo.dir, 'rev-parse', 'drafts/partners/voltline')).trim()
      const due = await git(
        repo.dir,
        'commit-tree',
        `${tip}^{tree}`,
        '-p',
        tip,
        '-m',
        'schedule\n\nDraft-Publish-At: 2020-01-01T00:00:00.000Z',
      )
      await git(repo.dir, 'update-ref', 'refs/heads/drafts/partners/voltline', due.trim(), tip)
      const third = await startTestApi({ repo: kept, dataDir })
      try {
        const http3 = createHttp(`${third.url}/api`)
        expect((await http3.get<Rec>('/partners/voltline')).body.description).toBe(
          'Survives a restart',
        )
      } finally {
        await third.close()
      }
    } finally {
      await repo.cleanup()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('when the target is not a draftable item, then 404', async () => {
    expect((await http.get('/drafts/nothing/here', editor)).status).toBe(404)
    expect((await http.put('/drafts/partners/Bad_Slug', {}, editor)).status).toBe(404)
    expect((await http.get('/drafts', undefined)).status).toBe(401)
  })
})

describe('PUBLISH_MODE=editorial', () => {
  it('when an editor saves directly, then 403 saying to draft; drafts work, and an admin still saves and publishes', async () => {
    const site = await startTestApi({ publishMode: 'editorial' })
    try {
      const h = createHttp(`${site.url}/api`)
      const boss = await site.login()
      expect((await h.post('/users', TEST_EDITOR, boss)).status).toBe(201)
      const writer = await site.login(TEST_EDITOR.email, TEST_EDITOR.password)
      const rec = (await h.get<Rec>('/partners/voltline', writer)).body
      const direct = await h.post<Err>(
        '/partners/voltline',
        { ...editable(rec), description: 'Straight to the site' },
        writer,
      )
      expect(direct.status).toBe(403)
      expect(direct.body.error.message).toMatch(/save a draft/i)
      expect((await h.del<Err>('/partners/dormant', writer)).status).toBe(403)
      const drafted = await h.put(
        '/drafts/partners/voltline',
        { ...editable(rec), description: 'Through a draft' },
        writer,
      )
      expect(drafted.status).toBe(201)
      expect((await h.post('/drafts/partners/voltline/publish', {}, boss)).status).toBe(200)
      expect((await h.get<Rec>('/partners/voltline')).body.description).toBe('Through a draft')
      const now = (await h.get<Rec>('/partners/voltline', boss)).body
      expect(
        (await h.post('/partners/voltline', { ...editable(now), description: 'Admin' }, boss))
          .status,
      ).toBe(200)
    } finally {
      await site.close()
    }
  })
})
