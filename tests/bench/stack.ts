// The Swarm stack's numbers, measured through the edge on this machine (`npm run bench:stack`):
//   1. cached page req/s with 1 and with 3 web replicas (the edge, the replicas and autocannon
//      share the same cores, so the ratio shows the cores, not the replica count);
//   1b. the same cached page through the edge beside nginx sending its bytes from disk (a
//      container on the same machine, tests/bench/nginx-beside.ts), one after the other;
//   2. a save until all 3 replicas, each asked directly, serve it (p50/p95/max over SAVES), and
//      until the edge (its page cache purged by tag) serves it;
//   3. a rolling update of web (`docker service update --force`) under steady load: the failed
//      requests, and how long the update took; once on the machine as it is, once more while
//      BUSY_CORES child processes spin on its cores (a machine busy with other work);
//   4. the same for media, asked directly from inside the stack as web's media proxy asks it.
// It deploys its own stack (tests/swarm/swarm-stack.ts) and removes it after. It asserts nothing.
//   BENCH_SECONDS (15), BENCH_CONNECTIONS (32), BENCH_SAVES (20), BENCH_BUSY_CORES (2)
import autocannon from 'autocannon'
import { deploySwarmStack, docker } from '../swarm/swarm-stack.js'
import { busyCores } from './busy-cores.js'
import { nginxBeside } from './nginx-beside.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const SAVES = Number(process.env.BENCH_SAVES ?? 20)
const BUSY_CORES = Number(process.env.BENCH_BUSY_CORES ?? 2)
/** the spinning children end themselves after this long, whatever happens to the bench */
const BUSY_MAX_SECONDS = 300

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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

  // the bytes the edge sends for the page to a client asking no compression, as autocannon does
  const pageBytes = Buffer.from(
    await (await fetch(page, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  )
  const nginx = await nginxBeside(pageBytes)
  let besideNginx: { edge: autocannon.Result; nginx: autocannon.Result }
  try {
    await load(nginx.url, 3).done
    besideNginx = {
      edge: await load(page, SECONDS).done,
      nginx: await load(nginx.url, SECONDS).done,
    }
  } finally {
    await nginx.stop()
  }

  const fanOut = await stack.fanOut(SAVES)
  const all = fanOut.rounds.map((round) => round.all)
  const edgeShows = fanOut.rounds.map((round) => round.edge)

  /** web replaced task by task under steady load through the edge */
  const rollingUpdateOfWeb = async () => {
    const steady = load(page, 600)
    await sleep(2000)
    const from = Date.now()
    // a busy machine may make Swarm roll the update back: that is a figure too, not a crash
    const outcome = await docker([
      'service',
      'update',
      '--force',
      '--detach=false',
      stack.service('web'),
    ])
      .then(() => 'replaced')
      .catch((error: Error) => `failed: ${error.message.split('\n').slice(-2).join(' ')}`)
    const seconds = (Date.now() - from) / 1000
    await sleep(2000)
    steady.stop()
    return { from, to: Date.now(), seconds, outcome, result: await steady.done }
  }
  const quiet = await rollingUpdateOfWeb()
  const busy = busyCores(BUSY_CORES, BUSY_MAX_SECONDS)
  const busyUpdate = await rollingUpdateOfWeb().finally(() => busy.stop())

  const webDrains = await stack.drains('web')
  // the edge's request log: requests it had to send again after a replica closed on them, per
  // update (the log's times are whole seconds)
  const edgeLines = (await stack.logs('edge')).split('\n').filter((l) => l.startsWith('{'))
  const edgeLog = (update: { from: number; to: number }) => {
    const lines = edgeLines.filter((line) => {
      const at = Date.parse(/"time":"([^"]+)"/.exec(line)?.[1] ?? '')
      return at >= Math.floor(update.from / 1000) * 1000 && at <= update.to
    })
    // a line per request at the public side (page-cache), and one more for each sent on to web
    const toWeb = lines.filter((l) => !l.includes('"backend":"page-cache"'))
    return {
      logged: lines.length - toWeb.length,
      retried: toWeb.filter((l) => !l.includes('"retries":0')).length,
    }
  }

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
  console.log(
    `\nThe same page (${pageBytes.length} bytes) through the edge beside nginx sending it from disk`,
  )
  console.log('| server | req/s | p50 ms | p99 ms | failed |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const [server, r] of Object.entries(besideNginx))
    console.log(
      `| ${server} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
    )
  console.log(
    `edge / nginx: ${(besideNginx.edge.requests.average / besideNginx.nginx.requests.average).toFixed(2)}`,
  )
  console.log(`\nSave until all ${fanOut.replicas.length} web replicas serve it (${SAVES} saves)`)
  console.log(
    `p50 ${percentile(all, 50)} ms, p95 ${percentile(all, 95)} ms, max ${Math.max(...all)} ms`,
  )
  console.log(`\nSave until the edge serves it (${SAVES} saves)`)
  console.log(
    `p50 ${percentile(edgeShows, 50)} ms, p95 ${percentile(edgeShows, 95)} ms, max ${Math.max(...edgeShows)} ms`,
  )
  const updateRow = (label: string, update: typeof quiet) => {
    const r = update.result
    const requests = r['2xx'] + r.non2xx + r.errors
    // autocannon's errors include its timeouts
    const failed = r.errors + r.non2xx
    const { logged, retried } = edgeLog(update)
    return (
      `| ${label} | ${update.outcome}, ${update.seconds.toFixed(1)} s | ${requests} | ${failed} (${((100 * failed) / requests).toFixed(2)} %) ` +
      `| ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${retried} of ${logged} |`
    )
  }
  console.log(`\nRolling update of web under load (${CONNECTIONS} connections)`)
  console.log(
    '| machine | update | requests | failed | errors | timeouts | non-2xx | sent again by the edge |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
  console.log(updateRow('as it is', quiet))
  console.log(updateRow(`${BUSY_CORES} cores kept busy`, busyUpdate))
  console.log(
    `each stopping web replica, draining to stopped: ${webDrains.map((d) => d.drainingToStoppedMs).join(', ')} ms`,
  )
  console.log('\nRolling update of media under steady variant requests (4 loops inside the stack)')
  console.log(
    `update took ${mediaSeconds.toFixed(1)} s; 200 answers ${media.ok}, failed ${JSON.stringify(media.failures)}, ` +
      `sent again after a dropped connection ${media.sentAgain}`,
  )
} finally {
  await stack.remove()
}
