import { describe, expect, it } from 'vitest'
import { mergeContentFile } from './content-merge.js'

const solution = (fields: Record<string, string>, body = 'Power systems.') =>
  [
    '---',
    '# kept: a comment the remote wrote',
    `title: ${fields.title ?? 'Energy Systems'}`,
    'category: Energy',
    'icon: zap',
    `description: ${fields.description ?? 'Solar power.'}`,
    ...(fields.arTitle ? ['ar:', `  title: ${fields.arTitle}`] : []),
    'sort_order: 1',
    '---',
    '',
    body,
    '',
  ].join('\n')

describe('mergeContentFile', () => {
  it('when local and remote changed different fields, then the result has both in the remote layout', () => {
    const result = mergeContentFile(
      'solutions/energy-systems.md',
      solution({}),
      solution({ description: 'Saved by the editor' }),
      solution({ title: 'Energy Systems (reviewed)' }),
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.conflicts).toEqual([])
    expect(result.text).toContain('title: Energy Systems (reviewed)')
    expect(result.text).toContain('description: Saved by the editor')
    expect(result.text).toContain('# kept: a comment the remote wrote')
  })

  it('when both changed the same field, then the remote value is kept and the conflict names the field', () => {
    const result = mergeContentFile(
      'solutions/energy-systems.md',
      solution({ arTitle: 'أنظمة' }),
      solution({ arTitle: 'أنظمة الطاقة' }),
      solution({ arTitle: 'نظم الطاقة' }),
    )
    expect(result).toMatchObject({
      ok: true,
      conflicts: [{ field: 'ar.title', local: 'أنظمة الطاقة', remote: 'نظم الطاقة' }],
    })
    if (result.ok) expect(result.text).toContain('title: نظم الطاقة')
  })

  it('when the Markdown body changed on one side, then it is taken', () => {
    const result = mergeContentFile(
      'solutions/energy-systems.md',
      solution({}),
      solution({}, 'A new body by the editor.'),
      solution({ title: 'Renamed' }),
    )
    expect(result.ok && result.text).toContain('A new body by the editor.')
    expect(result.ok && result.text).toContain('title: Renamed')
  })

  it('when a JSON page changed on both sides, then sections merge by field', () => {
    const base = '{\n  "hero": { "title": "A", "button_url": "/contact" }\n}\n'
    const result = mergeContentFile(
      'pages/home.json',
      base,
      base.replace('"A"', '"Local title"'),
      base.replace('"/contact"', '"/solutions"'),
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const merged = JSON.parse(result.text) as { hero: Record<string, string> }
    expect(merged.hero).toMatchObject({ title: 'Local title', button_url: '/solutions' })
  })

  it('when a side does not read or the file is not content, then it cannot merge by field', () => {
    expect(mergeContentFile('pages/home.json', '{}', '{ broken', '{}')).toEqual({ ok: false })
    expect(mergeContentFile('README.md', 'a', 'b', 'c')).toEqual({ ok: false })
  })
})
