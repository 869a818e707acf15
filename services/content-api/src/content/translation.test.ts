import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collectionDefinitions, translationSchema } from '@site/contract'
import { collections } from './collections.js'

/**
 * A record's Arabic (`ar`) is checked by the registry's one Arabic rule (translationSchema, the
 * same that checks page sections and settings), plus the server's translation stamps.
 */
const productAr = (ar: unknown) => collections.products.schema.shape.ar.safeParse(ar)
const stamp = 'a1b2c3d4e5f6'

describe("a record's Arabic", () => {
  it('when blank values are sent beside a translation, then only the translation is kept', () => {
    const parsed = productAr({ title: '  ', specifications: [], summary: 'ملخص' })
    expect(parsed).toMatchObject({ success: true, data: { summary: 'ملخص' } })
    expect(Object.keys(parsed.data ?? {})).toEqual(['summary'])
  })

  it('when an Arabic value breaks an English rule, then it is refused with the English message', () => {
    const parsed = productAr({ title: 'ع'.repeat(121) })
    expect(parsed.success).toBe(false)
    expect(z.flattenError(parsed.error!).fieldErrors).toEqual({
      title: ['Title is at most 120 characters'],
    })
  })

  it('when the Arabic names a field that is not translated (slug, category), then it is dropped', () => {
    expect(productAr({ slug: 'x', category: 'طاقة', title: 'عنوان' })).toEqual({
      success: true,
      data: { title: 'عنوان' },
    })
  })

  it('when the Arabic carries translation stamps, then well-formed ones are kept and others refused', () => {
    expect(productAr({ title: 'عنوان', _en: { title: stamp } })).toEqual({
      success: true,
      data: { title: 'عنوان', _en: { title: stamp } },
    })
    expect(productAr({ title: 'عنوان', _en: { title: 'nope' } }).success).toBe(false)
  })

  it('when a record and a field set hold the same field, then their Arabic accepts and refuses the same values', () => {
    const fieldSet = translationSchema(collectionDefinitions.products.fields)
    const samples = [
      { title: 'عنوان', price_range: 'من 4,800 دولار' },
      { title: 'ع'.repeat(121) },
      { specifications: [{ name: 'الحرارة', value: '' }] },
      { specifications: [{ name: 'الحرارة', value: '−40 °C' }], description: '' },
    ]
    for (const sample of samples) {
      const record = productAr(sample)
      const set = fieldSet.safeParse(sample)
      expect(record.success).toBe(set.success)
      expect(record.data).toEqual(set.data)
    }
  })
})
