import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { editYaml, splitFrontMatter } from './front-matter-edit.js'

const YAML = [
  'title: Energy  # keep me',
  'ar:',
  '    title: "طاقة"',
  '    description: نص',
  'tags: [a, b]',
  'gone: soon',
  'last: 1',
  '',
].join('\n')

describe('front matter edits', () => {
  it('when a field inside a nested map changes, then only its line changes, at its indentation', () => {
    const before = parse(YAML) as Record<string, unknown>
    const after = { ...before, ar: { title: 'طاقة', description: 'نص جديد' } }
    expect(editYaml(YAML, before, after)).toBe(
      YAML.replace('    description: نص\n', '    description: نص جديد\n'),
    )
  })

  it('when a field is added to a nested map, then it joins that map with its indentation', () => {
    const before = parse(YAML) as Record<string, unknown>
    const after = { ...before, ar: { title: 'طاقة', description: 'نص', category: 'فئة' } }
    expect(editYaml(YAML, before, after)).toBe(
      YAML.replace('    description: نص\n', '    description: نص\n    category: فئة\n'),
    )
  })

  it('when a field is removed, then its line goes and the others stay', () => {
    const before = parse(YAML) as Record<string, unknown>
    const { gone: _gone, ...after } = before
    expect(editYaml(YAML, before, after)).toBe(YAML.replace('gone: soon\n', ''))
  })

  it('when the YAML is not a map, then it is not edited (the caller writes the canonical form)', () => {
    expect(editYaml('- a\n- b\n', {}, { a: 1 })).toBeNull()
    expect(editYaml('a: [\n', {}, { a: 1 })).toBeNull()
  })

  it('when a file has no closing fence, then it has no front matter to edit', () => {
    expect(splitFrontMatter('---\ntitle: x\n')).toBeNull()
    expect(splitFrontMatter('---\n---\nbody')).toEqual({
      open: '---\n',
      yaml: '',
      close: '---\n',
      body: 'body',
    })
  })
})
