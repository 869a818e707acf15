import { describe, expect, it } from 'vitest'
import { client } from '../test-support/load-context'
import { clientsStrip } from './clients-strip'

describe('clientsStrip', () => {
  it('when some clients are featured, then they come first, each group in the order content-api answered', () => {
    const strip = clientsStrip([
      client('a'),
      client('b', { is_featured: true }),
      client('c'),
      client('d', { is_featured: true }),
    ])
    expect(strip.map((c) => c.slug)).toEqual(['b', 'd', 'a', 'c'])
  })

  it('when a client is inactive (a signed-in preview reads every record), then it is left out', () => {
    const strip = clientsStrip([
      client('shown'),
      client('hidden', { is_active: false, is_featured: true }),
    ])
    expect(strip.map((c) => c.slug)).toEqual(['shown'])
  })

  it('when a client has a website, then only an http(s) address is kept as its link', () => {
    const strip = clientsStrip([
      client('web', { website: 'https://kilima.example' }),
      client('none'),
      client('odd', { website: 'javascript:alert(1)' }),
    ])
    expect(strip.map((c) => c.website)).toEqual(['https://kilima.example', '', ''])
  })

  it('when an Arabic read fell back to English, then the strip keeps which fields did', () => {
    const arabic = {
      ...client('k', { name: 'Kilima Towers', industry: 'الاتصالات' }),
      missing: ['name'],
    }
    expect(clientsStrip([arabic])).toEqual([
      {
        slug: 'k',
        name: 'Kilima Towers',
        industry: 'الاتصالات',
        logo: 'media/client-k.png',
        website: '',
        missing: ['name'],
      },
    ])
  })
})
