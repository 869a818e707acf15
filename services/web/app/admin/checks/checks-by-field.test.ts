import { describe, expect, it } from 'vitest'
import { checksByField, inSection } from './checks-by-field'

const problems = [
  { field: 'detailed_description', message: 'Line 1: link to /x: there is no page' },
  { field: 'ar.detailed_description', message: 'Line 2: image a.jpg has no alt text' },
  { field: 'fr.legal.body', message: 'fr', severity: 'warning' as const },
  { field: 'legal.body', message: 'en' },
]

describe('content checks by field', () => {
  it('when the English form is drawn, then it gets the fields without a language, by their path', () => {
    expect(checksByField(problems, 'en')).toEqual({
      detailed_description: [problems[0]],
      'legal.body': [problems[3]],
    })
  })

  it('when a translation is drawn, then it gets only its own language, without the prefix', () => {
    expect(checksByField(problems, 'ar')).toEqual({ detailed_description: [problems[1]] })
    expect(checksByField(problems, 'fr')).toEqual({ 'legal.body': [problems[2]] })
  })

  it("when a page section is drawn, then it gets its own fields' problems by their keys in the section", () => {
    const byField = checksByField(problems, 'en')
    expect(inSection(byField, 'legal')).toEqual({ body: [problems[3]] })
    expect(inSection(byField, 'hero')).toEqual({})
  })
})
