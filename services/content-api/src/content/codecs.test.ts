import { describe, expect, it } from 'vitest'
import { decodeRecord, encodeDocument, encodeRecord, type RecordData } from './codecs.js'

/** A solution written by hand in an unusual but valid style. */
const SOLUTION = [
  '---',
  '# Written by hand: comments, quoting and styles must survive a save',
  "title: 'Energy Systems'   # the name on the card",
  'category: "Energy"',
  'icon: zap',
  'description: >',
  '  Solar, hybrid and grid-connected',
  '  power systems.',
  'image: media/solution-energy-systems.jpg',
  'features: [Utility-scale solar, "Hybrid microgrids"]',
  'benefits:',
  '- Lower energy cost',
  '- Fewer outages   # measured in 2023',
  '',
  '# children are slugs',
  'children:',
  '    - software-platforms',
  'is_featured: true',
  'sort_order: 1',
  '---',
  '',
  'Power systems engineered for **50 °C** ambient heat.',
  '',
].join('\n')

function decoded(collection: 'solutions' | 'partners', text: string): RecordData {
  const result = decodeRecord(collection, 'test', text)
  if (!result.ok) throw new Error(JSON.stringify(result.problems))
  return result.data
}

/** The lines removed from `before` and added in `after`, as a line diff (LCS) shows them. */
function changedLines(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  )
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] =
        a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const removed: string[] = []
  const added: string[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++
      j++
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      added.push(b[j++]!)
    } else removed.push(a[i++]!)
  }
  return { removed, added }
}

describe('format-preserving record writes', () => {
  it('when one front matter field changes, then only its line changes and comments and styles stay', () => {
    const data = decoded('solutions', SOLUTION)
    const text = encodeRecord('solutions', { ...data, category: 'Power' }, SOLUTION)
    expect(changedLines(SOLUTION, text)).toEqual({
      removed: ['category: "Energy"'],
      added: ['category: "Power"'],
    })
  })

  it('when a quoted title with an inline comment changes, then the quoting and the comment stay', () => {
    const data = decoded('solutions', SOLUTION)
    const text = encodeRecord('solutions', { ...data, title: 'Energy Systems & Storage' }, SOLUTION)
    expect(changedLines(SOLUTION, text)).toEqual({
      removed: ["title: 'Energy Systems'   # the name on the card"],
      added: ["title: 'Energy Systems & Storage'   # the name on the card"],
    })
  })

  it('when a flow sequence changes, then it stays a flow sequence on its own line', () => {
    const data = decoded('solutions', SOLUTION)
    const features = ['Utility-scale solar', 'Battery storage']
    const text = encodeRecord('solutions', { ...data, features }, SOLUTION)
    expect(changedLines(SOLUTION, text)).toEqual({
      removed: ['features: [Utility-scale solar, "Hybrid microgrids"]'],
      added: ['features: [ Utility-scale solar, Battery storage ]'],
    })
    expect(decoded('solutions', text).features).toEqual(features)
  })

  it('when a folded block changes, then it stays folded and the other blocks are untouched', () => {
    const data = decoded('solutions', SOLUTION)
    const text = encodeRecord('solutions', { ...data, description: 'Solar power.' }, SOLUTION)
    expect(changedLines(SOLUTION, text)).toEqual({
      removed: ['description: >', '  Solar, hybrid and grid-connected', '  power systems.'],
      added: ['description: >-', '  Solar power.'],
    })
  })

  it('when a block sequence written without indentation changes, then its items keep that layout', () => {
    const data = decoded('solutions', SOLUTION)
    const benefits = ['Lower energy cost', 'Fewer outages', 'Local support']
    const text = encodeRecord('solutions', { ...data, benefits }, SOLUTION)
    const { removed, added } = changedLines(SOLUTION, text)
    expect(removed).toEqual(['- Fewer outages   # measured in 2023'])
    expect(added).toEqual(['- Fewer outages', '- Local support'])
  })

  it('when only the Markdown body changes, then the front matter is byte-identical', () => {
    const data = decoded('solutions', SOLUTION)
    const text = encodeRecord(
      'solutions',
      { ...data, detailed_description: 'New **body**.' },
      SOLUTION,
    )
    expect(changedLines(SOLUTION, text)).toEqual({
      removed: ['Power systems engineered for **50 °C** ambient heat.'],
      added: ['New **body**.'],
    })
  })

  it('when a field is added, then it is appended and nothing else moves', () => {
    const without = SOLUTION.replace('sort_order: 1\n', '')
    const data = decoded('solutions', without)
    const text = encodeRecord('solutions', { ...data, sort_order: 7 }, without)
    expect(changedLines(without, text)).toEqual({ removed: [], added: ['sort_order: 7'] })
  })

  it('when a string looks like a date or a boolean, then it is quoted so it reads back as text', () => {
    const data = decoded('solutions', SOLUTION)
    for (const category of ['2024-01-01', 'true', 'null']) {
      const text = encodeRecord('solutions', { ...data, category }, SOLUTION)
      expect(decoded('solutions', text).category).toBe(category)
      expect(text).toContain('# Written by hand')
    }
  })

  it('when the file uses CRLF line endings, then they are kept on the changed line', () => {
    const crlf = SOLUTION.replace(/\n/g, '\r\n')
    const data = decoded('solutions', crlf)
    const text = encodeRecord('solutions', { ...data, category: 'Power', features: ['A'] }, crlf)
    expect(text.replace(/\r\n/g, '')).not.toContain('\n')
    expect(changedLines(crlf, text).added).toEqual(['category: "Power"\r', 'features: [ A ]\r'])
  })

  it('when nothing changed, then the text is returned byte for byte', () => {
    const data = decoded('solutions', SOLUTION)
    expect(encodeRecord('solutions', data, SOLUTION)).toBe(SOLUTION)
  })

  it('when there is no previous file, then the canonical form is written', () => {
    const data = decoded('solutions', SOLUTION)
    const text = encodeRecord('solutions', data)
    expect(text).not.toContain('#')
    expect(decoded('solutions', text)).toEqual(data)
  })
})

