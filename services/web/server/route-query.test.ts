import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { cacheKeyFactory } from './route-query.js'

const build = {
  routes: {
    root: { id: 'root', path: '', module: {} },
    home: { id: 'home', parentId: 'root', index: true, module: {} },
    contact: {
      id: 'contact',
      parentId: 'root',
      path: 'contact',
      module: { handle: { cacheQuery: ['subject', 'product'] } },
    },
    solution: { id: 'solution', parentId: 'root', path: 'solutions/:slug', module: {} },
  },
} as unknown as Pick<ServerBuild, 'routes'>

const keyOf = cacheKeyFactory(build)
const key = keyOf

describe('page cache keys', () => {
  it('when a route declares no query parameters, then any query string maps to the bare path', () => {
    expect(key('/?b=1')).toBe('/')
    expect(key('/solutions/x?utm_source=a&b=2')).toBe('/solutions/x')
  })

  it('when a route declares parameters, then only those are kept, sorted', () => {
    expect(key('/contact?utm=1&subject=Hi&product=p1')).toBe('/contact?product=p1&subject=Hi')
    expect(key('/contact?utm=1')).toBe('/contact')
  })

  it("when a client navigation asks a .data URL, then the route's parameters and _routes are kept", () => {
    expect(key('/contact.data?subject=Hi&x=1&_routes=routes%2Fcontact')).toBe(
      '/contact.data?_routes=routes%2Fcontact&subject=Hi',
    )
    expect(key('/_root.data?b=1')).toBe('/_root.data')
  })

  it('when the path looks like another host (//host/x), then the key keeps the whole path', () => {
    expect(key('//evil.example/x?b=1')).toBe('//evil.example/x')
  })
})
