import { describe, expect, it } from 'vitest'
import { normaliseWord, singular, tokenise } from './normalise.js'

describe('search normalisation', () => {
  it('when Arabic carries harakat, tatweel or a superscript alef, then they are ignored', () => {
    expect(normaliseWord('الطَّاقَةُ')).toBe(normaliseWord('الطاقه'))
    expect(normaliseWord('كـهـربـاء')).toBe('كهرباء')
    expect(normaliseWord('هٰذا')).toBe('هذا')
  })

  it('when Arabic writes alef with hamza or madda, or alef wasla, then it is a plain alef', () => {
    for (const form of ['أنظمة', 'إنظمة', 'آنظمة', 'ٱنظمة']) {
      expect(normaliseWord(form)).toBe(normaliseWord('انظمه'))
    }
  })

  it('when Arabic ends in taa marbuta or alef maqsura, then haa and yaa match them', () => {
    expect(normaliseWord('طاقة')).toBe(normaliseWord('طاقه'))
    expect(normaliseWord('مستوى')).toBe(normaliseWord('مستوي'))
  })

  it('when English differs in case or accents, then it is the same word', () => {
    expect(normaliseWord('Café')).toBe('cafe')
    expect(normaliseWord('SCADA')).toBe('scada')
    expect(normaliseWord('Ångström')).toBe('angstrom')
  })

  it('when an English word is a plural, then it is kept as its singular', () => {
    expect(singular('batteries')).toBe('battery')
    expect(singular('inverters')).toBe('inverter')
    expect(singular('switches')).toBe('switch')
    expect(singular('boxes')).toBe('box')
    // words that only look plural stay
    expect(singular('gas')).toBe('gas')
    expect(singular('status')).toBe('status')
    expect(singular('analysis')).toBe('analysis')
    expect(singular('access')).toBe('access')
  })

  it('when a text mixes scripts and punctuation, then its words are split the same way', () => {
    expect(tokenise('LFP-battery, 48V (طاقة) كـهرباء')).toEqual([
      'LFP',
      'battery',
      '48V',
      'طاقة',
      'كـهرباء',
    ])
  })
})
