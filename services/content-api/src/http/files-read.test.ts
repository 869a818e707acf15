import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi } from '../test-support/test-repo.js'
import { CONTENT_FILES_HEADER, filesReadBy } from './files-read.js'

describe('filesReadBy: the files behind each public read', () => {
  it('when a record is read, then its own file and the collections it shows are named', () => {
    expect(filesReadBy('/products/grid-controller')).toEqual([
      'products/grid-controller.md',
      'partners/',
    ])
    expect(filesReadBy('/solutions/smart-grid')).toEqual(['solutions/smart-grid.md', 'solutions/'])
    expect(filesReadBy('/clients/desert-utilities')).toEqual(['clients/desert-utilities.json'])
  })

  it('when a list is read, then its whole folder is named (added and deleted files too)', () => {
    expect(filesReadBy('/products')).toEqual(['products/', 'partners/'])
    expect(filesReadBy('/partners/')).toEqual(['partners/'])
  })

  it('when a page or one of its sections is read, then the page file is named', () => {
    expect(filesReadBy('/home-content')).toEqual(['pages/home.json'])
    expect(filesReadBy('/home-content/hero')).toEqual(['pages/home.json'])
  })

  it('when the company settings are read in either shape, then the settings file is named', () => {
    expect(filesReadBy('/company-settings')).toEqual(['settings/company.json'])
    expect(filesReadBy('/our-info')).toEqual(['settings/company.json'])
    expect(filesReadBy('/redirects')).toEqual(['settings/redirects.json'])
  })

  it("when the images' versions are read (every public page's layout does), then only the media folder is named: a product's save leaves Home cached", () => {
    expect(filesReadBy('/media-versions')).toEqual(['media/'])
  })

  it('when a read is not one of those, then it may have read anything (*)', () => {
    for (const path of [
      '/sitemap',
      '/media',
      '/revision',
      '/products/grid-controller/history',
      '/products/Not_A_Slug',
      '/nowhere-content',
      '/home-content/hero/extra',
      '/our-info/company_name',
    ])
      expect(filesReadBy(path), path).toEqual(['*'])
  })
})

describe(`${CONTENT_FILES_HEADER} on real reads`, () => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  beforeAll(async () => {
    api = await startTestApi()
  })
  afterAll(() => api.close())

  const filesOf = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.url}/api${path}`, { headers })
    await res.arrayBuffer()
    return { status: res.status, files: res.headers.get(CONTENT_FILES_HEADER), res }
  }

  it('when a product is read in Arabic, then the answer names its file and the partners', async () => {
    expect(await filesOf('/products/grid-controller?lang=ar')).toMatchObject({
      status: 200,
      files: 'products/grid-controller.md, partners/',
    })
  })

  it('when a list, a page section or the settings are read, then each names what it read', async () => {
    expect((await filesOf('/products?lang=ar')).files).toBe('products/, partners/')
    expect((await filesOf('/home-content/hero')).files).toBe('pages/home.json')
    expect((await filesOf('/company-settings?lang=ar')).files).toBe('settings/company.json')
  })

  it('when a missing record is read, then its 404 names the file that would make it exist', async () => {
    expect(await filesOf('/products/not-yet')).toMatchObject({
      status: 404,
      files: 'products/not-yet.md, partners/',
    })
  })

  it('when a read is answered 304, then the header still names the files of the body it confirms', async () => {
    const first = await filesOf('/products/grid-controller')
    const etag = first.res.headers.get('etag') ?? ''
    expect(await filesOf('/products/grid-controller', { 'if-none-match': etag })).toMatchObject({
      status: 304,
      files: 'products/grid-controller.md, partners/',
    })
  })
})
