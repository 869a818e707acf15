import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  badRequest,
  captureLogs,
  fakeContext,
  pageContent,
  serverError,
  solution,
  thrownStatus,
  unreachable,
} from '../test-support/load-context'
import { loadSolutionsPage } from './solutions-page.server'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

const page = pageContent('solutions', {
  hero: { title: 'Integrated Solutions', countries: '15+' },
  why: { title: 'Why us', image: 'media/why.jpg' },
})

describe('loadSolutionsPage', () => {
  it('when solutions exist, then the accordion lists the top-level ones with their children', async () => {
    const result = await loadSolutionsPage(
      fakeContext({
        getPage: () => Promise.resolve(page),
        solutions: {
          list: () =>
            Promise.resolve([
              solution('energy-systems', ['utility-scale-solar']),
              solution('utility-scale-solar'),
            ]),
        },
      }),
    )
    expect(result.hero.titleHighlight).toBe('Solutions')
    // empty catalogue counters show the catalogue's count (one sub-solution; no categories here)
    expect(result.hero.counters).toEqual([
      { value: '1', label: 'Sub-Solutions' },
      { value: '15+', label: 'Countries' },
    ])
    expect(result.solutions.map((s) => s.slug)).toEqual(['energy-systems'])
    expect(result.solutions[0]?.children.map((c) => c.slug)).toEqual(['utility-scale-solar'])
    // the pillars are the top-level solutions, in content-api's order, with their listed children
    expect(result.pillars.items.map((p) => [p.slug, p.count])).toEqual([['energy-systems', 1]])
    expect(result.pillars.items[0]?.title).toBe('energy-systems')
  })

  it('when there are no solutions, then the page is served with an empty list (the empty state)', async () => {
    const result = await loadSolutionsPage(
      fakeContext({
        getPage: () => Promise.resolve(page),
        solutions: { list: () => Promise.resolve([]) },
      }),
    )
    expect(result.solutions).toEqual([])
  })

  it('when content-api cannot be reached or fails, then the page answers 503', async () => {
    for (const [getPage, list] of [
      [unreachable, () => Promise.resolve([])],
      [() => Promise.resolve(page), serverError],
    ] as const) {
      expect(
        await thrownStatus(loadSolutionsPage(fakeContext({ getPage, solutions: { list } }))),
      ).toBe(503)
    }
  })

  it('when content-api refuses the request itself, then that error propagates', async () => {
    await expect(
      loadSolutionsPage(
        fakeContext({ getPage: badRequest, solutions: { list: () => Promise.resolve([]) } }),
      ),
    ).rejects.toMatchObject({ status: 400 })
  })
})
