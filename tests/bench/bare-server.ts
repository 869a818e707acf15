// The reference for the bench: a bare Node `http` server answering every request with one fixed
// response (status, headers, body bytes) read from the JSON file named on the command line. It
// runs in its own process, like web, so both compete for the same CPUs the same way.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

interface Fixed {
  status: number
  headers: Record<string, string>
  body: string // base64
}

const fixed = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Fixed
const body = Buffer.from(fixed.body, 'base64')
const server = createServer((_req, res) => {
  res.writeHead(fixed.status, { ...fixed.headers, 'content-length': String(body.length) })
  res.end(body)
})
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
