import { describe, expect, it } from 'vitest'
import { wordDiff } from './word-diff'

describe('changed words of a text field', () => {
  it('when one word of a sentence changed, then only that word is marked on each side', () => {
    expect(wordDiff('Grid storage for utilities', 'Grid batteries for utilities')).toEqual({
      then: [
        { text: 'Grid ', kind: 'same' },
        { text: 'storage', kind: 'removed' },
        { text: ' for utilities', kind: 'same' },
      ],
      now: [
        { text: 'Grid ', kind: 'same' },
        { text: 'batteries', kind: 'added' },
        { text: ' for utilities', kind: 'same' },
      ],
    })
  })

  it('when words were only added or only taken out, then the other side has nothing marked', () => {
    const added = wordDiff('Solar farms', 'Solar farms and microgrids')
    expect(added.then).toEqual([{ text: 'Solar farms', kind: 'same' }])
    expect(added.now).toEqual([
      { text: 'Solar farms', kind: 'same' },
      { text: ' and microgrids', kind: 'added' },
    ])
    const removed = wordDiff('Edge data centres, fast', 'Edge centres, fast')
    expect(removed.then.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual(['data '])
    expect(removed.now).toEqual([{ text: 'Edge centres, fast', kind: 'same' }])
  })

  it('when changes are apart, then the words kept between them are not marked', () => {
    const { then, now } = wordDiff('one two three four five', 'one 2 three four 5')
    expect(then.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual(['two', 'five'])
    expect(now.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['2', '5'])
    expect(now.map((p) => p.text).join('')).toBe('one 2 three four 5')
    expect(then.map((p) => p.text).join('')).toBe('one two three four five')
  })

  it('when two long texts differ throughout, then the changed middle is marked whole (bounded work)', () => {
    const before = Array.from({ length: 2000 }, (_, i) => `a${i}`).join(' ')
    const after = Array.from({ length: 2000 }, (_, i) => `b${i}`).join(' ')
    const { then, now } = wordDiff(before, after)
    expect(then).toEqual([{ text: before, kind: 'removed' }])
    expect(now).toEqual([{ text: after, kind: 'added' }])
  })
})
