// Runs inside a web container of the stack, piped in on standard input like fan-out-probe.mjs:
// asks media (`http://media:4200`, every replica Docker's DNS names, as web's media proxy does)
// for image variants with CONCURRENCY loops for DURATION_MS, and prints one JSON object: how many
// answers were 200 and what failed. Run while media is updated, it shows whether a client of media
// sees the update. Each request goes through the same rule web's media proxy uses (platform's
// fetchRetryingDrops, from the image: a GET on a connection media closed is sent once more), and
// the sends again are counted.
const { fetchRetryingDrops } = await import('/app/services/platform/dist/fetch-retry.js')
const duration = Number(process.env.DURATION_MS ?? 30_000)
const concurrency = Number(process.env.CONCURRENCY ?? 4)
const files = (process.env.FILES ?? 'home-hero.jpg').split(',')
const widths = [320, 640, 960]

let ok = 0
let sent = 0
let requests = 0
const counting = (...args) => {
  sent++
  return fetch(...args)
}
const failures = {}
const stopAt = Date.now() + duration
async function loop(n) {
  for (let i = n; Date.now() < stopAt; i++) {
    const file = files[i % files.length]
    const width = widths[i % widths.length]
    requests++
    try {
      const url = `http://media:4200/media/${file}?w=${width}&f=webp`
      const res = await fetchRetryingDrops(counting, url)
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
process.stdout.write(`${JSON.stringify({ ok, failures, sentAgain: sent - requests })}\n`)
