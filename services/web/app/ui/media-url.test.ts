import { describe, expect, it } from 'vitest'
import { mediaFile, mediaSrcSet, mediaUrl } from './media-url'
import { mediaWidths, srcSetWidths } from './media-widths'

describe('media URLs', () => {
  it('when a ref is "media/<file>", then the file is extracted', () => {
    expect(mediaFile('media/hero-abc123.jpg')).toBe('hero-abc123.jpg')
  })

  it('when a ref is empty or outside media/, then there is no file', () => {
    expect(mediaFile('')).toBeNull()
    expect(mediaFile(undefined)).toBeNull()
    expect(mediaFile('media/../secrets.jpg')).toBeNull()
    expect(mediaFile('https://example.com/x.jpg')).toBeNull()
  })

  it('when the base is empty, then URLs point at web own /media proxy', () => {
    expect(mediaUrl('', 'a.jpg', 640, 'webp')).toBe('/media/a.jpg?w=640&f=webp')
  })

  it('when a base is given, then it prefixes the URL without doubling slashes', () => {
    expect(mediaUrl('https://cdn.example.com/', 'a.jpg', 480, 'jpeg')).toBe(
      'https://cdn.example.com/media/a.jpg?w=480&f=jpeg',
    )
  })

  it('when a srcset is built, then it lists every srcset width with its w descriptor', () => {
    const srcset = mediaSrcSet('', 'a.jpg', 'webp')
    expect(srcset.split(', ')).toEqual(srcSetWidths.map((w) => `/media/a.jpg?w=${w}&f=webp ${w}w`))
    expect(srcset).toContain('480w')
    expect(srcset).toContain('1920w')
  })

  it('when srcset widths are chosen, then each one is in the media allow-list', () => {
    for (const w of srcSetWidths) expect(mediaWidths).toContain(w)
  })

  it('when an aspect and a version are given, then every candidate asks for that shape at that version', () => {
    expect(mediaUrl('', 'a.jpg', 640, 'webp', { aspect: [16, 9], version: 'abc1234' })).toBe(
      '/media/a.jpg?w=640&h=360&f=webp&v=abc1234',
    )
    const srcset = mediaSrcSet('', 'a.jpg', 'avif', srcSetWidths, { aspect: [16, 10] })
    expect(srcset.split(', ')).toEqual(
      srcSetWidths.map((w) => `/media/a.jpg?w=${w}&h=${(w * 10) / 16}&f=avif ${w}w`),
    )
  })
})
