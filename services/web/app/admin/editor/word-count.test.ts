import { describe, expect, it } from 'vitest'
import { countWords } from './word-count'

describe('countWords', () => {
  it('when Markdown has marks and a link, then only the words a reader sees are counted', () => {
    expect(countWords('## Solar power\n\n- **Fast** [set-up](/contact) in 2 weeks')).toBe(7)
  })

  it('when the text is Arabic, then its words are counted', () => {
    expect(countWords('أنظمة الطاقة الشمسية')).toBe(3)
  })
})
