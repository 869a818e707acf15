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
      fakeContext({ getSolution: (slug: string) => Promise.resolve(solution(slug)) }),
      'energy-systems',
    )
    expect(result).toMatchObject({ solution: { slug: 'energy-systems' } })
  })

  it('when the slug is unknown, then the not-found state is answered with 404', async () => {
    const result = await loadSolutionDetail(
      fakeContext({ getSolution: () => Promise.resolve(null) }),
      'nope',
    )
    expect(result).toMatchObject({ data: { solution: null }, init: { status: 404 } })
  })

  it('when content-api cannot be reached, then it is a 503, never a 404', async () => {
    expect(
      await thrownStatus(loadSolutionDetail(fakeContext({ getSolution: unreachable }), 'x')),
    ).toBe(503)
  })
})
