import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Asker, HashBudget, HashBudgetRefusal, type HashBudgetLimits } from './hash-budget.js'

const LIMITS: HashBudgetLimits = {
  slots: 2,
  strangerSlots: 1,
  strangerQueue: 2,
  strangerWaitMs: 1_000,
  knownQueue: 3,
  knownWaitMs: 5_000,
}

afterEach(() => {
  vi.useRealTimers()
})

/**
 * A budget whose "hashes" finish when the test says so. `started` lists the names of the hashes
 * that began, in order; `finish(name)` completes one.
 */
function budgetUnderTest(limits: HashBudgetLimits = LIMITS) {
  let clock = 0
  const budget = new HashBudget(limits, () => clock)
  const started: string[] = []
  const finishers = new Map<string, () => void>()
  const outcomes = new Map<string, 'done' | HashBudgetRefusal>()
  const ask = (asker: Asker, name: string) => {
    const result = budget.run(asker, () => {
      started.push(name)
      return new Promise<void>((resolve) => finishers.set(name, resolve))
    })
    const settled = result.then(
      () => void outcomes.set(name, 'done'),
      (error: unknown) => {
        if (!(error instanceof HashBudgetRefusal)) throw error
        outcomes.set(name, error)
      },
    )
    return settled
  }
  const finish = async (name: string, tookMs = 0) => {
    const resolve = finishers.get(name)
    if (!resolve) throw new Error(`${name} is not hashing`)
    clock += tookMs
    resolve()
    await flush()
  }
  return { budget, started, outcomes, ask, finish }
}

/** Lets every promise that can settle now settle. */
const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('password hashing budget', () => {
  it('when strangers hold their slot, then a known browser hashes at once in the slot kept for it', async () => {
    const { budget, started, ask } = budgetUnderTest()
    void ask('stranger', 's1')
    void ask('stranger', 's2')
    void ask('known', 'k1')
    await flush()
    expect(started).toEqual(['s1', 'k1'])
    expect(budget.load).toEqual({
      running: { known: 1, stranger: 1 },
      waiting: { known: 0, stranger: 1 },
    })
  })

  it('when every slot is busy, then a known browser that arrives last hashes before the strangers waiting', async () => {
    const { started, ask, finish } = budgetUnderTest()
    void ask('stranger', 's1')
    void ask('known', 'k1')
    void ask('stranger', 's2')
    void ask('stranger', 's3')
    void ask('known', 'k2')
    await flush()
    expect(started).toEqual(['s1', 'k1'])

    await finish('s1') // the freed slot goes to k2, not to s2 who waited longer
    expect(started).toEqual(['s1', 'k1', 'k2'])
    await finish('k1') // now a stranger may have its one slot again, in arrival order
    expect(started).toEqual(['s1', 'k1', 'k2', 's2'])
    await finish('k2')
    expect(started).toEqual(['s1', 'k1', 'k2', 's2']) // strangers never hold two slots
    await finish('s2')
    expect(started).toEqual(['s1', 'k1', 'k2', 's2', 's3'])
  })

  it("when the strangers' queue is full, then the next stranger is refused at once with when to retry, and its hash never runs", async () => {
    const { started, outcomes, ask, finish } = budgetUnderTest()
    void ask('stranger', 's1')
    await flush()
    await finish('s1', 400) // one hash timed: Retry-After follows the recent pace
    void ask('stranger', 's2')
    void ask('stranger', 's3')
    void ask('stranger', 's4')
    await ask('stranger', 's5')

    const refusal = outcomes.get('s5')
    expect(refusal).toBeInstanceOf(HashBudgetRefusal)
    expect(refusal).toMatchObject({ asker: 'stranger' })
    // three strangers ahead (one hashing, two waiting) and itself, at about 480 ms each
    expect((refusal as HashBudgetRefusal).retryAfterMs).toBe(4 * 480)
    expect(started).toEqual(['s1', 's2'])
    expect(outcomes.has('s3')).toBe(false) // still waiting its turn
  })

  it('when a stranger waits longer than its wait allows, then it is refused and its hash never runs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { started, outcomes, ask, finish } = budgetUnderTest()
    void ask('stranger', 's1')
    const s2 = ask('stranger', 's2')
    await vi.advanceTimersByTimeAsync(LIMITS.strangerWaitMs - 1)
    expect(outcomes.has('s2')).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await s2
    expect(outcomes.get('s2')).toBeInstanceOf(HashBudgetRefusal)

    await finish('s1') // the slot s2 gave up is free for the next stranger, not held by it
    void ask('stranger', 's3')
    await flush()
    expect(started).toEqual(['s1', 's3'])
  })

  it('when a known browser cannot get a slot within its wait, then it is given up, and one that can still gets in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { started, outcomes, ask, finish } = budgetUnderTest()
    void ask('known', 'k1')
    void ask('known', 'k2')
    const k3 = ask('known', 'k3')
    await vi.advanceTimersByTimeAsync(LIMITS.knownWaitMs)
    await k3
    expect(outcomes.get('k3')).toMatchObject({ asker: 'known' })

    void ask('known', 'k4')
    await finish('k1')
    expect(started).toEqual(['k1', 'k2', 'k4'])
  })

  it('when more known browsers wait than their queue holds, then the next is refused at once', async () => {
    const { outcomes, ask } = budgetUnderTest()
    for (const name of ['k1', 'k2', 'k3', 'k4', 'k5']) void ask('known', name)
    await ask('known', 'k6')
    expect(outcomes.get('k6')).toMatchObject({ asker: 'known' })
    expect(outcomes.has('k5')).toBe(false)
  })

  it('when a hash fails, then its slot is freed for the next waiter and the error reaches the caller', async () => {
    const budget = new HashBudget(LIMITS)
    const failing = budget.run('stranger', () => Promise.reject(new Error('scrypt failed')))
    const next = budget.run('stranger', () => Promise.resolve('hashed'))
    await expect(failing).rejects.toThrow('scrypt failed')
    await expect(next).resolves.toBe('hashed')
    expect(budget.load.running).toEqual({ known: 0, stranger: 0 })
  })
})
