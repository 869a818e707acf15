import { DEFAULT_MEDIA_META, mediaMetaVersion, type MediaItem } from '@site/contract'
import { describe, expect, it } from 'vitest'
import { filterMedia, mediaFilterOf } from './media-filter'

const image = (file: string, extra: Partial<MediaItem> = {}): MediaItem => ({
  ref: `media/${file}`,
  file,
  bytes: 1,
  modified: '2026-01-01T00:00:00.000Z',
  usedBy: [],
  alts: [],
  meta: DEFAULT_MEDIA_META,
  version: mediaMetaVersion(DEFAULT_MEDIA_META),
  ...extra,
})
const used: MediaItem['usedBy'] = [
  {
    kind: 'page',
    page: 'home',
    field: 'hero.image',
    lang: 'en',
    title: 'Home page',
    admin_url: '/admin/home-contents?edit=hero#field-image',
  },
]
const items = [
  image('plant.jpg', { alts: ['Solar plant at dusk', 'محطة شمسية'], usedBy: used }),
  image('logo.png'),
  image('team.webp'),
]
const files = (list: MediaItem[]) => list.map((item) => item.file)

describe('the media library filter', () => {
  it('when the query is an alt text in any language, then the image it describes is found', () => {
    expect(files(filterMedia(items, { q: 'DUSK' }))).toEqual(['plant.jpg'])
    expect(files(filterMedia(items, { q: 'شمسية' }))).toEqual(['plant.jpg'])
    expect(files(filterMedia(items, { q: 'home page' }))).toEqual(['plant.jpg'])
    expect(files(filterMedia(items, { q: 'logo' }))).toEqual(['logo.png'])
  })

  it('when a kind and "unused" are chosen, then only unused images of that format show', () => {
    expect(files(filterMedia(items, { unused: true }))).toEqual(['logo.png', 'team.webp'])
    expect(files(filterMedia(items, { kind: 'webp', unused: true }))).toEqual(['team.webp'])
    expect(files(filterMedia(items, { kind: 'jpeg', unused: true }))).toEqual([])
  })

  it('when the URL names a filter, then it is read back; unknown values are ignored', () => {
    expect(mediaFilterOf(new URLSearchParams('q=plant&kind=avif&unused=1'))).toEqual({
      q: 'plant',
      kind: 'avif',
      unused: true,
    })
    expect(mediaFilterOf(new URLSearchParams(`kind=exe&unused=yes&q=${'x'.repeat(500)}`))).toEqual({
      q: 'x'.repeat(200),
      kind: null,
      unused: false,
    })
  })
})