describe('format-preserving JSON writes', () => {
  const PARTNER = [
    '{',
    '    "name":    "Voltline",',
    '    "logo": "media/logo-voltline.jpg",',
    '    "website": "https://voltline.example",',
    '    "description": "Power\\u0020electronics.",',
    '    "is_strategic": true,',
    '    "sort_order": 1.0',
    '}',
  ].join('\n')

  it('when one value changes in a 4-space file, then only that value is rewritten', () => {
    const data = decoded('partners', PARTNER)
    const text = encodeRecord('partners', { ...data, website: 'https://volt.example' }, PARTNER)
    expect(changedLines(PARTNER, text)).toEqual({
      removed: ['    "website": "https://voltline.example",'],
      added: ['    "website": "https://volt.example",'],
    })
  })

  it('when a key is added, then it follows the last key with the same indentation', () => {
    const data = decoded('partners', PARTNER)
    const text = encodeRecord('partners', { ...data, is_active: false }, PARTNER)
    expect(changedLines(PARTNER, text)).toEqual({
      removed: ['    "sort_order": 1.0'],
      added: ['    "sort_order": 1.0,', '    "is_active": false'],
    })
  })

  it('when a page field changes inside a one-line section, then only that value changes', () => {
    const page = [
      '{',
      '\t"hero": { "title": "Powering", "button_url": "/contact" },',
      '\t"stats": {',
      '\t\t"projects_completed": "500+"',
      '\t}',
      '}',
      '',
    ].join('\r\n')
    const values = {
      hero: { title: 'Powering Smart Grids', button_url: '/contact' },
      stats: { projects_completed: '500+', clients: '40' },
    }
    const text = encodeDocument(values, page)
    expect(changedLines(page, text)).toEqual({
      removed: [
        '\t"hero": { "title": "Powering", "button_url": "/contact" },\r',
        '\t\t"projects_completed": "500+"\r',
      ],
      added: [
        '\t"hero": { "title": "Powering Smart Grids", "button_url": "/contact" },\r',
        '\t\t"projects_completed": "500+",\r',
        '\t\t"clients": "40"\r',
      ],
    })
    expect(JSON.parse(text)).toEqual(values)
  })

  it('when a list value changes, then it is re-serialised at the indentation of its key', () => {
    const doc = '{\n    "list": [\n        "a"\n    ],\n    "keep":   1\n}\n'
    const text = encodeDocument({ list: ['a', 'b'], keep: 1 }, doc)
    expect(text).toBe('{\n    "list": [\n        "a",\n        "b"\n    ],\n    "keep":   1\n}\n')
  })
})
