import { describe, expect, it } from 'vitest'
import type { SearchResult } from '@site/contract'
import { adminI18n } from '../i18n/admin-i18n'
import { groupResults, resultContext } from './result-groups'

const en = adminI18n('en')
const ar = adminI18n('ar')

const result = (kind: SearchResult['kind'], title: string, extra: Partial<SearchResult> = {}) =>
  ({
    kind,
    title,
    snippet: title,
    marks: [],
    field: 'title',
    field_label: 'Title',
    lang: 'en',
    admin_url: '/admin',
    ...extra,
  }) satisfies SearchResult

describe('admin search result groups', () => {
  it("when results of several kinds come ranked, then the best result's group comes first, each group keeps its ranking, and they are numbered as shown", () => {
    const groups = groupResults(
      [
        result('setting', 'Main phone'),
        result('page', 'Privacy policy'),
        result('record', 'Battery'),
        result('setting', 'Sales phone'),
      ],
      en,
    )
    expect(groups.map((g) => [g.heading, g.results.map((r) => [r.result.title, r.index])])).toEqual(
      [
        [
          'Company Info',
          [
            ['Main phone', 0],
            ['Sales phone', 1],
          ],
        ],
        ['Pages', [['Privacy policy', 2]]],
        ['Content', [['Battery', 3]]],
      ],
    )
  })

  it("when a record's Arabic matched, then its context names the collection, the field and Arabic", () => {
    expect(
      resultContext(
        result('record', 'x', { collection: 'products', field_label: 'Summary', lang: 'ar' }),
        en,
      ),
    ).toBe('Product · Summary · Arabic')
  })

  it("when a record's French matched, then its context names French", () => {
    expect(
      resultContext(
        result('record', 'x', { collection: 'products', field_label: 'Summary', lang: 'fr' }),
        en,
      ),
    ).toBe('Product · Summary · French')
  })

  it('when the admin is in Arabic, then the groups are headed in Arabic and the context names the collection and the language in Arabic', () => {
    const groups = groupResults([result('setting', 'Main phone'), result('media', 'x.jpg')], ar)
    expect(groups.map((g) => g.heading)).toEqual(['معلومات الشركة', 'الوسائط'])
    expect(
      resultContext(
        result('record', 'x', { collection: 'products', field_label: 'Summary', lang: 'fr' }),
        ar,
      ),
    ).toBe('منتج · Summary · الفرنسية')
  })
})
