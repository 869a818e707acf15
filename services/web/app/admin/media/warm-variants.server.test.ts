import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { warmVariants } from './warm-variants.server'

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

describe('rendering an uploaded image’s first variants', () => {
  it('when an image is stored, then media is asked for its placeholder and the widths and formats pages ask first, one at a time', async () => {
    const asked: string[] = []
    let inFlight = 0
    let most = 0
    server = createServer((req, res) => {
      asked.push(req.url ?? '')
      most = Math.max(most, ++inFlight)
      setTimeout(() => {
        inFlight -= 1
        res.end('bytes')
      }, 5)
    })
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    expect(await warmVariants(base, 'media/roof-1a2b.webp')).toBe(5)
    expect(asked).toEqual([
      '/media/roof-1a2b.webp?w=16&f=webp',
      '/media/roof-1a2b.webp?w=480&f=avif',
      '/media/roof-1a2b.webp?w=960&f=avif',
      '/media/roof-1a2b.webp?w=960&f=webp',
      '/media/roof-1a2b.webp?w=960&f=jpeg',
    ])
    expect(most).toBe(1)
  })

  it('when the reference is not a media file or media is down, then nothing is rendered and nothing throws', async () => {
    expect(await warmVariants('http://127.0.0.1:9', 'not-a-ref')).toBe(0)
    expect(await warmVariants('http://127.0.0.1:9', 'media/roof.webp')).toBe(0)
  })
})
