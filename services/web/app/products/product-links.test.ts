import { describe, expect, it } from 'vitest'
import { datasheetHref, quoteHref } from './product-links'

describe('product links', () => {
  it('when a quote is requested, then the contact page gets the product slug', () => {
    expect(quoteHref('corvane-rx500-rtu')).toBe('/contact?product=corvane-rx500-rtu')
  })

  it('when the product has a PDF datasheet, then it links to media (proxied or public)', () => {
    expect(datasheetHref('', 'media/rtu_sheet-v2.pdf')).toBe('/media/rtu_sheet-v2.pdf')
    expect(datasheetHref('https://cdn.example/', 'media/rtu.pdf')).toBe(
      'https://cdn.example/media/rtu.pdf',
    )
  })

  it('when there is no datasheet, or it is not a PDF reference, then there is no link', () => {
    expect(datasheetHref('', '')).toBeNull()
    expect(datasheetHref('', 'media/photo.jpg')).toBeNull()
    expect(datasheetHref('', '../secret.pdf')).toBeNull()
  })
})
