/**
 * Contact delivery figures: messages stored per second (each one fsynced before its 201), and
 * how long after the mail server comes back the waiting messages are mailed. Prints numbers; the
 * behaviour itself is asserted by the service tests.
 */
import { readdir } from 'node:fs/promises'
import { SMTPServer } from 'smtp-server'
import { startTestApi } from '../../services/content-api/src/test-support/test-repo.ts'
import { freePorts } from '../support/free-ports.ts'

const MESSAGES = 500
const CONCURRENCY = 20

const body = (i: number) =>
  JSON.stringify({
    full_name: `Bench ${i}`,
    email: `bench${i}@example.com`,
    subject: `Bench message ${i}`,
    message: 'How fast is a durable store?',
    guard: { website: '', elapsed_ms: 10_000 },
  })

async function storeRate() {
  const api = await startTestApi({ contactRateLimit: 10_000 })
  try {
    let next = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < MESSAGES) {
          const i = next++
          const res = await fetch(`${api.url}/api/contacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: body(i),
          })
          if (res.status !== 201) throw new Error(`message ${i}: ${res.status}`)
          await res.arrayBuffer()
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const stored = (await readdir(`${api.dataDir}/contacts`)).length
    console.log(
      `contact messages stored: ${stored} in ${seconds.toFixed(2)} s = ${Math.round(stored / seconds)} messages/s (${CONCURRENCY} at a time, each fsynced before its 201)`,
    )
  } finally {
    await api.close()
  }
}

async function timeToMail() {
  const [port = 0] = await freePorts(1)
  const api = await startTestApi({
    contactRateLimit: 10_000,
    mail: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      notifyEmail: 'team@example.com',
      from: 'bench@example.com',
    },
  })
  const received: number[] = []
  let server: SMTPServer | undefined
  try {
    for (let i = 0; i < 20; i++) {
      await fetch(`${api.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(i),
      })
    }
    await new Promise((r) => setTimeout(r, 600)) // the outbox finds the server down and backs off
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, _session, callback) {
        stream.on('data', () => undefined)
        stream.on('end', () => {
          received.push(performance.now())
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', () => resolve()))
    const back = performance.now()

    while (received.length < 20 && performance.now() - back < 30_000) {
      await new Promise((r) => setTimeout(r, 20))
    }
    const last = received.at(-1) ?? Number.NaN
    const first = received[0] ?? Number.NaN
    console.log(
      `outbox after the mail server returns (20 waiting, test backoff 100-400 ms): first mail ${Math.round(first - back)} ms, all ${received.length} in ${Math.round(last - back)} ms`,
    )
  } finally {
    await api.close()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  }
}

await storeRate()
await timeToMail()
