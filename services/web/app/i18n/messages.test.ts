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
    // a text of placeholders and punctuation alone ('{line}:') has no words to copy
    const latinOnly = Object.entries(catalogue.ar).filter(
      ([key, text]) =>
        !/[\u0600-\u06FF]/.test(text) &&
        /\p{L}/u.test(text.replace(/\{\w+\}/g, '')) &&
        key !== 'lang.other',
    )
    expect(latinOnly).toEqual([])
  })
  it('when a message has placeholders, then both languages keep the same ones', () => {
    for (const [key, text] of Object.entries(catalogue.en)) {
      const names = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort()
      expect(names(catalogue.ar[key as keyof typeof catalogue.ar]), key).toEqual(names(text))
    }
  })
  it('when a key exists in English, then French has a non-empty text for it, and no extra keys', () => {
    const en = Object.keys(catalogue.en).sort()
    expect(Object.keys(catalogue.fr).sort()).toEqual(en)
    for (const key of en) {
      expect(catalogue.fr[key as keyof typeof catalogue.fr].trim(), key).not.toBe('')
    }
  })
  it('when a message has placeholders, then French keeps the same ones as English', () => {
    for (const [key, text] of Object.entries(catalogue.en)) {
      const names = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort()
      expect(names(catalogue.fr[key as keyof typeof catalogue.fr]), key).toEqual(names(text))
    }
  })
  it('when a French text is read, then it differs from the English (no copy left untranslated)', () => {
    const sameAsEnglish = Object.entries(catalogue.fr).filter(
      ([key, text]) =>
        text === catalogue.en[key as keyof typeof catalogue.en] &&
        !/^\p{Lu}?[a-z]+$/u.test(text) &&
        !/^[\s\p{P}]*(\{\w+\}[\s\p{P}]*)+$/u.test(text),
    )
    // single words French shares with English (Solutions, Contact, Message...) are allowed, and
    // so are texts that are only placeholders and punctuation ("{name}, {address}")
    expect(sameAsEnglish.map(([key]) => key)).toEqual(['site.name'])
  })
  it('when a French text has : ; ! ? or guillemets, then it is already set with narrow no-break spaces', () => {
    const unset = Object.entries(catalogue.fr).filter(([, text]) =>
      /[ \u00A0][:;!?]|« | »|\p{L}[;!?]/u.test(text),
    )
    expect(unset).toEqual([])
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
  it('when a count is shown in French, then 0 and 1 are singular and a round million takes "de"', () => {
    expect([0, 1, 2, 10, 1000000].map((n) => translateCount('fr', 'count.products', n))).toEqual([
      '0 produit',
      '1 produit',
      '2 produits',
      '10 produits',
      '1000000 de produits',
    ])
  })
  it('when a counted noun exists in English, then Arabic has every form of its rules', () => {
    expect(Object.keys(counts.ar).sort()).toEqual(Object.keys(counts.en).sort())
    for (const forms of Object.values(counts.ar)) {
      expect(Object.keys(forms).sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'])
    }
  })
})
