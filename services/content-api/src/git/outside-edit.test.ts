import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { signedInApiPerTest } from '../test-support/http.js'
import { git } from '../test-support/test-repo.js'

/**
 * Another program (a person's editor, a script) changes a content file in the work tree while
 * editors save. An editor's commit carries only that editor's fields, applied to the committed
 * version; the outside change stays in the work tree, never attributed to an editor.
 */
const t = signedInApiPerTest()
type Partner = { version: string; description: string; website: string }
const FILE = 'partners/voltline.json'

const read = async () => (await t.http.get<Partner>('/partners/voltline', t.token)).body
const setWebsite = async (website: string) => {
  const file = path.join(t.api.contentDir, FILE)
  const text = await readFile(file, 'utf8')
  await writeFile(file, text.replace(/"website": "[^"]*"/, `"website": "${website}"`))
}
/** Every commit since `from` that touched the file, as its diff. */
const diffsSince = async (from: string) => {
  const ids = (await git(t.api.contentDir, 'rev-list', `${from}..HEAD`, '--', FILE))
    .split('\n')
    .filter(Boolean)
  return Promise.all(ids.map((id) => git(t.api.contentDir, 'show', '--format=%an', id, '--', FILE)))
}

describe('an outside edit in the work tree', () => {
  it('when an editor saves another field, then the commit holds only the editor field and the outside edit stays uncommitted', async () => {
    const head = (await git(t.api.contentDir, 'rev-parse', 'HEAD')).trim()
    await setWebsite('https://outside.example')
    const loaded = await read()
    const res = await t.http.patch(
      '/partners/voltline',
      { version: loaded.version, description: 'Saved by the editor.' },
      t.token,
    )
    expect(res.status).toBe(200)
    const [diff, ...more] = await diffsSince(head)
    expect(more).toHaveLength(0)
    expect(diff).toContain('+  "description": "Saved by the editor."')
    expect(diff).not.toContain('outside.example')
    // the outside edit is still there, uncommitted, and served with the editor's change
    expect(await git(t.api.contentDir, 'diff', '--', FILE)).toContain('outside.example')
    expect(await read()).toMatchObject({
      description: 'Saved by the editor.',
      website: 'https://outside.example',
    })
  })

  it('when an outside writer keeps changing a field while editors save another 12 times, then 0 editor commits carry the outside change and every acknowledged value has its commit', async () => {
    const head = (await git(t.api.contentDir, 'rev-parse', 'HEAD')).trim()
    let writing = true
    let outsideWrites = 0
    const outside = (async () => {
      while (writing && outsideWrites < 500) {
        await setWebsite(`https://outside-${outsideWrites++}.example`)
        await new Promise((r) => setTimeout(r, 3))
      }
    })()
    const acknowledged: string[] = []
    for (let i = 0; i < 12; i++) {
      const description = `Editor value ${i}.`
      // every outside write between the read and the save is a fair 409; on a loaded machine
      // that can happen hundreds of times in a row (a 409 takes a few ms), so retry until saved:
      // the writer stops after 500 writes, and the test's timeout bounds the loop
      let saved = false
      while (!saved) {
        const res = await t.http.patch(
          '/partners/voltline',
          { version: (await read()).version, description },
          t.token,
        )
        saved = res.status === 200
        if (saved) acknowledged.push(description)
        else expect(res.status).toBe(409) // the file changed between read and save: try again
      }
    }
    writing = false
    await outside
    expect(outsideWrites).toBeGreaterThan(0)
    expect(acknowledged.length).toBe(12)
    const diffs = await diffsSince(head)
    expect(diffs.filter((d) => d.includes('outside-'))).toEqual([])
    for (const value of acknowledged) {
      expect(diffs.some((d) => d.includes(`+  "description": "${value}"`))).toBe(true)
    }
  })

  it("when a page's file has an outside edit and an editor saves another field, then the commit holds only the editor's field, the edit stays uncommitted", async () => {
    const PAGE = 'pages/home.json'
    const head = (await git(t.api.contentDir, 'rev-parse', 'HEAD')).trim()
    const file = path.join(t.api.contentDir, PAGE)
    await writeFile(file, (await readFile(file, 'utf8')).replace('"500+"', '"750+"'))
    const { version } = (await t.http.get<{ version: string }>('/home-content', t.token)).body
    const res = await t.http.post(
      '/home-content',
      { version, values: { hero: { title: 'Saved by the editor' } } },
      t.token,
    )
    expect(res.status).toBe(200)
    const committed = await git(t.api.contentDir, 'diff', head, 'HEAD', '--', PAGE)
    expect(committed).toContain('Saved by the editor')
    expect(committed).not.toContain('750+')
    expect(await git(t.api.contentDir, 'diff', '--', PAGE)).toContain(
      '+  "stats": { "projects_completed": "750+" }',
    )
  })

  it("when a developer has staged an edit and an editor deletes an unused image, then the commit holds only the image's removal and the staged edit stays staged, uncommitted", async () => {
    const dir = t.api.contentDir
    const image = 'media/spare-0123456789.jpg'
    await writeFile(path.join(dir, image), Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]))
    await git(dir, 'add', image)
    await git(dir, 'commit', '-q', '-m', 'media: add spare')
    await setWebsite('https://staged.example')
    await git(dir, 'add', FILE)

    expect((await t.http.del('/media/spare-0123456789.jpg', t.token)).status).toBe(204)

    expect(
      (await git(dir, 'show', '--name-status', '--format=%an', 'HEAD')).trim().split('\n'),
    ).toEqual(['Edith Editor', '', `D\t${image}`])
    expect((await git(dir, 'diff', '--cached', '--name-only')).trim()).toBe(FILE)
    expect(await git(dir, 'diff', '--cached', '--', FILE)).toContain('staged.example')
  })
})
