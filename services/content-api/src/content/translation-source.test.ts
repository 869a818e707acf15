import { describe, expect, it } from 'vitest'
import {
  outdatedByLanguage,
  outdatedTranslations,
  sourceStamp,
  stampTranslations,
  withImpliedStamps,
} from './translation-source.js'

const keys = ['title', 'features']
const stamped = stampTranslations(keys, null, {
  title: 'Energy',
  features: ['Solar'],
  ar: { title: 'الطاقة', features: ['شمسي'] },
})

describe('translation stamps', () => {
  it('when a record is created with Arabic, then each translation is stamped with its English and none is outdated', () => {
    expect(stamped.ar).toMatchObject({
      _en: { title: sourceStamp('Energy'), features: sourceStamp(['Solar']) },
    })
    expect(outdatedTranslations(keys, stamped, 'ar')).toEqual([])
  })

  it('when the English changes, then that field is outdated and the stamp keeps the old English', () => {
    const next = stampTranslations(keys, stamped, { ...stamped, title: 'Energy Systems' })
    expect(outdatedTranslations(keys, next, 'ar')).toEqual(['title'])
    expect((next.ar as { _en: Record<string, string> })._en.title).toBe(sourceStamp('Energy'))
  })

  it('when the translator updates the Arabic or confirms it, then it is current again', () => {
    const changed = stampTranslations(keys, stamped, { ...stamped, title: 'Energy Systems' })
    const updated = stampTranslations(keys, changed, {
      ...changed,
      ar: { ...(changed.ar as object), title: 'أنظمة الطاقة' },
    })
    expect(outdatedTranslations(keys, updated, 'ar')).toEqual([])
    const confirmed = stampTranslations(keys, changed, changed, { ar: ['title'] })
    expect(outdatedTranslations(keys, confirmed, 'ar')).toEqual([])
  })

  it('when a translation written before stamps existed sees its English change, then it is outdated', () => {
    const legacy = { title: 'Energy', features: [], ar: { title: 'الطاقة' } }
    const next = stampTranslations(keys, legacy, { ...legacy, title: 'Power' })
    expect(outdatedTranslations(keys, next, 'ar')).toEqual(['title'])
    // an unrelated save leaves a legacy translation unflagged
    expect(outdatedTranslations(keys, stampTranslations(keys, legacy, legacy), 'ar')).toEqual([])
  })

  it('when a client sends stamps of its own, then they are replaced by the computed ones', () => {
    const forged = stampTranslations(keys, stamped, {
      ...stamped,
      title: 'Changed',
      ar: { ...(stamped.ar as object), _en: { title: sourceStamp('Changed') } },
    })
    expect(outdatedTranslations(keys, forged, 'ar')).toEqual(['title'])
  })

  it('when the Arabic is removed, then its stamp goes too, and an empty ar is dropped', () => {
    const next = stampTranslations(keys, stamped, { title: 'Energy', features: ['Solar'] })
    expect(next.ar).toBeUndefined()
  })

  it('when a record has French beside Arabic, then each language keeps its own stamps and is outdated on its own', () => {
    const both = stampTranslations(keys, null, {
      title: 'Energy',
      features: ['Solar'],
      ar: { title: 'الطاقة' },
      fr: { title: 'Énergie', features: ['Solaire'] },
    })
    expect(both.fr).toMatchObject({ _en: { title: sourceStamp('Energy') } })
    const changed = stampTranslations(keys, both, { ...both, title: 'Energy Systems' })
    expect(outdatedByLanguage(keys, changed)).toEqual({ ar: ['title'], fr: ['title'] })
    const frConfirmed = stampTranslations(keys, changed, changed, { fr: ['title'] })
    expect(outdatedByLanguage(keys, frConfirmed)).toEqual({ ar: ['title'], fr: [] })
  })
})

describe('stamps implied by a change from outside the admin', () => {
  const handWritten = {
    title: 'Energy',
    features: ['Solar'],
    fr: { title: 'Énergie', features: ['Solaire'] },
  }

  it('when the English of a never-stamped translation changes, then it is outdated; a translation changed with it is not', () => {
    const next = withImpliedStamps(keys, handWritten, {
      ...handWritten,
      title: 'Energy Systems',
      features: ['Solar', 'Wind'],
      fr: { title: 'Énergie', features: ['Solaire', 'Éolien'] },
    })
    expect(outdatedTranslations(keys, next, 'fr')).toEqual(['title'])
  })

  it('when the file has a stamp of its own, then it is kept as written', () => {
    const written = { ...handWritten, fr: { ...handWritten.fr, _en: { title: 'abcdefabcdef' } } }
    const next = withImpliedStamps(keys, handWritten, { ...written, title: 'Energy Systems' })
    expect((next.fr as { _en: Record<string, string> })._en).toEqual({ title: 'abcdefabcdef' })
  })

  it('when nothing of the English changed, then a never-stamped translation stays unstamped', () => {
    const next = withImpliedStamps(keys, handWritten, { ...handWritten, slug_note: 'x' })
    expect(next).toEqual({ ...handWritten, slug_note: 'x' })
  })
})
