import { describe, expect, it } from 'vitest'
import {
  ANY_FILE,
  cacheTagsOf,
  purgeTagsOf,
  recordingContentFiles,
  touches,
} from './content-files.js'

/** A fetch answering `status` with `files` in X-Content-Files (none when null). */
const answering =
  (files: string | null, status = 200): typeof fetch =>
  async () =>
    new Response(status === 304 ? null : '{}', {
      status,
      headers: files === null ? {} : { 'X-Content-Files': files },
    })

describe('recordingContentFiles: what a render read', () => {
  it('when reads name their files, then the render gathers all of them', async () => {
    const read = new Set<string>()
    await recordingContentFiles(answering('pages/home.json'), read)('http://api/home-content')
    await recordingContentFiles(
      answering('solutions/, settings/company.json'),
      read,
    )('http://api/x')
    expect([...read]).toEqual(['pages/home.json', 'solutions/', 'settings/company.json'])
  })

  it('when an answer does not say what it read, then the render may have read anything', async () => {
    const read = new Set<string>()
    await recordingContentFiles(answering(null), read)('http://api/unknown')
    expect([...read]).toEqual([ANY_FILE])
  })

  it('when a read fails (content-api down or overloaded), then the render depends on anything: what it showed instead is not tied to a file', async () => {
    const down = new Set<string>()
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed')
    }
    await expect(recordingContentFiles(failing, down)('http://api/solutions')).rejects.toThrow()
    expect([...down]).toEqual([ANY_FILE])

    const overloaded = new Set<string>()
    await recordingContentFiles(answering('solutions/', 503), overloaded)('http://api/solutions')
    expect([...overloaded]).toContain(ANY_FILE)
  })
})

describe('touches: whether a change reaches a page', () => {
  const home = ['pages/home.json', 'solutions/', 'settings/company.json']
  const product = ['products/a.md', 'partners/', 'solutions/', 'settings/company.json']
  const productList = ['products/', 'partners/', 'solutions/', 'settings/company.json']

  it("when one product changes, then Home is untouched and that product's page and the list are touched", () => {
    expect(touches(home, ['products/a.md'])).toBe(false)
    expect(touches(product, ['products/a.md'])).toBe(true)
    expect(touches(productList, ['products/a.md'])).toBe(true)
    expect(touches(['products/b.md', 'partners/'], ['products/a.md'])).toBe(false)
  })

  it('when a product is added or deleted, then lists (folders) are touched', () => {
    expect(touches(productList, ['products/new-one.md'])).toBe(true)
  })

  it('when anything under settings changes (company settings, redirects), then every page is touched', () => {
    expect(touches(['pages/home.json'], ['settings/company.json'])).toBe(true)
    expect(touches(['pages/home.json'], ['settings/redirects.json'])).toBe(true)
  })

  it('when a page read anything or nothing is known of its reads, then every change touches it', () => {
    expect(touches([ANY_FILE], ['products/a.md'])).toBe(true)
    expect(touches([], ['products/a.md'])).toBe(true)
  })
})

describe('cache tags: what a shared cache in front purges by', () => {
  const pages = [
    ['pages/home.json', 'solutions/', 'settings/company.json'],
    ['products/a.md', 'partners/', 'solutions/', 'settings/company.json'],
    ['products/', 'partners/', 'solutions/', 'settings/company.json'],
    ['products/b.md', 'partners/'],
    ['pages/home.json'],
    ['media/'],
    [ANY_FILE],
    [],
  ]
  const changes = [
    ['products/a.md'],
    ['products/new-one.md'],
    ['partners/voltline.json'],
    ['settings/company.json'],
    ['settings/redirects.json'],
    ['pages/home.json'],
    ['media/photo.jpg', 'products/b.md'],
    ['about-sections/mission.md'],
  ]

  it('when any change meets any page, then purging its tags removes the page exactly when the page cache would render it anew', () => {
    for (const dependencies of pages)
      for (const files of changes) {
        const tags = new Set(cacheTagsOf(dependencies))
        const purged = purgeTagsOf(files).some((tag) => tags.has(tag))
        expect(purged, `${JSON.stringify(dependencies)} after ${JSON.stringify(files)}`).toBe(
          touches(dependencies, files),
        )
      }
  })

  it('when a page read one product, then its tags name that file, the folders it listed and the site-wide settings', () => {
    expect(cacheTagsOf(['products/a.md', 'partners/'])).toEqual([
      'products/a.md',
      'partners/',
      'settings/',
    ])
    expect(cacheTagsOf([ANY_FILE])).toEqual(['all'])
  })
})
