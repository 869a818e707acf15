// Runs the three BUILT services (`npm start` builds first) from the repo root on the embedded
// defaults, prefixes their log lines with the service name, waits until all three are healthy and
// prints where to go. Ctrl-C / SIGTERM stops all three; if one dies, the others are stopped and
// this exits non-zero. Plain ESM without dependencies so it runs before anything is compiled.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const HEALTH_TIMEOUT_MS = 60_000
const STOP_GRACE_MS = 10_000

const env = { ...process.env }
// These are production builds: React Router then never sends error details to browsers. (The
// session cookie is Secure only when SITE_URL is https, so http://localhost still signs in.)
env.NODE_ENV ??= 'production'
env.DEMO_MODE ??= 'true'
env.CONTENT_DIR ??= './content'
env.DATA_DIR ??= './data'
env.MEDIA_CACHE_DIR ??= './.cache/media'
env.WEB_PORT ??= '3000'
env.CONTENT_API_PORT ??= '4100'
env.MEDIA_PORT ??= '4200'
// content-api and media listen on loopback only: web is the one door in
env.CONTENT_API_HOST ??= '127.0.0.1'
env.MEDIA_HOST ??= '127.0.0.1'
env.CONTENT_API_URL ??= `http://127.0.0.1:${env.CONTENT_API_PORT}`
env.MEDIA_URL ??= `http://127.0.0.1:${env.MEDIA_PORT}`
// media normalises uploads only for content-api: a fresh shared secret for this run
env.MEDIA_NORMALIZE_TOKEN ??= randomBytes(24).toString('hex')
env.SITE_URL ??= `http://localhost:${env.WEB_PORT}`
// a person at a terminal: short readable lines, routine file requests left out (containers run
// the services directly and keep one JSON object per line, as does LOG_FORMAT=json here)
env.LOG_FORMAT ??= 'pretty'

const demoMode = env.DEMO_MODE === 'true'
const services = [
  {
    name: 'content-api',
    entry: 'services/content-api/dist/main.js',
    health: `http://127.0.0.1:${env.CONTENT_API_PORT}/health`,
  },
  {
    name: 'media',
    entry: 'services/media/dist/main.js',
    health: `http://127.0.0.1:${env.MEDIA_PORT}/health`,
  },
  {
    name: 'web',
    entry: 'services/web/dist/server/main.js',
    health: `http://127.0.0.1:${env.WEB_PORT}/health`,
  },
]

const missing = services.filter((s) => !existsSync(path.join(repoRoot, s.entry)))
if (missing.length > 0) {
  console.error(`Not built: ${missing.map((s) => s.entry).join(', ')}. Run \`npm start\`.`)
  process.exit(1)
}

// A port already taken (often an earlier `npm start` still running) would make the health checks
// below talk to that other process: refuse to start instead, naming the variable to change.
const portVariables = { 'content-api': 'CONTENT_API_PORT', media: 'MEDIA_PORT', web: 'WEB_PORT' }
const busy = []
for (const service of services) {
  const variable = portVariables[service.name]
  if (!(await portIsFree(Number(env[variable])))) busy.push(`${variable}=${env[variable]}`)
}
if (busy.length > 0) {
  console.error(`Port already in use: ${busy.join(', ')}. Stop the other process or set another.`)
  process.exit(1)
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    // no host, like the services: the dual-stack wildcard address
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

// The data directory and the variant cache are git-ignored and may not exist on a fresh clone.
for (const dir of [env.DATA_DIR, env.MEDIA_CACHE_DIR]) {
  mkdirSync(path.resolve(repoRoot, dir), { recursive: true })
}

const color = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text)
const width = Math.max(...services.map((s) => s.name.length))
const colors = { 'content-api': 36, media: 35, web: 32 }

let stopping = false
let exitCode = 0

for (const service of services) {
  const child = spawn(process.execPath, [service.entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  service.child = child
  service.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const prefix = paint(colors[service.name], `${service.name.padEnd(width)} |`)
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline
      .createInterface({ input: stream })
      .on('line', (line) => out.write(`${prefix} ${line}\n`))
  }
  child.once('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`)
  })
  service.exited.then(({ code, signal }) => {
    if (stopping) return
    console.error(
      paint(
        31,
        `\n${service.name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the others.`,
      ),
    )
    void stopAll(1)
  })
}

process.on('SIGINT', () => onSignal('SIGINT'))
process.on('SIGTERM', () => onSignal('SIGTERM'))

function onSignal(signal) {
  if (stopping) {
    // A second Ctrl-C: do not make the developer wait for a hung service.
    for (const s of services) s.child.kill('SIGKILL')
    return
  }
  console.log(`\n${signal} received: stopping the services...`)
  void stopAll(0)
}

async function stopAll(code) {
  if (stopping) return
  stopping = true
  exitCode = code
  await Promise.all(
    services.map(async (service) => {
      if (service.child.exitCode !== null || service.child.signalCode !== null) return
      service.child.kill('SIGTERM')
      const timer = setTimeout(() => {
        console.error(`${service.name} did not stop within ${STOP_GRACE_MS} ms: killing it`)
        service.child.kill('SIGKILL')
      }, STOP_GRACE_MS)
      await service.exited
      clearTimeout(timer)
    }),
  )
  process.exit(exitCode)
}

async function waitHealthy(service) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(service.health, { signal: AbortSignal.timeout(2_000) })
      await response.arrayBuffer()
      if (response.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (!stopping) console.error(paint(31, `${service.name} was not healthy on ${service.health}`))
  return false
}

async function demoCredentials() {
  try {
    const url = `http://127.0.0.1:${env.CONTENT_API_PORT}/api/auth/demo`
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
    if (response.status !== 200) return null
    const body = await response.json()
    return typeof body?.email === 'string' && typeof body?.password === 'string' ? body : null
  } catch {
    return null
  }
}

const healthy = await Promise.all(services.map(waitHealthy))
if (stopping) {
  // shutting down already (signal or a crash); stopAll exits
} else if (!healthy.every(Boolean)) {
  await stopAll(1)
} else {
  const site = env.SITE_URL.replace(/\/$/, '')
  const lines = [
    'Falcon Gridworks site is running',
    '',
    `  Site:   ${site}/`,
    `  Admin:  ${site}/admin/login`,
  ]
  if (demoMode) {
    const demo = await demoCredentials()
    lines.push(
      '',
      demo
        ? `  Demo admin (DEMO_MODE=true): ${demo.email} / ${demo.password}`
        : '  Demo mode is on, but content-api did not return demo credentials.',
    )
  }
  lines.push('', '  Ctrl-C stops all three services.')
  const rule = '='.repeat(Math.max(...lines.map((l) => l.length)) + 2)
  console.log(`\n${paint(1, rule)}\n${lines.map((l) => ` ${l}`).join('\n')}\n${paint(1, rule)}\n`)
}
