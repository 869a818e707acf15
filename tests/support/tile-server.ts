import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/**
 * A map tile server on loopback for the tests (no tiles from the internet): every
 * /{z}/{x}/{y}.png is the same 256-pixel PNG, and each request is counted.
 */
export async function startTileServer() {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 214, g: 226, b: 240 } },
  })
    .png()
    .toBuffer()
  const requested: string[] = []
  const server: Server = createServer((req, res) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '')
    if (!match) {
      res.writeHead(404).end()
      return
    }
    requested.push(req.url ?? '')
    res.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' })
    res.end(tile)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    template: `${url}/{z}/{x}/{y}.png`,
    requested,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
