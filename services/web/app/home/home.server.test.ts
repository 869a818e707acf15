import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  captureLogs,
  fakeContext,
  pageContent,
  serverError,
  solution,
  thrownStatus,
  unreachable,
} from '../test-support/load-context'
import { loadHome } from './home.server'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

describe('loadHome', () => {
  it('when content-api answers, then the page and the top-level solution cards are built', async () => {
    const result = await loadHome(
      fakeContext({
        getPage: () => Promise.resolve(pageContent('home', { hero: { title: 'Powering Grids' } })),
        listSolutions: () => Promise.resolve([solution('a', ['b']), solution('b')]),
      }),
    )
    expect(result.home.hero.titleHighlight).toBe('Grids')
    expect(result.solutions.map((s) => s.slug)).toEqual(['a'])
  })

  it('when content-api cannot be reached or fails, then Home answers 503, not an empty page', async () => {
    expect(
      await thrownStatus(
        loadHome(fakeContext({ getPage: unreachable, listSolutions: () => Promise.resolve([]) })),
      ),
    ).toBe(503)
    expect(
      await thrownStatus(
        loadHome(
          fakeContext({
            getPage: () => Promise.resolve(pageContent('home', {})),
            listSolutions: serverError,
          }),
        ),
      ),
    ).toBe(503)
  })
})
