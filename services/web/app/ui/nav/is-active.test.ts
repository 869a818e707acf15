import { describe, expect, it } from 'vitest'
import { isActive } from './is-active'

describe('isActive', () => {
  it('when the path equals the item path, then the item is active', () => {
    expect(isActive('/about', '/about')).toBe(true)
    expect(isActive('/solutions', '/solutions')).toBe(true)
  })

  it('when the path is below the item path, then the item is active', () => {
    expect(isActive('/solutions/energy-systems', '/solutions')).toBe(true)
    expect(isActive('/products/42', '/products')).toBe(true)
  })

  it('when the item is the root, then it is active only on the root itself', () => {
    expect(isActive('/', '/')).toBe(true)
    expect(isActive('/about', '/')).toBe(false)
    expect(isActive('/solutions/energy-systems', '/')).toBe(false)
  })

  it('when the path only shares a prefix within a segment, then the item is not active', () => {
    expect(isActive('/solutionsx', '/solutions')).toBe(false)
    expect(isActive('/about-us', '/about')).toBe(false)
  })

  it('when the path has a trailing slash, query or hash, then they are ignored', () => {
    expect(isActive('/about/', '/about')).toBe(true)
    expect(isActive('/sectors?tab=1', '/sectors')).toBe(true)
    expect(isActive('/#solutions', '/')).toBe(true)
    expect(isActive('/#solutions', '/solutions')).toBe(false)
  })

  it('when the paths are unrelated, then the item is not active', () => {
    expect(isActive('/contact', '/about')).toBe(false)
  })
})
