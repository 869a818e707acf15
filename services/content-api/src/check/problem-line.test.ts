import { describe, expect, it } from 'vitest'
import { decodePage, decodeRecord } from '../content/codecs.js'
import { problemLine } from './problem-line.js'

/** Decodes `text` as the service does and returns each problem's field with its line. */
function linesOf(file: string, text: string): Array<[string, number]> {
  const decoded = file.startsWith('pages/')
    ? decodePage(file, 'home', text)
    : decodeRecord('solutions', file, text)
  if (decoded.ok) throw new Error(`${file} decoded without problems`)
  return decoded.problems.map((p) => [p.field, problemLine(text, p)])
}

const SOLUTION = [
  '---', // 1
  'title: Energy Systems', // 2
  'description: Solar and hybrid power.', // 3
  'icon: zap', // 4
  'children:', // 5
  '  - software-platforms', // 6
  'ar:', // 7
  '  title: أنظمة الطاقة', // 8
  '---', // 9
  '', // 10
  'Body text.', // 11
  '',
].join('\n')

describe('the line a content problem points at', () => {
  it('when a front-matter value is invalid on line N, then the problem reports line N', () => {
    const text = SOLUTION.replace('icon: zap', 'icon: rocket')
    expect(linesOf('solutions/energy-systems.md', text)).toEqual([['icon', 4]])
  })

  it('when a nested front-matter key or a list item is invalid, then its own line is reported', () => {
    const text = SOLUTION.replace('  title: أنظمة الطاقة', '  title: [not, text]').replace(
      '  - software-platforms',
      '  - software-platforms\n  - 42',
    )
    expect(linesOf('solutions/energy-systems.md', text)).toEqual([
      ['children.1', 7],
      ['ar.title', 9],
    ])
  })

  it('when the file uses Windows line endings, then the lines are the same', () => {
    const text = SOLUTION.replace('icon: zap', 'icon: rocket').replace(/\n/g, '\r\n')
    expect(linesOf('solutions/energy-systems.md', text)).toEqual([['icon', 4]])
  })

  it('when a required front-matter key is missing, then the opening --- line (1) is reported', () => {
    const text = SOLUTION.replace('title: Energy Systems\n', '')
    expect(linesOf('solutions/energy-systems.md', text)).toEqual([['title', 1]])
  })

  it('when a JSON value is invalid, then the line of its key is reported', () => {
    const text = [
      '{', // 1
      '  "hero": {', // 2
      '    "title": "Powering",', // 3
      '    "button_url": 42', // 4
      '  },', // 5
      '  "stats": { "projects_completed": "500+" }', // 6
      '}',
      '',
    ].join('\n')
    expect(linesOf('pages/home.json', text)).toEqual([['hero.button_url', 4]])
  })

  it('when a JSON file has a key it must not have, then the line of that key is reported', () => {
    const text = [
      '{', // 1
      '  "hero": {', // 2
      '    "title": "Powering",', // 3
      '    "subtitel": "typo"', // 4
      '  },', // 5
      '  "extra": true', // 6
      '}',
      '',
    ].join('\n')
    expect(linesOf('pages/home.json', text)).toEqual([
      ['hero', 4],
      ['(file)', 6],
    ])
  })

  it('when the front matter is not valid YAML, then the line the YAML parser names is reported', () => {
    const text = SOLUTION.replace('icon: zap', 'icon: zap\n  bad: : indent')
    const [problem] = linesOf('solutions/energy-systems.md', text)
    expect(problem).toEqual(['(file)', 5])
  })

  it('when a JSON file is not valid JSON, then the line of the syntax error is reported', () => {
    const text = '{\n  "hero": {\n    "title": "x",\n  }\n}\n'
    expect(linesOf('pages/home.json', text)).toEqual([['(file)', 4]])
  })

  it('when the Markdown body is at fault, then its first line after the front matter is reported', () => {
    const problem = { file: 'solutions/energy-systems.md', field: 'detailed_description' }
    expect(problemLine(SOLUTION, { ...problem, message: 'Too long' })).toBe(11)
  })

  it('when a content check names a line of the Markdown body, then that line of the file is reported', () => {
    const text = SOLUTION.replace('Body text.', 'Body text.\n\nSee [x](/nowhere).')
    const problem = { file: 'solutions/energy-systems.md', field: 'detailed_description' }
    expect(problemLine(text, { ...problem, message: 'Line 3: link', textLine: 3 })).toBe(13)
  })

  it('when a problem names no place in the text, then line 1 is reported', () => {
    expect(problemLine('', { file: 'pages/home.json', field: '(file)', message: 'gone' })).toBe(1)
    expect(
      problemLine('no front matter', { file: 'solutions/x.md', field: 'title', message: 'x' }),
    ).toBe(1)
  })
})
