import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorOrLoaderHeaders, isContentUnavailable, readPublic } from './content-read.server'

/** What a loader threw: React Router's data(null, init). */
interface Thrown {
  init: { status: number; headers: Record<string, string> }
}

async function thrownBy(promise: Promise<unknown>): Promise<Thrown> {
  try {
    await promise
  } catch (error) {
    return error as Thrown
  }
  throw new Error('expected the read to throw')
}

let stderr: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
})
afterEach(() => stderr.mockRestore())

describe('readPublic', () => {
  it('when content-api answers, then the answer is returned, an empty list included', async () => {
    expect(await readPublic('solutions', () => Promise.resolve([]))).toEqual([])
    expect(await readPublic('page', () => Promise.resolve({ a: 1 }))).toEqual({ a: 1 })
  })

  it('when content-api cannot be reached, then a 503 with Retry-After and no-store is thrown and logged', async () => {
    const thrown = await thrownBy(
      readPublic('solutions', () =>
        Promise.reject(new ContentApiUnreachableError('http://x', new Error('ECONNREFUSED'))),
      ),
    )
    expect(thrown.init.status).toBe(503)
    expect(thrown.init.headers).toEqual({ 'Retry-After': '30', 'Cache-Control': 'no-store' })
    expect(String(stderr.mock.calls[0]?.[0])).toContain('"msg":"content_unavailable"')
  })

  it.each([500, 502, 503, 429])(
    'when content-api answers %i, then the page answers 503',
    async (status) => {
      const thrown = await thrownBy(
        readPublic('page', () => Promise.reject(new ContentApiError(status, 'x', 'failed'))),
      )
      expect(thrown.init.status).toBe(503)
    },
  )

  it('when content-api refuses our own request (a 4xx), then that error propagates unchanged', async () => {
    const error = new ContentApiError(400, 'validation', 'bad')
    await expect(readPublic('page', () => Promise.reject(error))).rejects.toBe(error)
    expect(isContentUnavailable(new Error('bug'))).toBe(false)
  })
})

describe('errorOrLoaderHeaders', () => {
  it('when a page threw, then its error headers win; otherwise the loader headers are used', () => {
    const errorHeaders = new Headers({ 'Retry-After': '30' })
    const loaderHeaders = new Headers({ 'X-A': '1' })
    expect(errorOrLoaderHeaders({ errorHeaders, loaderHeaders })).toBe(errorHeaders)
    expect(errorOrLoaderHeaders({ loaderHeaders })).toBe(loaderHeaders)
  })
})
