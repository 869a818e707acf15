import { describe, expect, it } from 'vitest'
import { adminLanguages, collectionKeys, languageList, pageKeys } from '@site/contract'
import { adminCatalogue, adminCounts, adminI18n } from './admin-i18n'

const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g) ?? [])
// Arabic counts a collection's records as items (عنصر), whatever the collection: it may leave
// out the collection's own nouns, never a number
const nouns = new Set(['{singular}', '{plural}', '{noun}'])

describe('admin catalogue', () => {
  it('when a language of the list is marked for the admin, then it has a catalogue with every English key and nothing else', () => {
    const en = Object.keys(adminCatalogue.en).sort()
    expect(Object.keys(adminCatalogue).sort()).toEqual(adminLanguages.map((l) => l.code).sort())
    for (const { code } of adminLanguages) {
      const catalogue = adminCatalogue[code]
      expect(Object.keys(catalogue).sort(), code).toEqual(en)
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('')
      expect(Object.keys(adminCounts[code]).sort(), code).toEqual(
        Object.keys(adminCounts.en).sort(),
      )
    }
  })

  it('when a language has no admin catalogue, then it is not offered (French is a site language only)', () => {
    expect(languageList.map((l) => l.code)).toContain('fr')
    expect(adminLanguages.map((l) => l.code)).toEqual(['en', 'ar'])
  })

  it('when an Arabic text is read, then it is in Arabic script with the English placeholders, numbers all kept', () => {
    for (const [key, text] of Object.entries(adminCatalogue.ar)) {
      const english = placeholders(adminCatalogue.en[key as keyof typeof adminCatalogue.en])
      const words = text.replace(/\{\w+\}/g, '').replace(/Ctrl K|Falcon Gridworks/g, '')
      if (/\p{L}/u.test(words)) expect(words, key).toMatch(/[\u0600-\u06FF]/)
      for (const name of placeholders(text)) expect(english.has(name), `${key} ${name}`).toBe(true)
      for (const name of english) {
        if (!nouns.has(name)) expect(placeholders(text).has(name), `${key} ${name}`).toBe(true)
      }
    }
  })

  it('when Arabic counts, then the plural rules pick each of its forms and the digits are Western', () => {
    const { count } = adminI18n('ar')
    expect(count('count.minutesAgo', 1)).toBe('قبل دقيقة')
    expect(count('count.minutesAgo', 2)).toBe('قبل دقيقتين')
    expect(count('count.minutesAgo', 5)).toBe('قبل 5 دقائق')
    expect(count('count.minutesAgo', 11)).toBe('قبل 11 دقيقة')
    expect(count('count.records', 0)).toBe('لا عناصر')
    expect(count('count.records', 1_200)).toBe('1,200 عنصر')
    expect(
      adminI18n('en').count('count.records', 1_200, { singular: 'product', plural: 'products' }),
    ).toBe('1,200 products')
  })

  it('when the registries name a collection or page, then Arabic has its own name for each, and English keeps the registry', () => {
    const ar = adminI18n('ar')
    for (const key of collectionKeys) {
      expect(ar.collection(key).title, key).toMatch(/[\u0600-\u06FF]/)
      expect(ar.collection(key).label, key).toMatch(/[\u0600-\u06FF]/)
    }
    for (const key of pageKeys) expect(ar.page(key).name, key).toMatch(/[\u0600-\u06FF]/)
    expect(adminI18n('en').collection('products')).toEqual({
      title: 'Products',
      label: 'product',
      hint: 'The product catalogue and specifications',
    })
    expect(ar.languageName('fr')).toBe('الفرنسية')
    expect(adminI18n('en').languageName('fr')).toBe('French')
  })
})
