import { describe, expect, it } from 'vitest'
import { jsonNestingExceeds } from './json-depth.js'

const bytes = (text: string) => Buffer.from(text, 'utf8')

describe('JSON nesting depth, counted before parsing', () => {
  it('when arrays and objects nest up to the limit, then it is accepted; one deeper, then refused', () => {
    expect(jsonNestingExceeds(bytes('[[[1]]]'), 3)).toBe(false)
    expect(jsonNestingExceeds(bytes('[[[[1]]]]'), 3)).toBe(true)
    expect(jsonNestingExceeds(bytes('{"a":{"b":[{}]}}'), 3)).toBe(true)
    expect(jsonNestingExceeds(bytes('{"a":{"b":[1]}}'), 3)).toBe(false)
  })

  it('when the nesting never closes (100,000 opening brackets), then it is refused', () => {
    expect(jsonNestingExceeds(bytes('['.repeat(100_000)), 64)).toBe(true)
  })

  it('when brackets sit inside strings, with escaped quotes and backslashes, then they do not count', () => {
    const text = JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[\\"', c: ['\\', '[[[['] })
    expect(jsonNestingExceeds(bytes(text), 2)).toBe(false)
    // an escaped backslash before a quote ends the string: the brackets after it count
    expect(jsonNestingExceeds(bytes('["\\\\",[[1]]]'), 2)).toBe(true)
  })

  it('when many siblings sit side by side, then only the depth counts, not their number', () => {
    expect(jsonNestingExceeds(bytes(`[${'[1],'.repeat(10_000)}[1]]`), 2)).toBe(false)
  })

  it('when the text is not UTF-8 (a UTF-16 body), then its characters are counted, not its bytes', () => {
    const deep = Buffer.from('[[[[1]]]]', 'utf16le')
    expect(jsonNestingExceeds(deep, 3, 'utf-16le')).toBe(true)
    expect(jsonNestingExceeds(Buffer.from('["[[[["]', 'utf16le'), 3, 'utf-16le')).toBe(false)
  })
})
