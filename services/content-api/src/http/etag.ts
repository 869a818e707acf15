import type { Request, Response } from 'express'
import { userOf } from './session.js'

/**
 * Read responses carry the content revision as their ETag; a client that already has this
 * revision gets 304. Signed-in readers may see more than the public, so their tag differs.
 * Returns true when the 304 was sent.
 */
export function answeredNotModified(req: Request, res: Response, revision: string): boolean {
  const tag = `"${revision}${userOf(req) ? '-e' : ''}"`
  res.set('ETag', tag)
  res.set('Cache-Control', userOf(req) ? 'private, no-cache' : 'public, no-cache')
  const ifNoneMatch = req.get('if-none-match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === tag)) {
    res.status(304).end()
    return true
  }
  return false
}

/**
 * Serialised answers per content revision: a list of thousands of records is built and
 * stringified once per change, not once per request.
 */
export class RevisionJsonCache {
  private revision = ''
  private readonly bodies = new Map<string, string>()

  /** `maxEntries`: answers kept per revision; past it an answer is built and not kept */
  constructor(private readonly maxEntries = Infinity) {}

  get(key: string, revision: string, produce: () => unknown): string {
    if (revision !== this.revision) {
      this.bodies.clear()
      this.revision = revision
    }
    let body = this.bodies.get(key)
    if (body === undefined) {
      body = JSON.stringify(produce())
      if (this.bodies.size < this.maxEntries) this.bodies.set(key, body)
    }
    return body
  }
}
