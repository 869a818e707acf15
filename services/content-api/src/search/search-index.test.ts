import { describe, expect, it } from 'vitest'
import type { SearchDocument } from './documents.js'
import { SearchIndex } from './search-index.js'

/** A record document of `solutions` with a title and a body. */
function doc(slug: string, title: string, body: string, lang: 'en' | 'ar' = 'en'): SearchDocument {
  return {
    id: `record:solutions/${slug}:${lang}`,
    item: `record:solutions/${slug}`,
    kind: 'record',
    collection: 'solutions',
    slug,
    lang,
    title,
    titleText: title,
    fields: [
      { key: 'title', label: 'Title', value: title },
      { key: 'description', label: 'Short description', value: body },
    ],
    audience: 'public',
    adminUrl: `/admin/solutions/${slug}`,
    publicUrl: `/solutions/${slug}`,
  }
}

function indexOf(...docs: SearchDocument[]): SearchIndex {
  const index = new SearchIndex()
  for (const d of docs) index.put(d.id, [d])
  return index
}

const slugs = (index: SearchIndex, q: string, lang?: 'en' | 'ar') =>
  index.search(q, { limit: 10, audience: 'editor', ...(lang ? { lang } : {}) }).map((r) => r.slug)

describe('SearchIndex ranking', () => {
  it('when a word is in one title and another body, then the title comes first', () => {
    const index = indexOf(
      doc('body', 'Grid services', 'Monitoring for every inverter on the site.'),
      doc('title', 'Inverter maintenance', 'Scheduled visits.'),
    )
    expect(slugs(index, 'inverter')).toEqual(['title', 'body'])
  })

  it('when one title has the word, another a longer word it begins, a third a typo, then exact, prefix, typo', () => {
    const index = indexOf(
      doc('typo', 'Solor farms', 'Fields of panels.'),
      doc('prefix', 'Solarium cooling', 'Glass houses.'),
      doc('exact', 'Solar farms', 'Fields of panels.'),
    )
    expect(slugs(index, 'solar')).toEqual(['exact', 'prefix', 'typo'])
  })

  it('when the query is a plural, then the singular in the text is found, and the other way round', () => {
    const index = indexOf(
      doc('one', 'Battery storage', 'LFP cells.'),
      doc('many', 'Inverters', 'Hybrid units.'),
    )
    expect(slugs(index, 'batteries')).toEqual(['one'])
    expect(slugs(index, 'inverter')).toEqual(['many'])
  })

  it('when a word has a typo, then the record is still found', () => {
    const index = indexOf(doc('scada', 'SCADA integration', 'Substation automation.'))
    expect(slugs(index, 'substaton')).toEqual(['scada'])
  })

  it('when Arabic is typed without hamza or with taa marbuta as haa, then the Arabic record is found', () => {
    const index = indexOf(
      doc('storage', 'تخزين الطاقة', 'أنظمة البطاريات للمنشآت', 'ar'),
      doc('storage-en', 'Energy storage', 'Battery systems'),
    )
    expect(slugs(index, 'انظمه')).toEqual(['storage'])
    expect(slugs(index, 'الطاقه', 'ar')).toEqual(['storage'])
    expect(slugs(index, 'الطاقة', 'en')).toEqual([])
  })

  it('when a result is returned, then its snippet marks the matched words of the field that matched', () => {
    const index = indexOf(doc('lfp', 'Battery storage', 'Modules with LFP cells, rack mounted.'))
    const [result] = index.search('lfp', { limit: 5, audience: 'editor' })
    expect(result).toMatchObject({
      kind: 'record',
      field: 'description',
      field_label: 'Short description',
      snippet: 'Modules with LFP cells, rack mounted.',
      marks: [[13, 16]],
      admin_url: '/admin/solutions/lfp#field-description',
      public_url: '/solutions/lfp',
    })
  })

  it("when an item's English and Arabic both match, then it is listed once", () => {
    const index = indexOf(doc('x', 'SCADA', 'one', 'en'), doc('x', 'SCADA', 'two', 'ar'))
    expect(slugs(index, 'scada')).toEqual(['x'])
  })

  it('when documents are for admins only, then an editor does not find them and an admin does', () => {
    const index = new SearchIndex()
    index.put('message:1', [
      { ...doc('m', 'Quote for LFP racks', 'Please call'), kind: 'message', audience: 'admin' },
    ])
    expect(index.search('racks', { limit: 5, audience: 'editor' })).toEqual([])
    expect(index.search('racks', { limit: 5, audience: 'admin' })).toHaveLength(1)
  })

  it('when a source is put again or with no documents, then its old documents are gone', () => {
    const index = indexOf(doc('a', 'Cooling towers', 'Water.'))
    index.put('record:solutions/a:en', [doc('a', 'Chillers', 'Water.')])
    expect(slugs(index, 'cooling')).toEqual([])
    expect(slugs(index, 'chillers')).toEqual(['a'])
    index.put('record:solutions/a:en', [])
    expect(slugs(index, 'chillers')).toEqual([])
  })
})
