import { describe, expect, it } from 'vitest'
import { bands, linearScale, niceMax, shortDay } from './chart-scale'

describe('the analytics chart scale', () => {
  it('when the largest value is given, then the axis top is the next 1, 2 or 5 × 10^n', () => {
    expect([0, 1, 3, 10, 11, 42, 180, 501, 9_999].map(niceMax)).toEqual([
      1, 1, 5, 10, 20, 50, 200, 1000, 10_000,
    ])
  })

  it('when values are scaled, then 0..max spans the length and an empty domain stays at 0', () => {
    const y = linearScale(50, 200)
    expect([y(0), y(25), y(50), y(-3)]).toEqual([0, 100, 200, 0])
    expect(linearScale(0, 200)(7)).toBe(0)
  })

  it('when days are banded, then each has an equal share with its centre in the middle', () => {
    const { centre, width } = bands(4, 400)
    expect(width).toBe(100)
    expect([centre(0), centre(3)]).toEqual([50, 350])
  })

  it('when a day is labelled, then it reads as day and month whatever the server zone', () => {
    expect(shortDay('2026-11-24')).toBe('24 Nov')
    expect(shortDay('nonsense')).toBe('nonsense')
  })
})
