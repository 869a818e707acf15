import net from 'node:net'

/**
 * Picks `count` distinct free TCP ports on loopback by binding port 0 and releasing it. All
 * listeners stay open until every port is known, so the kernel cannot hand out one port twice.
 * (A tiny race remains between release and the service binding it; acceptable for tests.)
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = []
  try {
    for (let i = 0; i < count; i++) {
      const server = net.createServer()
      servers.push(server)
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(0, '127.0.0.1', () => resolve())
      })
    }
    return servers.map((server) => {
      const address = server.address()
      if (address === null || typeof address === 'string') throw new Error('no TCP address')
      return address.port
    })
  } finally {
    await Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    )
  }
}
