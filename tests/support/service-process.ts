import { type ChildProcess, spawn } from 'node:child_process'

/** Keep the tail of each service's output: enough to explain a failure, bounded for long runs. */
const MAX_OUTPUT_CHARS = 256 * 1024

export interface ServiceSpec {
  name: string
  /** script path relative to cwd, run with the current node binary */
  entry: string
  cwd: string
  env: NodeJS.ProcessEnv
  healthUrl: string
  /** also stream output to this process's stderr (prefixed), e.g. for debugging a test */
  echo?: boolean
}

/** A built service running as a child process, its output captured. */
export class ServiceProcess {
  readonly name: string
  readonly healthUrl: string
  private readonly child: ChildProcess
  private output = ''
  private readonly exited: Promise<number | null>
  private exitCode: number | null | undefined

  constructor(spec: ServiceSpec) {
    this.name = spec.name
    this.healthUrl = spec.healthUrl
    this.child = spawn(process.execPath, [spec.entry], {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const capture = (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      this.output = (this.output + text).slice(-MAX_OUTPUT_CHARS)
      if (spec.echo) process.stderr.write(prefixLines(this.name, text))
    }
    this.child.stdout?.on('data', capture)
    this.child.stderr?.on('data', capture)
    this.exited = new Promise((resolve) => {
      this.child.once('error', (error) => {
        this.output += `\n[spawn error] ${error.message}\n`
        this.exitCode = null
        resolve(null)
      })
      this.child.once('exit', (code, signal) => {
        this.exitCode = code
        if (signal) this.output += `\n[exited on ${signal}]\n`
        resolve(code)
      })
    })
  }

  get logs(): string {
    return this.output
  }

  get running(): boolean {
    return this.exitCode === undefined
  }

  /** Polls GET /health until it answers 200; fails early if the process exits. */
  async waitUntilHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs
    let lastProblem = 'no answer yet'
    while (Date.now() < deadline) {
      if (!this.running) {
        throw this.failure(`exited with code ${String(this.exitCode)} before becoming healthy`)
      }
      try {
        const response = await fetch(this.healthUrl, { signal: AbortSignal.timeout(2_000) })
        await response.arrayBuffer()
        if (response.status === 200) return
        lastProblem = `status ${response.status}`
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw this.failure(
      `did not answer 200 on ${this.healthUrl} within ${timeoutMs} ms (${lastProblem})`,
    )
  }

  /** SIGTERM, then wait for exit; SIGKILL if it ignores the signal for `graceMs`. */
  async stop(graceMs = 10_000): Promise<number | null> {
    if (this.running) {
      this.child.kill('SIGTERM')
      const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs)
      try {
        await this.exited
      } finally {
        clearTimeout(timer)
      }
    }
    return this.exited
  }

  private failure(message: string): Error {
    return new Error(`${this.name} ${message}. Its output:\n${this.output || '(none)'}`)
  }
}

export function prefixLines(name: string, text: string): string {
  return text
    .split('\n')
    .filter((line, i, all) => line !== '' || i < all.length - 1)
    .map((line) => `[${name}] ${line}\n`)
    .join('')
}
