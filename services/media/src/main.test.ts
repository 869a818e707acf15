import { spawn } from 'node:child_process'
import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gradientJpeg } from './test-support/images.js'

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url))
const tsxLoader = createRequire(import.meta.url).resolve('tsx')

interface Run {
  stdout: string[]
  stderr: string
  exitCode: Promise<number | null>
  kill(signal: NodeJS.Signals): void
  /** Resolves with the first stdout log entry whose msg matches. */
  waitFor(msg: string): Promise<Record<string, unknown>>
}

function runMain(env: Record<string, string>, cwd: string): Run {
  const child = spawn(process.execPath, ['--conditions=source', '--import', tsxLoader, mainFile], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const run: Run = {
    stdout: [],
    stderr: '',
    exitCode: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    kill: (signal) => child.kill(signal),
    waitFor: (msg) =>
      new Promise((resolve, reject) => {
        const check = () => {
          for (const line of run.stdout) {
            const entry = JSON.parse(line) as Record<string, unknown>
            if (entry.msg === msg) return resolve(entry)
          }
        }
        child.stdout.on('data', check)
        child.on('exit', () => reject(new Error(`exited before "${msg}": ${run.stderr}`)))
      }),
  }
  let buffered = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    run.stdout.push(...lines.filter(Boolean))
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (run.stderr += chunk))
  return run
}

describe('main', () => {
  let root: string

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-main-'))
  })
  afterEach(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('when started, then it creates the cache dir, serves, and exits 0 on SIGTERM', async () => {
    await mkdir(path.join(root, 'content', 'media'), { recursive: true })
    await writeFile(path.join(root, 'content', 'media', 'a.jpg'), await gradientJpeg(400, 300))
    const run = runMain({ MEDIA_PORT: '0', CONTENT_DIR: 'content', MEDIA_CACHE_DIR: 'cache' }, root)
    const listening = await run.waitFor('listening')
    expect(listening.port).toEqual(expect.any(Number))
    expect((await stat(path.join(root, 'cache'))).isDirectory()).toBe(true)

    const res = await fetch(`http://127.0.0.1:${String(listening.port)}/media/a.jpg?w=320&f=webp`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')

    run.kill('SIGTERM')
    expect(await run.exitCode).toBe(0)
    expect(run.stdout.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain('stopped')
  })

  it('when MEDIA_PORT is invalid, then it prints the variable name and exits 1', async () => {
    const run = runMain({ MEDIA_PORT: 'not-a-port' }, root)
    expect(await run.exitCode).toBe(1)
    expect(run.stderr).toMatch(/MEDIA_PORT="not-a-port"/)
  })
})
