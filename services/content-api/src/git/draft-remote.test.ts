import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { editable } from '../test-support/http.js'
import { cleanUpRemotes, startWithRemote } from '../test-support/remote-repo.js'
import { eventually, git } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { version: string }
type Drafts = { drafts: Array<{ target: string; status: string }> }

afterEach(cleanUpRemotes)

const remoteTip = async (bare: string, branch: string) =>
  (await git(bare, 'for-each-ref', '--format=%(objectname)', `refs/heads/${branch}`)).trim()

async function draftVoltline(t: Awaited<ReturnType<typeof startWithRemote>>, description: string) {
  const rec = (await t.http.get<Rec>('/partners/voltline', t.token)).body
  const saved = await t.http.put(
    '/drafts/partners/voltline',
    { ...editable(rec), description, version: rec.version },
    t.token,
  )
  expect(saved.status).toBe(201)
}

/** A reviewer's clone checks out the draft branch, commits on it and pushes it back. */
async function reviewerCommits(
  t: Awaited<ReturnType<typeof startWithRemote>>,
  branch: string,
  description: string,
  from = branch,
) {
  await git(t.other, 'fetch', '-q', 'origin')
  await git(t.other, 'checkout', '-q', '-B', branch, `origin/${from}`)
  const file = path.join(t.other, 'partners/voltline.json')
  const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
  await writeFile(file, `${JSON.stringify({ ...data, description }, null, 2)}\n`)
  await git(t.other, 'commit', '-qam', `review: ${description}`)
  await git(t.other, 'push', '-q', 'origin', `HEAD:refs/heads/${branch}`)
}

describe('draft branches with CONTENT_GIT_REMOTE', () => {
  it('when an editor saves a draft, then its branch is pushed with its status; when it is published, then the branch leaves the remote', async () => {
    const t = await startWithRemote()
    await draftVoltline(t, 'Drafted here')
    await t.http.post('/drafts/partners/voltline/status', { status: 'review' }, t.token)
    await eventually(async () => {
      const tip = await remoteTip(t.bare, 'drafts/partners/voltline')
      expect(tip).not.toBe('')
      expect(await git(t.bare, 'log', '-1', '--format=%B', tip)).toContain('Draft-Status: review')
    })
    expect((await t.http.post('/drafts/partners/voltline/publish', {}, t.token)).status).toBe(200)
    await eventually(async () =>
      expect(await remoteTip(t.bare, 'drafts/partners/voltline')).toBe(''),
    )
    // and a later sync does not bring it back
    await t.sync()
    expect((await t.http.get<Drafts>('/drafts', t.token)).body.drafts).toEqual([])
  })

  it('when a drafts/ branch appears on the remote, then it shows here; commits pushed on it follow', async () => {
    const t = await startWithRemote()
    await reviewerCommits(t, 'drafts/partners/voltline', 'Proposed on the forge', 'main')
    await t.sync()
    const listed = (await t.http.get<Drafts>('/drafts', t.token)).body.drafts
    expect(listed.map((d) => d.target)).toEqual(['partners/voltline'])
    const read = async () =>
      (await t.http.get<{ item: Rec }>('/drafts/partners/voltline', t.token)).body.item.description
    expect(await read()).toBe('Proposed on the forge')
    await reviewerCommits(t, 'drafts/partners/voltline', 'Improved by review')
    await t.sync()
    expect(await read()).toBe('Improved by review')
    // the public site is untouched by any of it
    expect((await t.http.get<Rec>('/partners/voltline')).body.description).toBe(
      'Power electronics.',
    )
  })

  it('when the remote deletes a draft branch it had (a merged pull request), then the draft goes here too', async () => {
    const t = await startWithRemote()
    await draftVoltline(t, 'To be merged on the forge')
    await eventually(async () =>
      expect(await remoteTip(t.bare, 'drafts/partners/voltline')).not.toBe(''),
    )
    await git(t.bare, 'update-ref', '-d', 'refs/heads/drafts/partners/voltline')
    await t.sync()
    expect((await t.http.get('/drafts/partners/voltline', t.token)).status).toBe(404)
  })

  it('when the branch changed on both sides, then neither is forced and the repository status names it', async () => {
    const t = await startWithRemote()
    await draftVoltline(t, 'First here')
    await eventually(async () =>
      expect(await remoteTip(t.bare, 'drafts/partners/voltline')).not.toBe(''),
    )
    await reviewerCommits(t, 'drafts/partners/voltline', 'Changed there')
    const rec = (await t.http.get<{ item: Rec }>('/drafts/partners/voltline', t.token)).body.item
    // saved here before the sync saw the reviewer's commit: the two now diverge
    const saved = await t.http.put(
      '/drafts/partners/voltline',
      { ...editable(rec), description: 'Changed here', version: rec.version },
      t.token,
    )
    expect(saved.status).toBe(200)
    await t.sync()
    expect((await t.repository()).remote?.draftsDiverged).toEqual(['partners/voltline'])
    const there = await remoteTip(t.bare, 'drafts/partners/voltline')
    expect(await git(t.bare, 'log', '-1', '--format=%s', there)).toContain('review: Changed there')
    const here = (await t.http.get<{ item: Rec }>('/drafts/partners/voltline', t.token)).body.item
    expect(here.description).toBe('Changed here')
  })
})
