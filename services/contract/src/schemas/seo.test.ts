import { describe, expect, it } from 'vitest'
import {
  collectionDefinitions,
  collectionKeys,
  pageDefinitions,
  pageKeys,
  recordPagePath,
  translatableFieldKeys,
  translatablePageKeys,
  type FieldSet,
} from './index.js'
import { overSeoLimit, resolveSeo, SEO_SECTION } from './seo.js'

describe('SEO fields in the registry', () => {
  it('when a collection gives each record a page, then it has seo_title and seo_description, translatable; other collections have none', () => {
    for (const key of collectionKeys) {
      const def = collectionDefinitions[key]
      const fields = def.fields as FieldSet
      const ownPage = recordPagePath(def, 'x') !== null
      expect('seo_title' in fields, key).toBe(ownPage)
      expect('seo_description' in fields, key).toBe(ownPage)
      if (ownPage) {
        expect(translatableFieldKeys(key)).toEqual(
          expect.arrayContaining(['seo_title', 'seo_description']),
        )
        expect(def.groups.at(-1)?.fields).toEqual(['seo_title', 'seo_description'])
      }
    }
    expect(collectionKeys.filter((k) => 'seo_title' in collectionDefinitions[k].fields)).toEqual([
      'solutions',
      'products',
      'sectors',
    ])
  })

  it('when any page is read, then its last section holds the translatable SEO title and description', () => {
    for (const page of pageKeys) {
      const last = pageDefinitions[page].at(-1)
      expect(last?.key, page).toBe(SEO_SECTION)
      expect(last?.fields.map((f) => f.key)).toEqual(['seo_title', 'seo_description'])
      expect(translatablePageKeys(page)).toEqual(
        expect.arrayContaining(['seo.seo_title', 'seo.seo_description']),
      )
    }
  })
})

describe('resolveSeo', () => {
  const record = { title: 'Energy Systems', summary: 'Power for the region.' }
  const fallback = { title: record.title, description: record.summary }

  it('when no SEO text is given, then the title and summary are used, trimmed', () => {
    expect(resolveSeo({}, { title: ' A ', description: ' B ' })).toEqual({
      title: 'A',
      description: 'B',
    })
    expect(resolveSeo({ seo_title: '  ', seo_description: '' }, fallback)).toEqual({
      title: 'Energy Systems',
      description: 'Power for the region.',
    })
  })

  it('when SEO texts are given, then they win over the title and summary', () => {
    expect(
      resolveSeo({ seo_title: 'Grid storage', seo_description: 'Batteries.' }, fallback),
    ).toEqual({ title: 'Grid storage', description: 'Batteries.' })
  })

  it('when a translation has no SEO text of its own but a translated title, then the translated title wins over the English SEO text', () => {
    expect(
      resolveSeo(
        { seo_title: 'English SEO', seo_description: 'English desc' },
        { title: 'أنظمة الطاقة', description: 'وصف' },
        ['seo_title', 'seo_description'],
      ),
    ).toEqual({ title: 'أنظمة الطاقة', description: 'وصف' })
  })

  it('when neither the SEO text nor the title is translated, then the English SEO text is kept', () => {
    expect(
      resolveSeo(
        { seo_title: 'English SEO' },
        { title: 'Energy Systems' },
        ['seo_title', 'title'],
        {
          title: true,
        },
      ).title,
    ).toBe('English SEO')
  })

  it('when a text is longer than the display limit in characters, then it is over; at the limit it is not', () => {
    expect(overSeoLimit('title', 'x'.repeat(60))).toBe(false)
    expect(overSeoLimit('title', 'x'.repeat(61))).toBe(true)
    expect(overSeoLimit('description', 'ع'.repeat(155))).toBe(false)
    expect(overSeoLimit('description', 'ع'.repeat(156))).toBe(true)
  })
})
