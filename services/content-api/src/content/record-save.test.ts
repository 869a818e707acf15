import { AppError } from '@site/platform'
import { describe, expect, it } from 'vitest'
import { decodeRecord } from './codecs.js'
import { fieldsOfBody, readRecordSave, recordText } from './record-save.js'
import { sourceStamp } from './translation-source.js'

const VERSION = 'a'.repeat(40)

/** The fields of an AppError a call throws (its 400 names them). */
function refusedFields(call: () => unknown): Record<string, string> | undefined {
  try {
    call()
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.extra.fields
    throw error
  }
  throw new Error('not refused')
}

// a partner as someone wrote it by hand: CRLF, four-space indent, keys in their own order
const handWritten = [
  '{',
  '    "sort_order": 1,',
  '    "name": "Voltline",',
  '    "logo": "media/logo-voltline.jpg",',
  '    "description": "Power electronics.",',
  '    "is_active": true,',
  '    "ar": { "name": "فولتلاين" }',
  '}',
  '',
].join('\r\n')
const decoded = decodeRecord('partners', 'partners/voltline.json', handWritten)
if (!decoded.ok) throw new Error('the hand-written partner does not read')
const stored = decoded.data

describe('reading a record save', () => {
  it('when a save sends no version, then 400 names it; a draft without one begins from nothing', () => {
    expect(
      refusedFields(() => readRecordSave('partners', { name: 'X' }, { versionRequired: true })),
    ).toEqual({
      version: expect.any(String),
    })
    expect(readRecordSave('partners', { name: 'X' }, { versionRequired: false }).version).toBeNull()
    expect(
      refusedFields(() =>
        readRecordSave('partners', { version: 'v1' }, { versionRequired: false }),
      ),
    ).toEqual({ version: expect.any(String) })
  })

  it('when the body carries id, slug and the deprecated confirm_ar, then they are not fields; confirm_ar keeps only field names', () => {
    const save = readRecordSave(
      'partners',
      { version: VERSION, id: 'x', slug: 'y', confirm_ar: ['name', 3, null], name: 'Voltline' },
      { versionRequired: true },
    )
    expect(save).toEqual({
      version: VERSION,
      fields: { name: 'Voltline' },
      confirmed: { ar: ['name'] },
    })
  })

  it('when the body confirms by language, then each language keeps its own field names and confirm is no field', () => {
    const save = readRecordSave(
      'partners',
      {
        version: VERSION,
        confirm: { fr: ['name', 3], ar: ['description'], xx: ['name'] },
        name: 'V',
      },
      { versionRequired: true },
    )
    expect(save).toEqual({
      version: VERSION,
      fields: { name: 'V' },
      confirmed: { ar: ['description'], fr: ['name'] },
    })
  })

  it('when the body is a read of the record, then what the read adds is dropped and the fields are kept', () => {
    const read = {
      title: 'Grid Controller',
      partner: 'voltline',
      id: 'grid-controller',
      slug: 'grid-controller',
      version: VERSION,
      outdated_ar: [],
      lang: 'en',
      missing: [],
      merged_fields: [],
      partner_details: { slug: 'voltline', name: 'Voltline' },
    }
    expect(fieldsOfBody('products', read)).toEqual({
      title: 'Grid Controller',
      partner: 'voltline',
    })
  })

  it('when the body has keys that are no field and no part of a read, then 400 names each of them', () => {
    expect(
      refusedFields(() =>
        fieldsOfBody('partners', { name: 'X', colour: 'red', partner_details: null }),
      ),
    ).toEqual({ colour: 'Not a field of a partner', partner_details: 'Not a field of a partner' })
  })
})

describe("a record save's text", () => {
  it('when one field changes in a hand-written file, then only its line changes and the file keeps its layout', () => {
    const { text } = recordText(
      'partners',
      { ...stored, description: 'Power electronics and drives.' },
      { data: stored, text: handWritten },
    )
    const before = handWritten.split('\r\n')
    const after = text.split('\r\n')
    expect(after.length).toBe(before.length)
    expect(after.filter((line, i) => line !== before[i])).toEqual([
      '    "description": "Power electronics and drives.",',
    ])
  })

  it('when a field is invalid, then 400 names it and no text is made', () => {
    expect(
      refusedFields(() =>
        recordText(
          'partners',
          { ...stored, website: 'not an address' },
          { data: stored, text: handWritten },
        ),
      ),
    ).toHaveProperty('website')
  })

  it('when the Arabic changes, then it is stamped with the English it was made from; a new record is stamped too', () => {
    const { data } = recordText(
      'partners',
      { ...stored, ar: { name: 'فولتلاين للطاقة' } },
      { data: stored, text: handWritten },
    )
    expect(data.ar).toEqual({ name: 'فولتلاين للطاقة', _en: { name: sourceStamp('Voltline') } })
    const created = recordText('partners', stored, { data: null, text: null })
    expect(created.data.ar).toEqual({ name: 'فولتلاين', _en: { name: sourceStamp('Voltline') } })
  })
})
