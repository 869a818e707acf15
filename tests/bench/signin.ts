// The admin's sign-in from a browser that signed in before (device cookie), through web as a
// browser posts it, in three conditions: a quiet machine; both cores loaded by another process;
// and both cores loaded while 8 loops guess passwords, each guess from a new address and for a
// new e-mail (password spraying: a per-account throttle never stops it, so every guess that is
// let through costs a password hash). Prints p50/p95 and how many of the sign-ins succeeded.
// It asserts no timings; it fails only when the stack does not start.
//   node --import tsx tests/bench/signin.ts      BENCH_SIGNINS (default 20)
// The load is `stress-ng --cpu 2` when installed (apt-get install -y stress-ng), else two busy
// Node processes.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { hashPassword } from '../../services/content-api/src/auth/password.ts'
import { startStack } from '../support/stack.js'

const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' }
const SIGNINS = Number(process.env.BENCH_SIGNINS ?? 20)
const ATTACK_LOOPS = 8

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

const stack = await startStack({
  demoMode: false,
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
})

/** The device cookie's value from a sign-in's Set-Cookie headers, if web set one. */
function deviceCookieOf(res: Response): string | undefined {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('__device='))
  return header?.split(';')[0]
}

/** One sign-in through web's form; success is web's redirect into the admin. */
async function signIn(deviceCookie: string | undefined) {
  const started = performance.now()
  const res = await fetch(`${stack.webUrl}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(deviceCookie ? { cookie: deviceCookie } : {}),
    },
    body: new URLSearchParams({ ...ADMIN, redirectTo: '/admin' }).toString(),
  })
  await res.arrayBuffer()
  const ms = performance.now() - started
  return { ms, status: res.status, ok: res.status === 302, device: deviceCookieOf(res) }
}

/**
 * One password hash (content-api's scrypt) in this process, now: what a sign-in cannot be faster
 * than on this machine at this moment, for reading the rows (a shared machine's load varies).
 */
async function oneHashMs() {
  const started = performance.now()
  await hashPassword('what one hash costs here')
  return Math.round(performance.now() - started)
}

/** SIGNINS sign-ins one after another, each with the device cookie the one before renewed. */
async function measure(label: string, firstCookie: string) {
  const hashBefore = await oneHashMs()
  let cookie = firstCookie
  const times: number[] = []
  const statuses = new Map<number, number>()
  for (let i = 0; i < SIGNINS; i++) {
    const result = await signIn(cookie)
    times.push(result.ms)
    statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)
    cookie = result.device ?? cookie
  }
  const hashAfter = await oneHashMs()
  const ok = statuses.get(302) ?? 0
  const answers = [...statuses].map(([status, n]) => `${n}×${status}`).join(', ')
  console.log(
    `admin sign-in with a device cookie, ${label}: p50 ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms, max ${Math.round(Math.max(...times))} ms; ${ok} of ${SIGNINS} signed in (${answers}); one hash alone before and after: ${hashBefore} and ${hashAfter} ms`,
  )
  return cookie
}

/** Keeps both cores busy from other processes until stopped. */
function loadBothCores(): { stop(): void; how: string } {
  const hasStressNg = spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0
  const children: ChildProcess[] = hasStressNg
    ? [spawn('stress-ng', ['--cpu', '2', '--quiet'], { stdio: 'ignore' })]
    : [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  return {
    how: hasStressNg ? 'stress-ng --cpu 2' : 'two busy Node processes',
    stop: () => {
      for (const child of children) child.kill('SIGKILL')
    },
  }
}

/**
 * ATTACK_LOOPS loops, each posting its next guess as soon as the last is answered, straight to
 * content-api (from loopback, which it trusts to name the visitor in X-Forwarded-For, as web
 * does): every guess from a new address and for a new e-mail.
 */
function passwordSpraying() {
  let running = true
  const statuses = new Map<number, number>()
  const loops = Array.from({ length: ATTACK_LOOPS }, async (_, loop) => {
    for (let i = 0; running; i++) {
      const res = await fetch(`${stack.contentApiUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${loop}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ email: `user${loop}-${i}@example.com`, password: `guess ${i}` }),
      }).catch(() => null)
      if (!res) continue
      await res.arrayBuffer()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
  })
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      return [...statuses].map(([status, n]) => `${n}×${status}`).join(', ')
    },
  }
}

try {
  const first = await signIn(undefined)
  if (!first.ok || !first.device) throw new Error(`the first sign-in answered ${first.status}`)
  let cookie = await measure('quiet machine', first.device)

  const load = loadBothCores()
  try {
    cookie = await measure(`both cores loaded (${load.how})`, cookie)
    const attack = passwordSpraying()
    try {
      await measure(
        `both cores loaded and ${ATTACK_LOOPS} loops spraying guesses from rotating addresses`,
        cookie,
      )
    } finally {
      console.log(`  the attackers' answers: ${await attack.stop()}`)
    }
  } finally {
    load.stop()
  }
} finally {
  await stack.stop()
}
