import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createHttp } from '../test-support/http.js'
import {
  asPosted,
  diffLines,
  handWrite as handWriteFile,
  withoutStamps,
} from '../test-support/hand-written.js'
import { startTestApi } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
})
afterEach(async () => {
  await api.close()
})

const handWrite = (file: string, text: string, check: string) =>
  handWriteFile(api, http, file, text, check)
const lastDiff = (file: string) => diffLines(api.contentDir, 'HEAD~1', 'HEAD', file)

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

  /** A product as the real content writes one: plain English, quoted Arabic, a two-paragraph body. */
  const product = (eol: string) =>
    [
      '---',
      'title: Inverter Station',
      'summary: A skid-mounted inverter station (hand-written).',
      'category: Hardware Systems',
      'specifications:',
      '  - name: Rated AC power',
      '    value: 3,600 kVA at 40 °C',
      'is_active: true',
      'ar:',
      '  title: "محطة العواكس"',
      '  description: |-',
      '    الفقرة الأولى.',
      '',
      '    الفقرة الثانية.',
      '---',
      '',
      'The first paragraph.',
      '',
      'The second paragraph.',
      '',
    ].join(eol)

  it('when a PATCH sends the Markdown body and the Arabic with CRLF line breaks (as a browser posts a textarea), then git diff shows only the changed title', async () => {
    const record = await handWrite(
      'products/inverter-station.md',
      product('\n'),
      '/products/inverter-station',
    )
    const token = await api.login()
    const res = await http.patch(
      '/products/inverter-station',
      asPosted({
        version: record.version,
        title: 'Inverter Station 2',
        description: record.description,
        ar: {
          title: 'محطة العواكس',
          description: (record.ar as { description: string }).description,
        },
      }),
      token,
    )
    expect(res.status).toBe(200)
    expect(withoutStamps(await lastDiff('products/inverter-station.md'))).toEqual([
      '-title: Inverter Station',
      '+title: Inverter Station 2',
    ])
  })

  it('when a file written with CRLF gets a new body and Arabic sent with LF, then the new lines keep CRLF and nothing else changes', async () => {
    const record = await handWrite(
      'products/inverter-station.md',
      product('\r\n'),
      '/products/inverter-station',
    )
    const token = await api.login()
    const res = await http.patch(
      '/products/inverter-station',
      {
        version: record.version,
        description: 'The first paragraph.\n\nA new second paragraph.',
        ar: { title: 'محطة العواكس', description: 'الفقرة الأولى.\n\nفقرة ثانية جديدة.' },
      },
      token,
    )
    expect(res.status).toBe(200)
    // the stamp the changed Arabic gets aside
    expect(withoutStamps(await lastDiff('products/inverter-station.md'))).toEqual([
      '-    الفقرة الثانية.\r',
      '+    فقرة ثانية جديدة.\r',
      '-The second paragraph.\r',
      '+A new second paragraph.\r',
    ])
  })
})
