import { describe, expect, it } from 'vitest'
import { WindowCounter } from './window-counter.js'

describe('WindowCounter', () => {
  it('when more keys come than are remembered, then the oldest are forgotten and the count stays bounded', () => {
    const counter = new WindowCounter(60_000, 1000)
    for (let i = 0; i < 50_000; i++) counter.hit(`visitor-${i}`, 1000)
    expect(counter.size).toBe(1000)
    expect(counter.hit('visitor-49999', 1000)).toBe(2) // the newest are kept
    expect(counter.hit('visitor-0', 1000)).toBe(1) // the oldest were forgotten
  })

  it("when a key's window is over, then it is forgotten and counts from one again", () => {
    const counter = new WindowCounter(1000, 10)
    expect(counter.hit('a', 0)).toBe(1)
    expect(counter.hit('a', 999)).toBe(2)
    expect(counter.hit('b', 1000)).toBe(1)
    expect(counter.size).toBe(1) // a's window ended
    expect(counter.hit('a', 1000)).toBe(1)
  })
})
