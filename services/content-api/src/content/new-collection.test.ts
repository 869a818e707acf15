import { describe, expect, it, vi } from 'vitest'
import type * as Schemas from '@site/contract'

/*
 * A collection that exists only in this test, added to the registry's definitions alone (the
 * module itself, so the registry's own helpers see it too): its reference fields say what a read
 * embeds, its public path where a rename's redirect leads, and nothing in content-api names it.
 */
vi.mock('../../../contract/src/schemas/fields/collections.ts', async (importOriginal) => {
  const real = await importOriginal<Pick<typeof Schemas, 'collectionDefinitions'>>()
  // the builders from their own modules ('@site/contract' imports this one), by a path computed
  // at run time: the package's typecheck keeps to its own sources
  const fieldsDir = '../../../contract/src/schemas/fields'
  const { reference, text } = (await import(`${fieldsDir}/field-kinds.js`)) as typeof Schemas
  const { translatableKeys } = (await import(
    `${fieldsDir}/translation-fields.js`
  )) as typeof Schemas
  const gadgets = {
    name: 'gadgets',
    label: 'gadget',
    title: 'Gadgets',
    admin: { icon: 'star', hint: 'Gadgets with pages' },
    titleField: 'title',
    listColumns: [],
    publicPath: '/gadgets/:slug',
    fields: {
      title: text('Title', { required: true, max: 120 }),
      maker: reference('Maker', {
        collection: 'partners',
        embed: { fields: ['name', 'website'], as: 'maker_details' },
      }),
      sectors: reference('Sectors', {
        collection: 'sectors',
        many: true,
        embed: { fields: ['title'] },
      }),
      // no embed: read as stored
      related: reference('Related', { collection: 'solutions', many: true }),
    },
    groups: [{ legend: 'Texts', fields: ['title', 'maker', 'sectors', 'related'] }],
  } satisfies Schemas.CollectionFields
  const collectionDefinitions = { ...real.collectionDefinitions, gadgets }
  return {
    ...real,
    collectionDefinitions,
    collectionKeys: Object.keys(collectionDefinitions),
    isCollectionKey: (name: string) => Object.hasOwn(collectionDefinitions, name),
    translatableFieldKeys: (name: keyof typeof collectionDefinitions) =>
      translatableKeys(collectionDefinitions[name].fields),
  }
})

const { ContentIndex } = await import('./content-index.js')
const { present, readOnlyKeysOf } = await import('./presenter.js')
const { filesReadBy } = await import('../http/files-read.js')
const { recordPathOf } = await import('@site/contract')
const { redirectsAfterRename } = await import('./redirect-service.js')

const gadget = 'gadgets' as never
const entry = (data: Record<string, unknown>) => ({ file: 'x', version: 'v1', data })

function indexWithRecords() {
  const index = new ContentIndex()
  index
    .collection('partners')
    .set('voltline', entry({ name: 'Voltline', website: 'https://v.example', logo: 'v.png' }))
  index.collection('partners').set('dormant', entry({ name: 'Dormant', is_active: false }))
  index.collection('sectors').set('utilities', entry({ title: 'Utilities', description: 'Grids' }))
  return index
}

describe('a collection whose reference fields declare an embed, added to the registry alone', () => {
  it('when a record is read, then the embeds are expanded in place or beside, and a reference without one stays its slugs', () => {
    const index = indexWithRecords()
    const stored = {
      title: 'Meter',
      maker: 'voltline',
      sectors: ['utilities', 'gone'],
      related: ['energy-systems'],
    }
    const read = present(index, gadget, 'meter', entry(stored), { editor: false })
    expect(read).toMatchObject({
      maker: 'voltline',
      maker_details: {
        id: 'voltline',
        slug: 'voltline',
        name: 'Voltline',
        website: 'https://v.example',
      },
      sectors: [{ id: 'utilities', slug: 'utilities', title: 'Utilities' }],
      related: ['energy-systems'],
    })
    // only the fields the embed names
    expect(read.maker_details).not.toHaveProperty('logo')
    expect(read.sectors).toEqual([{ id: 'utilities', slug: 'utilities', title: 'Utilities' }])
  })

  it('when the referred record is inactive, then the public read embeds null and an editor sees it', () => {
    const index = indexWithRecords()
    const stored = entry({ title: 'Meter', maker: 'dormant', sectors: [] })
    expect(present(index, gadget, 'meter', stored, { editor: false }).maker_details).toBeNull()
    expect(present(index, gadget, 'meter', stored, { editor: true }).maker_details).toMatchObject({
      name: 'Dormant',
    })
  })

  it('when it is read at depth 0, then every reference is as stored and nothing is added', () => {
    const index = indexWithRecords()
    const stored = { title: 'Meter', maker: 'voltline', sectors: ['utilities'] }
    const read = present(index, gadget, 'meter', entry(stored), { editor: false, depth: 0 })
    expect(read).toMatchObject(stored)
    expect(read).not.toHaveProperty('maker_details')
  })

  it('when a read of it is saved back, then the key added beside is ignored, and its reads depend on the embedded folders', () => {
    expect(readOnlyKeysOf(gadget).has('maker_details')).toBe(true)
    expect(readOnlyKeysOf('partners').has('maker_details')).toBe(false)
    expect(filesReadBy('/gadgets/meter')).toEqual(['gadgets/meter.json', 'partners/', 'sectors/'])
  })
})

describe('a collection with record pages, added to the registry alone', () => {
  it('when a record is renamed, then its old page redirects to the new one', () => {
    const from = recordPathOf(gadget, 'meter')
    const to = recordPathOf(gadget, 'smart-meter')
    expect([from, to]).toEqual(['/gadgets/meter', '/gadgets/smart-meter'])
    expect(redirectsAfterRename([], from ?? '', to ?? '')).toEqual([
      { from: '/gadgets/meter', to: '/gadgets/smart-meter' },
    ])
  })
})
