import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  collectionKeys,
  pageDefinitions,
  pageKeys,
  type CollectionKey,
  type PageKey,
} from '@site/contract'
import { createHttp, editable } from '../test-support/http.js'
import { asPosted, diffLines, handWrite, withoutStamps } from '../test-support/hand-written.js'
import { startTestApi } from '../test-support/test-repo.js'

/**
 * A draft commit changes exactly the lines a save of the same change does, and its publish
 * commits that same diff: for every collection, every page and Company Info, over hand-written
 * files (CRLF line endings, 4-space or tab JSON, an Arabic block) and with every text posted
 * with CRLF line breaks, as a browser posts a textarea.
 */

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let token: string
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  token = await api.login()
})
afterEach(() => api.close())

type Item = Record<string, unknown> & { version: string }

interface Case {
  target: string
  file: string
  /** what GET answers the item at */
  read: string
  /** the present save: method and path */
  save: { method: 'post' | 'put'; path: string }
  text: string
  /** the save body (version included) with the one field set to `value` */
  body: (item: Item, value: string) => Record<string, unknown>
  /** the file's line of that field holding `value` */
  line: (value: string) => string
  /** the field's value in the hand-written file */
  original: string
  /** the values the test gives it, one after the other */
  changes?: [string, string]
}

const crlf = (lines: string[]) => lines.join('\r\n')

/** A record's fields as the editor's form sends them: no server extras, no Arabic, CRLF text. */
function recordBody(item: Item, field: string, value: string) {
  const {
    version,
    ar: _ar,
    lang: _lang,
    missing: _missing,
    outdated_ar: _outdated,
    ...fields
  } = editable(item)
  return { ...asPosted(fields), [field]: value, version }
}

const records: Record<CollectionKey, { slug: string; field: string; text: string; json: boolean }> =
  {
    solutions: {
      slug: 'energy-systems',
      field: 'title',
      json: false,
      text: crlf([
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
        'children:',
        '    - software-platforms',
        'ar:',
        '  title: "أنظمة الطاقة"',
        '  description: |-',
        '    الطاقة الشمسية والهجينة.',
        '',
        '    فقرة ثانية.',
        '---',
        '',
        'Power systems engineered for **50 °C** ambient heat.',
        '',
        'A second paragraph.',
        '',
      ]),
    },
    products: {
      slug: 'grid-controller',
      field: 'title',
      json: false,
      text: crlf([
        '---',
        'title: Grid Controller',
        'summary: A microgrid controller (hand-written), its summary long enough that a writer would fold it.',
        'category: Hardware Systems',
        'specifications:',
        '  - name: Inputs',
        '    value: 16 digital, 8 analogue',
        'partner: voltline',
        'is_featured: true',
        'ar:',
        '  title: "وحدة التحكم بالشبكة"',
        '  specifications:',
        '    - name: "المداخل"',
        '      value: "16 رقمية"',
        '---',
        '',
        'Controls hybrid microgrids.',
        '',
        'Second paragraph.',
        '',
      ]),
    },
    sectors: {
      slug: 'energy',
      field: 'title',
      json: false,
      text: crlf([
        '---',
        'title: Energy',
        'description: "Utilities and independent power producers (hand-written)."',
        'solutions:',
        '- Solar plants',
        '- Substations',
        'sort_order: 2',
        'ar:',
        '  title: "الطاقة"',
        '---',
        '',
        'Grids, plants and storage.',
        '',
        'Second paragraph.',
        '',
      ]),
    },
    partners: {
      slug: 'voltline',
      field: 'name',
      json: true,
      text: crlf([
        '{',
        '    "name": "Voltline",',
        '    "logo": "media/logo-voltline.jpg",',
        '    "website": "https://voltline.example",',
        '    "description": "Power electronics (hand-written).\\nTwo lines.",',
        '    "is_strategic": true,',
        '    "ar": { "description": "إلكترونيات القدرة." }',
        '}',
        '',
      ]),
    },
    clients: {
      slug: 'desert-utilities',
      field: 'name',
      json: true,
      text: crlf([
        '{',
        '\t"name": "Desert Utilities",',
        '\t"logo": "media/logo-voltline.jpg",',
        '\t"description": "A utility (hand-written).\\nTwo lines.",',
        '\t"industry": "Utilities",',
        '\t"ar": {',
        '\t\t"description": "شركة مرافق."',
        '\t}',
        '}',
        '',
      ]),
    },
    'about-sections': {
      slug: 'mission',
      field: 'title',
      json: false,
      text: crlf([
        '---',
        'title: Our Mission',
        "subtitle: 'Why we exist (hand-written)'",
        'sort_order: 1',
        'ar:',
        '  title: "مهمتنا"',
        '  content: |-',
        '    بنية تحتية موثوقة.',
        '',
        '    فقرة ثانية.',
        '---',
        '',
        'Reliable infrastructure for the region.',
        '',
        'Second paragraph.',
        '',
      ]),
    },
  }

