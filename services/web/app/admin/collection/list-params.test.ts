import { describe, expect, it } from 'vitest'
import { collectionDefinitions } from '@site/contract'
import { apiQueryOf, readListView, showsHandOrder, withView } from './list-params'

const products = collectionDefinitions.products
const view = (search: string) => readListView(products, new URLSearchParams(search))

describe('a list view in the URL', () => {
  it('when the URL names a sort, filters and a search, then the API query carries each as a term', () => {
    const read = view('sort=title&order=desc&status=inactive&lang=ar&category=Storage&q=lfp&page=3')
    expect(apiQueryOf(read)).toEqual({
      sort: 'title',
      order: 'desc',
      filter: ['status:inactive', 'lang:ar', 'category:Storage'],
      q: 'lfp',
      page: 3,
      limit: 50,
    })
  })

  it('when the URL names a column, status or page the collection does not have, then they are left out', () => {
    const read = readListView(
      collectionDefinitions.solutions,
      new URLSearchParams('sort=summary&status=inactive&page=-2&lang=xx'),
    )
    expect(read).toMatchObject({ sort: null, status: null, page: 1, lang: null })
  })

  it('when the URL names any translation language of the list, then the view filters by it; English is no translation', () => {
    expect(view('lang=fr').lang).toBe('fr')
    expect(apiQueryOf(view('status=outdated&lang=fr')).filter).toEqual([
      'status:outdated',
      'lang:fr',
    ])
    expect(view('lang=en').lang).toBeNull()
  })

  it('when a filter changes, then the list starts again at page 1 and the notice parameters go', () => {
    const params = new URLSearchParams('sort=title&page=4&saved=alpha&q=x')
    expect(withView(params, { fields: { category: 'Storage' } }).toString()).toBe(
      'sort=title&q=x&category=Storage',
    )
    expect(withView(params, { page: 5 }).toString()).toBe('sort=title&q=x&page=5')
    expect(withView(params, { sort: null, q: '' }).toString()).toBe('')
  })

  it('when a list is sorted by another column or narrowed, then it does not offer reordering by hand', () => {
    expect(showsHandOrder(products, view(''))).toBe(true)
    expect(showsHandOrder(products, view('sort=sort_order'))).toBe(true)
    expect(showsHandOrder(products, view('sort=title'))).toBe(false)
    expect(showsHandOrder(products, view('status=inactive'))).toBe(false)
    expect(showsHandOrder(products, view('q=lfp'))).toBe(false)
  })
})
