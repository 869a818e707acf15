import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createHttp } from '../test-support/http.js'
import { git, startTestApi } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
})
afterEach(async () => {
  await api.close()
})

/** Commits a hand-written file into the test repository and waits until the API serves it. */
async function handWrite(file: string, text: string, check: string) {
  await writeFile(path.join(api.contentDir, file), text)
  await git(api.contentDir, 'commit', '-q', '-am', `hand-written ${file}`)
  for (let i = 0; i < 60; i++) {
    const res = await http.get<Record<string, unknown>>(check)
    if (JSON.stringify(res.body).includes('hand-written')) return res.body
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${file} was not reloaded`)
}

/** The -/+ lines of the last commit's diff of `file` (without the headers). */
async function lastDiff(file: string) {
  const out = await git(api.contentDir, 'diff', '--unified=0', 'HEAD~1', 'HEAD', '--', file)
  return out.split('\n').filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line))
}

describe('clean diffs', () => {
  it('when a hand-written solution is saved with one field changed, then git diff shows only that line', async () => {
    const text = [
      '---',
      '# hand-written: keep this comment',
      'title: "Energy Systems"',
      "category: 'Energy'",
      'icon: zap',
      'description: >',
      '  Solar, hybrid and grid-connected',
      '  power systems (hand-written).',
      'image: media/solution-energy-systems.jpg',
      'features: [Utility-scale solar, Hybrid microgrids]',
      'benefits:',
      '- Lower energy cost',
      'children:',
      '    - software-platforms',
      'is_featured: true',
      'sort_order: 1',
      '---',
      '',
      'Power systems engineered for **50 °C** ambient heat.',
      '',
    ].join('\r\n')
    const record = await handWrite('solutions/energy-systems.md', text, '/solutions/energy-systems')
    const token = await api.login()
    const { id: _id, slug: _slug, children, ...fields } = record
    const res = await http.post(
      '/solutions/energy-systems',
      {
        ...fields,
        children: (children as Array<{ slug: string }>).map((c) => c.slug),
        category: 'Power',
      },
      token,
    )
    expect(res.status).toBe(200)
    expect(await lastDiff('solutions/energy-systems.md')).toEqual([
      "-category: 'Energy'\r",
      "+category: 'Power'\r",
    ])
  })

  it('when a 4-space page file is saved with one field changed, then git diff shows only that line', async () => {
    const text = `{\n    "hero": {\n        "title": "Powering (hand-written)",\n        "button_url":   "/contact"\n    },\n    "stats": { "projects_completed": "500+" }\n}\n`
    const page = await handWrite('pages/home.json', text, '/home-content')
    const token = await api.login()
    const res = await http.post(
      '/home-content',
      { version: page.version, values: { stats: { projects_completed: '600+' } } },
      token,
    )
    expect(res.status).toBe(200)
    expect(await lastDiff('pages/home.json')).toEqual([
      '-    "stats": { "projects_completed": "500+" }',
      '+    "stats": { "projects_completed": "600+" }',
    ])
  })

  it('when hand-written settings are saved with one value changed, then git diff shows only that line', async () => {
    const text = `{\n\t"company_name": "Falcon Gridworks (hand-written)",\n\t"main_phone": "+971 4 000 0000",\n\t"map_lat": 25.180,\n\t"map_lang": 55.26\n}\n`
    const settings = await handWrite('settings/company.json', text, '/company-settings')
    const token = await api.login()
    const res = await http.post(
      '/company-settings',
      { version: settings.version, values: { main_phone: '+971 4 111 1111' } },
      token,
    )
    expect(res.status).toBe(200)
    expect(await lastDiff('settings/company.json')).toEqual([
      '-\t"main_phone": "+971 4 000 0000",',
      '+\t"main_phone": "+971 4 111 1111",',
    ])
  })
})
