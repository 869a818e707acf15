import { describe, expect, it } from 'vitest'
import { translationLanguages } from '../languages.js'
import { pageValuesSchema } from '../pages.js'
import { placeholderFreeText, placeholderProblems, withFragments } from './placeholders.js'

const allowed = ['company', 'phone']

describe('placeholders in a text', () => {
  it('when a text names only its placeholders, then it has no problem', () => {
    expect(placeholderProblems('By {company}[[phone:  (telephone {phone})]].', allowed)).toEqual([])
  })

  it('when a text names an unknown placeholder, as a value or a fragment, then the problem names it and the known ones', () => {
    expect(placeholderProblems('By {compnay}[[fax: , fax {fax}]].', allowed)).toEqual([
      'unknown placeholder {fax} (the placeholders are {company}, {phone})',
      'unknown placeholder {compnay} (the placeholders are {company}, {phone})',
    ])
  })

  it('when a fragment is not closed, then that is the problem', () => {
    expect(placeholderProblems('By {company}[[phone: , telephone {phone}.', allowed)).toEqual([
      'a "[[name: text]]" fragment is not closed with "]]" or names no placeholder',
    ])
  })

  it('when a value is there, then its fragment is kept without its marks; when not, it is dropped', () => {
    const text = 'By {company}[[phone:  (telephone {phone})]].'
    expect(withFragments(text, () => true)).toBe('By {company} (telephone {phone}).')
    expect(withFragments(text, () => false)).toBe('By {company}.')
    // French typography's narrow no-break space before the colon is still a fragment
    expect(withFragments('À {company}[[phone\u202F: , téléphone {phone}]].', () => true)).toBe(
      'À {company}, téléphone {phone}.',
    )
  })
})

describe('a legal page file', () => {
  it('when its text names an unknown placeholder, in English or in any translation, then saving is refused naming the field', () => {
    for (const page of ['privacy', 'terms'] as const) {
      const english = pageValuesSchema(page).safeParse({
        legal: { updated: '2026', body: '## Who\n\nRun by {compnay}.' },
      })
      expect(english.success).toBe(false)
      expect(english.error?.issues[0]?.path).toEqual(['legal', 'body'])
      expect(english.error?.issues[0]?.message).toMatch(/^Text: unknown placeholder \{compnay\}/)
      for (const code of translationLanguages) {
        const translated = pageValuesSchema(page).safeParse({
          legal: { updated: '2026', body: '## Who\n\nRun by {company}.' },
          [code]: { legal: { body: '## ?\n\n{telephone}' } },
        })
        expect(translated.success, code).toBe(false)
        expect(translated.error?.issues[0]?.path).toEqual([code, 'legal', 'body'])
        expect(translated.error?.issues[0]?.message).toContain('{telephone}')
      }
    }
  })

  it('when its text uses the legal placeholders, then it is valid', () => {
    const body =
      '## Contact\n\n{company}, {name}[[phone: , {phone}]][[email: , {email}]], {retentionDays}[[provider: , {provider}]].'
    expect(pageValuesSchema('privacy').safeParse({ legal: { body } }).success).toBe(true)
  })
})

describe('the words a text with placeholders says', () => {
  it('when a text has values and fragments, then the fragments keep their words and no placeholder name is left', () => {
    expect(placeholderFreeText('Write to {company}[[phone : , telephone {phone}]].')).toBe(
      'Write to , telephone .',
    )
  })
})
