import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  captureLogs,
  client,
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
        solutions: { list: () => Promise.resolve([solution('a', ['b']), solution('b')]) },
        clients: { list: () => Promise.resolve([]) },
      }),
    )
    expect(result.home.hero.titleHighlight).toBe('Grids')
    expect(result.solutions.map((s) => s.slug)).toEqual(['a'])
  })

  it('when clients are listed, then Home has the clients strip, featured first', async () => {
    const result = await loadHome(
      fakeContext({
        getPage: () => Promise.resolve(pageContent('home', {})),
        solutions: { list: () => Promise.resolve([]) },
        clients: {
          list: () => Promise.resolve([client('kilima'), client('sahran', { is_featured: true })]),
        },
      }),
    )
    expect(result.clients.map((c) => c.slug)).toEqual(['sahran', 'kilima'])
  })

  it('when content-api cannot be reached or fails, then Home answers 503, not an empty page', async () => {
    expect(
      await thrownStatus(
        loadHome(
          fakeContext({
            getPage: unreachable,
            solutions: { list: () => Promise.resolve([]) },
            clients: { list: () => Promise.resolve([]) },
          }),
        ),
      ),
    ).toBe(503)
    expect(
      await thrownStatus(
        loadHome(
          fakeContext({
            getPage: () => Promise.resolve(pageContent('home', {})),
            solutions: { list: serverError },
            clients: { list: () => Promise.resolve([]) },
          }),
        ),
      ),
    ).toBe(503)
    expect(
      await thrownStatus(
        loadHome(
          fakeContext({
            getPage: () => Promise.resolve(pageContent('home', {})),
            solutions: { list: () => Promise.resolve([]) },
            clients: { list: unreachable },
          }),
        ),
      ),
    ).toBe(503)
  })
})
