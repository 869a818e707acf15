import { describe, expect, it } from 'vitest'
import { catalogue, translate } from './messages'

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
