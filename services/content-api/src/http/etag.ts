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
