// Runs inside a web container of the stack, piped in on standard input like fan-out-probe.mjs:
// asks media (`http://media:4200`, every replica Docker's DNS names, as web's media proxy does)
// for image variants with CONCURRENCY loops for DURATION_MS, and prints one JSON object: how many
// answers were 200 and what failed. Run while media is updated, it shows whether a client of media
// sees the update.
const duration = Number(process.env.DURATION_MS ?? 30_000)
const concurrency = Number(process.env.CONCURRENCY ?? 4)
const files = (process.env.FILES ?? 'home-hero.jpg').split(',')
const widths = [320, 640, 960]

let ok = 0
const failures = {}
const stopAt = Date.now() + duration
async function loop(n) {
  for (let i = n; Date.now() < stopAt; i++) {
    const file = files[i % files.length]
    const width = widths[i % widths.length]
    try {
      const res = await fetch(`http://media:4200/media/${file}?w=${width}&f=webp`)
      await res.arrayBuffer()
      if (res.status === 200) ok++
      else failures[`status ${res.status}`] = (failures[`status ${res.status}`] ?? 0) + 1
    } catch (error) {
      const key = String(error.cause?.code ?? error.message)
      failures[key] = (failures[key] ?? 0) + 1
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, (_, n) => loop(n)))
process.stdout.write(`${JSON.stringify({ ok, failures })}\n`)