function recordCase(collection: CollectionKey): Case {
  const { slug, field, text, json } = records[collection]
  const original = /(?:title|name)"?: "?([^"\r\n]+)/.exec(text)?.[1] ?? ''
  return {
    target: `${collection}/${slug}`,
    file: `${collection}/${slug}.${json ? 'json' : 'md'}`,
    read: `/${collection}/${slug}`,
    save: { method: 'post', path: `/${collection}/${slug}` },
    text,
    original,
    body: (item, value) => recordBody(item, field, value),
    line: (value) =>
      json
        ? `${text.includes('\t"') ? '\t' : '    '}"${field}": "${value}",\r`
        : text.includes(`\n${field}: "`)
          ? `${field}: "${value}"\r`
          : `${field}: ${value}\r`,
  }
}

/** A page field's value in the hand-written file (a Markdown text is one line, marked). */
const handWrittenValue = (f: { kind: string; label: string }) =>
  f.kind === 'textarea'
    ? `${f.label} (hand-written)\nSecond line`
    : f.kind === 'markdown'
      ? `${f.label} (hand-written)`
      : f.label

/** A page file as a person might write it: 4-space JSON, CRLF, its first section's texts. */
function pageCase(page: PageKey): Case {
  const [section] = pageDefinitions[page]
  if (!section) throw new Error(`${page} has no section`)
  // one-line texts (a legal page's one translatable text is its Markdown)
  const oneLine = (f: { kind: string }) => f.kind === 'text' || f.kind === 'markdown'
  const texts = section.fields.filter((f) => oneLine(f) && f.translatable)
  const [first] = texts
  if (!first) throw new Error(`${page}'s ${section.key} has no translatable text`)
  const values: Record<string, unknown> = {
    [section.key]: Object.fromEntries(
      section.fields
        .filter((f) => oneLine(f) || f.kind === 'textarea')
        .map((f) => [f.key, handWrittenValue(f)]),
    ),
    ar: { [section.key]: Object.fromEntries(texts.map((f) => [f.key, `عربي ${f.key}`])) },
  }
  const original = handWrittenValue(first)
  return {
    target: `pages/${page}`,
    file: `pages/${page}.json`,
    read: `/${page}-content`,
    save: { method: 'post', path: `/${page}-content` },
    text: `${JSON.stringify(values, null, 4).replace(/\n/g, '\r\n')}\r\n`,
    original,
    body: (item, value) => {
      // the editor's section form: every field of the section, as typed
      const sections = item.sections as Array<{
        key: string
        fields: Array<{ key: string; value: string }>
      }>
      const fields = sections.find((s) => s.key === section.key)?.fields ?? []
      const sent = Object.fromEntries(fields.map((f) => [f.key, f.value]))
      return {
        version: item.version,
        values: { [section.key]: { ...asPosted(sent), [first.key]: value } },
      }
    },
    line: (value) => `        "${first.key}": "${value}",\r`,
  }
}

const settingsCase: Case = {
  target: 'settings/company',
  file: 'settings/company.json',
  read: '/company-settings',
  save: { method: 'post', path: '/company-settings' },
  text: crlf([
    '{',
    '\t"company_name": "Falcon Gridworks (hand-written)",',
    '\t"address": "Business Bay,\\nDubai",',
    '\t"sales_phone": "+971 4 000 0200",',
    '\t"map_lat": 25.180,',
    '\t"map_lang": 55.26,',
    '\t"ar": { "company_name": "فالكون غريدووركس", "address": "الخليج التجاري" }',
    '}',
    '',
  ]),
  original: '+971 4 000 0200',
  changes: ['+971 4 000 0201', '+971 4 000 0202'],
  body: (item, value) => {
    // Company Info's form: every setting, as typed
    const settings = item.settings as Array<{ key: string; value: unknown }>
    const values = Object.fromEntries(settings.map((s) => [s.key, s.value]))
    return { version: item.version, values: { ...asPosted(values), sales_phone: value } }
  },
  line: (value) => `\t"sales_phone": "${value}",\r`,
}

/** Drafts the change, then discards it and saves it: both diffs, and the save's in its own. */
async function draftAndSave(c: Case, value: string) {
  const item = await http.get<Item>(c.read, token)
  const body = c.body(item.body, value)
  const drafted = await http.put(`/drafts/${c.target}`, body, token)
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(201)
  const draft = await diffLines(api.contentDir, 'main', `drafts/${c.target}`, c.file)
  expect((await http.del(`/drafts/${c.target}`, token)).status).toBe(204)
  const saved = await http[c.save.method](c.save.path, body, token)
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return { draft, save: await diffLines(api.contentDir, 'HEAD~1', 'HEAD', c.file) }
}

/** Drafts the change and publishes it: the draft's diff and the publish commit's. */
async function draftAndPublish(c: Case, value: string) {
  const item = await http.get<Item>(c.read, token)
  expect((await http.put(`/drafts/${c.target}`, c.body(item.body, value), token)).status).toBe(201)
  const draft = await diffLines(api.contentDir, 'main', `drafts/${c.target}`, c.file)
  const published = await http.post(`/drafts/${c.target}/publish`, {}, token)
  expect(published.status, JSON.stringify(published.body)).toBe(200)
  return { draft, publish: await diffLines(api.contentDir, 'HEAD~1', 'HEAD', c.file) }
}

async function expectCleanDrafts(c: Case) {
  await handWrite(api, http, c.file, c.text, c.read)
  const [first, second] = c.changes ?? ['Changed once', 'Changed twice']
  const once = await draftAndSave(c, first)
  expect(once.draft).toEqual(once.save)
  expect(withoutStamps(once.save)).toEqual([`-${c.line(c.original)}`, `+${c.line(first)}`])

  const twice = await draftAndPublish(c, second)
  expect(twice.publish).toEqual(twice.draft)
  expect(withoutStamps(twice.draft)).toEqual([`-${c.line(first)}`, `+${c.line(second)}`])
}

describe('drafts diff like saves', () => {
  for (const collection of collectionKeys) {
    it(`when a hand-written ${collection} record gets a one-field draft, then its diff is the save's, and its publish commits that diff`, async () => {
      await expectCleanDrafts(recordCase(collection))
    })
  }
  for (const page of pageKeys) {
    it(`when a hand-written ${page} page gets a one-field draft, then its diff is the save's, and its publish commits that diff`, async () => {
      await expectCleanDrafts(pageCase(page))
    })
  }
  it("when hand-written Company Info gets a one-field draft, then its diff is the save's, and its publish commits that diff", async () => {
    await expectCleanDrafts(settingsCase)
  })
})
