import { describe, expect, it } from 'vitest'
import { catalogue, counts, translate, translateCount } from './messages'

describe('message catalogue', () => {
  it('when a key exists in English, then Arabic has a non-empty text for it, and no extra keys', () => {
    const en = Object.keys(catalogue.en).sort()
    expect(Object.keys(catalogue.ar).sort()).toEqual(en)
    for (const key of en) {
      expect(catalogue.ar[key as keyof typeof catalogue.ar].trim(), key).not.toBe('')
    }
  })
  it('when an Arabic text is read, then it is written in Arabic script (not an English copy)', () => {
    const latinOnly = Object.entries(catalogue.ar).filter(
      ([key, text]) => !/[\u0600-\u06FF]/.test(text) && key !== 'lang.other',
    )
    expect(latinOnly).toEqual([])
  })
  it('when a message has placeholders, then both languages keep the same ones', () => {
    for (const [key, text] of Object.entries(catalogue.en)) {
      const names = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort()
      expect(names(catalogue.ar[key as keyof typeof catalogue.ar]), key).toEqual(names(text))
    }
  })
  it('fills placeholders', () => {
    expect(translate('en', 'error.code', { status: 500 })).toBe('Error 500')
    expect(translate('ar', 'contact.error.tooLong', { max: 120 })).toBe('الحد الأقصى 120 حرفاً')
  })
})

describe('counted nouns', () => {
  it('when a count is shown in Arabic, then the form follows the Arabic plural rules', () => {
    const shown = [0, 1, 2, 3, 10, 11, 99, 100, 101, 103].map((n) =>
      translateCount('ar', 'count.products', n),
    )
    expect(shown).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '10 منتجات',
      '11 منتجاً',
      '99 منتجاً',
      '100 منتج',
      '101 منتج',
      '103 منتجات',
    ])
  })
  it('when a count is shown in English, then one is singular and every other number plural', () => {
    expect([0, 1, 10].map((n) => translateCount('en', 'count.solutions', n))).toEqual([
      '0 solutions',
      '1 solution',
      '10 solutions',
    ])
  })
  it('when a counted noun exists in English, then Arabic has every form of its rules', () => {
    expect(Object.keys(counts.ar).sort()).toEqual(Object.keys(counts.en).sort())
    for (const forms of Object.values(counts.ar)) {
      expect(Object.keys(forms).sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'])
    }
  })
})
