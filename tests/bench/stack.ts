// The Swarm stack's numbers, measured through the edge on this machine (`npm run bench:stack`):
//   1. cached page req/s with 1 and with 3 web replicas (the edge, the replicas and autocannon
//      share the same cores, so the ratio shows the cores, not the replica count);
//   2. a save until all 3 replicas, each asked directly, serve it (p50/p95/max over SAVES);
//   3. a rolling update of web (`docker service update --force`) under steady load: the failed
//      requests, and how long the update took; then the same for media, asked directly from
//      inside the stack as web's media proxy asks it.
// It deploys its own stack (tests/swarm/swarm-stack.ts) and removes it after. It asserts nothing.
//   BENCH_SECONDS (15), BENCH_CONNECTIONS (32), BENCH_SAVES (20)
import autocannon from 'autocannon'
import { deploySwarmStack, docker } from '../swarm/swarm-stack.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const SAVES = Number(process.env.BENCH_SAVES ?? 20)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

function load(url: string, seconds: number): { stop(): void; done: Promise<autocannon.Result> } {
  let finished: (result: autocannon.Result) => void = () => {}
  const done = new Promise<autocannon.Result>((resolve) => (finished = resolve))
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, r) => {
    if (error) throw error
    finished(r)
  })
  return { stop: () => instance.stop(), done }
}

const stack = await deploySwarmStack()
try {
  const page = `${stack.edgeUrl}/`
  await load(page, 3).done // every replica has the page cached

  const rates: Record<number, autocannon.Result> = {}
  for (const replicas of [1, 3]) {
    await stack.scale('web', replicas)
    await load(page, 3).done
    rates[replicas] = await load(page, SECONDS).done
  }

  const fanOut = await stack.fanOut(SAVES)
  const all = fanOut.rounds.map((round) => round.all)

  const steady = load(page, 600)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const began = performance.now()
  await docker(['service', 'update', '--force', '--detach=false', stack.service('web')])
  const updateSeconds = (performance.now() - began) / 1000
  await new Promise((resolve) => setTimeout(resolve, 2000))
  steady.stop()
  const during = await steady.done

  const webDrains = await stack.drains('web')
  // the edge's request log: requests it had to send again after a replica closed on them
  const edgeLines = (await stack.logs('edge')).split('\n').filter((l) => l.startsWith('{'))
  const retried = edgeLines.filter((l) => !l.includes('"retries":0')).length

  const mediaLoad = stack.probe('media-load-probe.mjs', {
    DURATION_MS: '40000',
    CONCURRENCY: '4',
    FILES: 'home-hero.jpg,about-hero.jpg,about-expertise.jpg',
  })
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const mediaBegan = performance.now()
  await docker(['service', 'update', '--force', '--detach=false', stack.service('media')])
  const mediaSeconds = (performance.now() - mediaBegan) / 1000
  const media = JSON.parse(await mediaLoad) as {
    ok: number
    failures: Record<string, number>
    sentAgain: number
  }

  const row = (replicas: number) => {
    const r = rates[replicas]!
    return `| ${replicas} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`
  }
  console.log(`\nCached page through the edge (${CONNECTIONS} connections, ${SECONDS} s)`)
  console.log('| web replicas | req/s | p50 ms | p99 ms | failed |')
  console.log('| --- | --- | --- | --- | --- |')
  console.log(row(1))
  console.log(row(3))
  console.log(
    `ratio 3 / 1 replicas: ${(rates[3]!.requests.average / rates[1]!.requests.average).toFixed(2)}`,
  )
  console.log(`\nSave until all ${fanOut.replicas.length} web replicas serve it (${SAVES} saves)`)
  console.log(
    `p50 ${percentile(all, 50)} ms, p95 ${percentile(all, 95)} ms, max ${Math.max(...all)} ms`,
  )
  console.log(`\nRolling update of web under load (${CONNECTIONS} connections)`)
  console.log(
    `update took ${updateSeconds.toFixed(1)} s; requests ${during['2xx'] + during.non2xx + during.errors}, ` +
      `2xx ${during['2xx']}, failed ${during.errors + during.timeouts + during.non2xx} ` +
      `(errors ${during.errors}, timeouts ${during.timeouts}, non-2xx ${during.non2xx})`,
  )
  console.log(
    `each stopping web replica, draining to stopped: ${webDrains.map((d) => d.drainingToStoppedMs).join(', ')} ms; ` +
      `requests the edge sent again to another replica: ${retried} of ${edgeLines.length} logged`,
  )
  console.log('\nRolling update of media under steady variant requests (4 loops inside the stack)')
  console.log(
    `update took ${mediaSeconds.toFixed(1)} s; 200 answers ${media.ok}, failed ${JSON.stringify(media.failures)}, ` +
      `sent again after a dropped connection ${media.sentAgain}`,
  )
} finally {
  await stack.remove()
}
