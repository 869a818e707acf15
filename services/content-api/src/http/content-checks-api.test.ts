import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ContentCheckReport, ItemCheckReport } from '@site/contract'
import { editable, signedInApiPerTest } from '../test-support/http.js'
import { eventually } from '../test-support/test-repo.js'

/**
 * The content checks are re-run on every save, publish and pull (and hand edit), for the item
 * changed and the items that link to it; the dashboard and the editor read them here.
 */
const t = signedInApiPerTest()

const itemChecks = async (target: string) =>
  (await t.http.get<ItemCheckReport>(`/content-checks/${target}`, t.token)).body.problems

async function patch(target: string, fields: Record<string, unknown>) {
  const { version } = (await t.http.get<{ version: string }>(`/${target}`, t.token)).body
  const res = await t.http.patch(`/${target}`, { version, ...fields }, t.token)
  expect(res.status).toBe(200)
}

const LINKED = 'See the [controller](/products/grid-controller) and [the rest](/products/ghost).'

describe('content checks API', () => {
  it('when a record is saved with a link to a missing record, then its check and the dashboard list show the error', async () => {
    expect(await itemChecks('solutions/energy-systems')).toEqual([])
    await patch('solutions/energy-systems', { detailed_description: LINKED })
    expect(await itemChecks('solutions/energy-systems')).toEqual([
      {
        field: 'detailed_description',
        message: 'Line 1: link to /products/ghost: there is no product "ghost"',
      },
    ])
    const report = await t.http.get<ContentCheckReport>('/content-checks', t.token)
    expect(report.status).toBe(200)
    expect(report.body.counts).toMatchObject({ errors: 1 })
    expect(report.body.items[0]).toEqual({
      target: 'solutions/energy-systems',
      file: 'solutions/energy-systems.md',
      problems: [expect.objectContaining({ field: 'detailed_description' })],
    })
  })

  it('when a record linked to is deactivated, then the item linking to it is re-checked without being saved', async () => {
    await patch('solutions/energy-systems', { detailed_description: LINKED })
    await patch('products/grid-controller', { is_active: false })
    expect((await itemChecks('solutions/energy-systems')).map((p) => p.message)).toEqual([
      'Line 1: link to /products/grid-controller: the product "grid-controller" is inactive: visitors cannot open it',
      'Line 1: link to /products/ghost: there is no product "ghost"',
    ])
    await patch('products/grid-controller', { is_active: true })
    expect(await itemChecks('solutions/energy-systems')).toHaveLength(1)
  })

  it('when a file is edited by hand (or pulled), then its checks follow', async () => {
    const file = path.join(t.api.contentDir, 'solutions/software-platforms.md')
    const text = await readFile(file, 'utf8')
    await writeFile(file, `${text.trimEnd()}\n\n#### Too deep\n`)
    await eventually(async () =>
      expect(await itemChecks('solutions/software-platforms')).toEqual([
        {
          field: 'detailed_description',
          severity: 'warning',
          message: expect.stringMatching(/heading "Too deep" is level 4 after level 1/) as string,
        },
      ]),
    )
  })

  it('when two records share an SEO title, then each item check has the warning', async () => {
    await patch('solutions/energy-systems', { seo_title: 'Power for the Gulf' })
    await patch('solutions/software-platforms', { seo_title: 'Power for the Gulf' })
    expect(await itemChecks('solutions/energy-systems')).toEqual([
      expect.objectContaining({ field: 'seo_title', severity: 'warning' }),
    ])
  })

  it('when ?draft=1 is asked, then the draft is checked as publishing it would make it, and the published item is not', async () => {
    const rec = (await t.http.get<Record<string, unknown>>('/solutions/energy-systems', t.token))
      .body
    const saved = await t.http.put(
      '/drafts/solutions/energy-systems',
      { ...editable(rec), detailed_description: '![](/media/solution-energy-systems.jpg)' },
      t.token,
    )
    expect(saved.status).toBe(201)
    const draft = await t.http.get<ItemCheckReport>(
      '/content-checks/solutions/energy-systems?draft=1',
      t.token,
    )
    expect(draft.body.problems).toEqual([
      {
        field: 'detailed_description',
        message: expect.stringMatching(/^Line 1: image .* has no alt text/) as string,
      },
    ])
    expect(await itemChecks('solutions/energy-systems')).toEqual([])
    expect(
      (await t.http.get('/content-checks/solutions/software-platforms?draft=1', t.token)).status,
    ).toBe(404)
    expect(
      (await t.http.get('/content-checks/solutions/energy-systems?draft=yes', t.token)).status,
    ).toBe(400)
  })

  it('when the item is unknown or nobody is signed in, then 404 and 401', async () => {
    expect((await t.http.get('/content-checks/nothing/here', t.token)).status).toBe(404)
    expect((await t.http.get('/content-checks/solutions/energy-systems')).status).toBe(401)
    expect((await t.http.get('/content-checks')).status).toBe(401)
  })
})
