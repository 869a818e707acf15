import { describe, expect, it } from 'vitest'
import {
  pageDefinitions,
  pagePublicPaths,
  pageKeys,
  translationLanguages,
  type SectionDefinition,
} from '@site/contract'
import { pageDocuments } from './documents.js'

/** A Markdown body speaking of the company's phone only through its placeholders. */
const body = 'Questions go to {company}[[phone: , telephone {phone}]].'

describe('a page whose text takes placeholders', () => {
  const values = {
    legal: { body, updated: '2026' },
    ...Object.fromEntries(translationLanguages.map((code) => [code, { legal: { body } }])),
  }
  const docs = pageDocuments('terms', values as never)

  it('when it is indexed, then in every language its text is the words it says, never a placeholder name', () => {
    expect(docs.map((doc) => doc.lang).sort()).toEqual(['en', ...translationLanguages].sort())
    for (const doc of docs) {
      const text = doc.fields.map((field) => field.value).join(' ')
      expect(text, doc.id).toContain('telephone')
      expect(text, doc.id).not.toMatch(/phone\}|\{|\[\[|company/)
    }
  })

  it('when any page is indexed, then its public address is the registry’s (the terms at /terms, the privacy policy at /privacy-policy.html)', () => {
    expect(docs[0]?.publicUrl).toBe(pagePublicPaths.terms)
    for (const page of pageKeys) {
      // one text field of the page's first section, so each page has a document
      const [section] = pageDefinitions[page] as readonly SectionDefinition[]
      const field = section?.fields.find((f) => f.kind === 'text' || f.kind === 'markdown')
      if (!section || !field) throw new Error(`${page} has no text field to index`)
      const [doc] = pageDocuments(page, { [section.key]: { [field.key]: 'Words' } } as never)
      expect(doc?.publicUrl, page).toBe(pagePublicPaths[page])
    }
  })
})
