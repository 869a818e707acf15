import { describe, expect, it } from 'vitest'
import {
  MENU_MAX_CHILDREN,
  MENU_MAX_ITEMS,
  NavigationDocument,
  NavigationUpdate,
  navigationErrorsOf,
} from './navigation.js'

const link = (n: number) => ({ kind: 'link', url: `/p${n}`, label: `Link ${n}` })
const errorsOf = (value: unknown) => {
  const result = NavigationDocument.safeParse(value)
  if (result.success) throw new Error('expected the menus to be invalid')
  return navigationErrorsOf(result.error)
}

describe('the navigation schema', () => {
  it('when a menu holds a page, a record and a link with translations, then it is valid as written', () => {
    const doc = {
      header: [
        { kind: 'page', page: 'home', label: 'Home', ar: { label: 'الرئيسية' } },
        {
          kind: 'page',
          page: 'solutions',
          children: [{ kind: 'record', collection: 'solutions', slug: 'energy-systems' }],
        },
      ],
      footer: [
        {
          kind: 'link',
          url: 'https://example.com/x',
          label: 'Partner',
          fr: { label: 'Partenaire' },
        },
      ],
    }
    expect(NavigationDocument.parse(doc)).toEqual({ ...doc, actions: [], solutions: [] })
  })

  it('when the header buttons hold a dropdown or more than two items, then each is refused naming the menu', () => {
    expect(errorsOf({ actions: [{ ...link(1), children: [link(2)] }] })).toEqual({
      'actions.0.children':
        'Header buttons, item 1: A header button opens one page: it has no items under it',
    })
    expect(errorsOf({ actions: [link(1), link(2), link(3)] })).toEqual({
      actions: 'Header buttons: At most 2 items in one menu',
    })
    expect(NavigationDocument.parse({ actions: [link(1), link(2)] }).actions).toHaveLength(2)
  })

  it('when an item nests a third level, then it is refused with an error naming the item', () => {
    expect(
      errorsOf({ header: [{ ...link(1), children: [{ ...link(2), children: [link(3)] }] }] }),
    ).toEqual({
      'header.0.children.0.children':
        'Header menu, item 1.1: Menus nest 2 levels at most: move this item up a level',
    })
  })

  it('when a menu has more items than the bound, nested ones counted, then the error names the menu', () => {
    const children = Array.from({ length: MENU_MAX_CHILDREN }, (_, i) => link(100 + i))
    const items = Array.from({ length: 3 }, (_, i) => ({ ...link(i), children }))
    expect(errorsOf({ footer: items })).toEqual({
      footer: `Footer menu: At most ${MENU_MAX_ITEMS} items in one menu, those nested included`,
    })
    expect(
      errorsOf({ header: [{ ...link(0), children: [...children, link(99)] }] })[
        'header.0.children'
      ],
    ).toBe(`Header menu, item 1: At most ${MENU_MAX_CHILDREN} items under one item`)
  })

  it('when an item is wrong, then the error names the menu and the item (nested: 2.1)', () => {
    expect(
      errorsOf({
        header: [
          link(0),
          { ...link(1), children: [{ kind: 'link', url: 'javascript:alert(1)', label: 'x' }] },
        ],
        solutions: [{ kind: 'record', collection: 'partners', slug: 'voltline' }],
        footer: [{ kind: 'link', url: '//evil.example', label: '' }],
      }),
    ).toEqual({
      'header.1.children.0.url':
        'Header menu, item 2.1: Enter an https:// address or a path of this site starting with /',
      'solutions.0.collection':
        'Solution menu, item 1: Pick a collection whose records have a page',
      'footer.0.url':
        'Footer menu, item 1: Enter an https:// address or a path of this site starting with /',
      'footer.0.label': 'Footer menu, item 1: Enter a label',
    })
  })

  it('when a save has no version or an unknown page, then its errors name the field and the item', () => {
    const result = NavigationUpdate.safeParse({
      version: 'x',
      menus: { header: [{ kind: 'page', page: 'nowhere' }] },
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(navigationErrorsOf(result.error)).toEqual({
      version: expect.any(String),
      'menus.header.0.page': 'Header menu, item 1: Pick a page of the site',
    })
  })
})
