import { describe, expect, it } from 'vitest'
import { accessRouteOf } from './access-routes.js'

describe('accessRouteOf', () => {
  it('when a path ends in a slash or is asked with HEAD, then it is the GET route without the slash', () => {
    expect(accessRouteOf('HEAD', '/clients/acme/')).toMatchObject({
      method: 'GET',
      path: '/clients/:slug',
    })
  })

  it('when a literal segment and a parameter could both fit, then the earlier line wins', () => {
    expect(accessRouteOf('GET', '/home-content/history')).toMatchObject({
      path: '/home-content/history',
      action: 'history',
    })
    expect(accessRouteOf('GET', '/home-content/hero')).toMatchObject({
      path: '/home-content/:section',
      action: 'read',
    })
  })

  it('when a parameter segment is empty, the method differs or the path is longer, then no route fits', () => {
    expect(accessRouteOf('GET', '/clients//history')).toBeNull()
    expect(accessRouteOf('PUT', '/revision')).toBeNull()
    expect(accessRouteOf('GET', '/clients/acme/history/abc/more')).toBeNull()
  })
})
