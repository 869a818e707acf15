import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  captureLogs,
  fakeContext,
  solution,
  thrownStatus,
  unreachable,
} from '../test-support/load-context'
import { loadSolutionDetail } from './solution-detail.server'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

describe('loadSolutionDetail', () => {
  it('when the solution exists, then it is returned', async () => {
    const result = await loadSolutionDetail(
      fakeContext({
        solutions: {
          get: (slug: string) => Promise.resolve(solution(slug)),
          list: () => Promise.resolve([]),
        },
      }),
      'energy-systems',
    )
    expect(result).toMatchObject({ solution: { slug: 'energy-systems' } })
  })

  it('when a child solution has no Arabic, then the child says which of its texts are English', async () => {
    const parent = solution('energy-systems', ['utility-scale-solar'])
    const child = { ...solution('utility-scale-solar'), missing: ['title'] }
    const result = await loadSolutionDetail(
      fakeContext({
        solutions: {
          get: () => Promise.resolve(parent),
          list: () => Promise.resolve([parent, child]),
        },
      }),
      'energy-systems',
      'ar',
    )
    expect(result).toMatchObject({
      solution: { children: [{ slug: 'utility-scale-solar', missing: ['title'] }] },
    })
  })

  it('when the slug is unknown, then the not-found state is answered with 404', async () => {
    const result = await loadSolutionDetail(
      fakeContext({
        solutions: { get: () => Promise.resolve(null), list: () => Promise.resolve([]) },
      }),
      'nope',
    )
    expect(result).toMatchObject({ data: { solution: null }, init: { status: 404 } })
  })

  it('when content-api cannot be reached, then it is a 503, never a 404', async () => {
    expect(
      await thrownStatus(
        loadSolutionDetail(
          fakeContext({ solutions: { get: unreachable, list: unreachable } }),
          'x',
        ),
      ),
    ).toBe(503)
  })
})
