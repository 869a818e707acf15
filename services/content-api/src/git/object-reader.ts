import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { keepAlive, startPiped } from './git-run.js'

/** An object as git stores it: its id, type and bytes. */
export interface GitObject {
  oid: string
  type: string
  data: Buffer
}

interface Request {
  /** the request line, kept to send it again to a restarted git */
  line: string
  withContents: boolean
  resolve: (object: GitObject | null) => void
  reject: (error: Error) => void
}

/**
 * Reads objects and resolves names (`HEAD`, `HEAD:path`, a blob id) through one long-lived
 * `git cat-file --batch-command` fed over a pipe, so a read costs no fork of this (large)
 * process. Git resolves each line afresh: refs moved and loose objects written by anyone since
 * the process started are seen. A git that dies fails the reads it had and is started again by
 * the next read. The process keeps the event loop alive only while a read waits for it.
 */
export class ObjectReader {
  private child: ChildProcessWithoutNullStreams | null = null
  /** sent, waiting for their answer, in order (git answers in the order it was asked) */
  private readonly waiting: Request[] = []
  private chunks: Buffer[] = []
  private length = 0
  /** the answer being read: its header, and the bytes still to come (contents and newline) */
  private current: { oid: string; type: string; size: number } | null = null

  constructor(private readonly cwd: string) {}

  /** The object `name` names, with its bytes; null when there is no such object. */
  read(name: string): Promise<GitObject | null> {
    return this.ask(name, true)
  }

  /** The id and type of the object `name` names (no bytes); null when there is none. */
  async info(name: string): Promise<{ oid: string; type: string } | null> {
    const found = await this.ask(name, false)
    return found && { oid: found.oid, type: found.type }
  }

  /** Ends the git process (shutdown); a later read starts another. */
  close(): void {
    const child = this.child
    this.child = null
    child?.stdin.end()
    child?.kill()
  }

  private ask(name: string, withContents: boolean): Promise<GitObject | null> {
    // one request a line: a name holding a line break could ask git something else
    if (/[\n\r\0]/.test(name) || name === '') return Promise.resolve(null)
    return new Promise<GitObject | null>((resolve, reject) => {
      const request: Request = {
        line: `${withContents ? 'contents' : 'info'} ${name}\n`,
        withContents,
        resolve,
        reject,
      }
      const child = this.running()
      this.waiting.push(request)
      this.setKeepsAlive(true)
      child.stdin.write(request.line)
    })
  }

  private running(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child
    const child = startPiped(this.cwd, 'git', ['cat-file', '--batch-command'], (why) => {
      if (this.child !== child) return
      this.child = null
      const error = new Error(`git cat-file: ${why}`)
      for (const request of this.waiting.splice(0)) request.reject(error)
    })
    this.child = child
    this.chunks = []
    this.length = 0
    this.current = null
    child.stdout.on('data', (chunk: Buffer) => this.received(chunk))
    return child
  }

  private setKeepsAlive(keep: boolean): void {
    if (this.child) keepAlive(this.child, keep)
  }

  private received(chunk: Buffer): void {
    this.chunks.push(chunk)
    this.length += chunk.length
    for (;;) {
      const request = this.waiting[0]
      if (!request) return
      if (!this.current) {
        const buffer = this.joined()
        const end = buffer.indexOf(10)
        if (end < 0) return
        const header = buffer.subarray(0, end).toString('utf8')
        this.keep(buffer.subarray(end + 1))
        // "<name> missing" or "<name> ambiguous": nothing follows
        const [oid = '', type = '', size = ''] = header.split(' ')
        if (/ (missing|ambiguous)$/.test(header) || !/^[0-9a-f]{40,64}$/.test(oid)) {
          this.answered(null)
          continue
        }
        if (!request.withContents) {
          this.answered({ oid, type, data: Buffer.alloc(0) })
          continue
        }
        this.current = { oid, type, size: Number(size) }
      }
      const { oid, type, size } = this.current
      // the bytes, then a newline
      if (this.length < size + 1) return
      const buffer = this.joined()
      const data = Buffer.from(buffer.subarray(0, size))
      this.keep(buffer.subarray(size + 1))
      this.current = null
      this.answered({ oid, type, data })
    }
  }

  /** The oldest waiting read gets its answer; with none left, git no longer keeps us alive. */
  private answered(object: GitObject | null): void {
    const request = this.waiting.shift()
    if (this.waiting.length === 0) this.setKeepsAlive(false)
    request?.resolve(object)
  }

  /** What has arrived and is not yet read, as one buffer (joined only when it is needed). */
  private joined(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.length)]
    return this.chunks[0] ?? Buffer.alloc(0)
  }

  private keep(rest: Buffer): void {
    this.chunks = rest.length > 0 ? [rest] : []
    this.length = rest.length
  }
}
