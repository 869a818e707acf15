import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { fetchRetryingDrops } from './fetch-retry.js'

describe('fetchRetryingDrops', () => {
  let server: Server | undefined
  afterEach(() => {
    server?.closeAllConnections()
    server?.close()
  })

  /** a server that drops the first `drops` requests' connections without answering */
  async function dropping(drops: number) {
    let seen = 0
    server = createServer((req, res) => {
      seen++
      if (seen <= drops) req.socket.destroy()
      else res.end(`answer ${seen}`)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { url: `http://127.0.0.1:${port}/x`, seen: () => seen }
  }

  it('when a GET meets a dropped connection, then it is sent once more and answered', async () => {
    const target = await dropping(1)
    const res = await fetchRetryingDrops(fetch, target.url)
    expect(await res.text()).toBe('answer 2')
    expect(target.seen()).toBe(2)
  })

  it('when the second try is dropped too, then the error is the caller’s', async () => {
    const target = await dropping(2)
    await expect(fetchRetryingDrops(fetch, target.url)).rejects.toThrow(/fetch failed/)
    expect(target.seen()).toBe(2)
  })

  it('when a POST meets a dropped connection, then it is not sent again', async () => {
    const target = await dropping(1)
    await expect(
      fetchRetryingDrops(fetch, target.url, { method: 'POST', body: 'x' }),
    ).rejects.toThrow(/fetch failed/)
    expect(target.seen()).toBe(1)
  })

  it('when a GET times out, then it is not sent again', async () => {
    let seen = 0
    server = createServer(() => {
      seen++ // never answers
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await expect(
      fetchRetryingDrops(fetch, `http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow(/timeout|aborted/i)
    expect(seen).toBe(1)
  })
})
