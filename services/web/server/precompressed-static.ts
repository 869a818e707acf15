import { existsSync } from 'node:fs'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { preferredEncoding } from './accept-encoding.js'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}

/**
 * Serves the .br / .gz files written beside the client assets at build
 * (scripts/precompress.mjs) when the browser accepts them: express.static below then sends the
 * compressed file with the original's type. Which files exist is looked up once per path.
 */
export function precompressedStatic(rootDir: string) {
  const known = new Map<string, boolean>()
  const exists = (file: string) => {
    let found = known.get(file)
    if (found === undefined) {
      found = existsSync(file)
      if (known.size < 10_000) known.set(file, found)
    }
    return found
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const type = TYPES[path.extname(req.path)]
    if (!type) return next()
    res.setHeader('Vary', 'Accept-Encoding')
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    if (encoding === 'identity') return next()
    const suffix = encoding === 'br' ? '.br' : '.gz'
    let decoded: string
    try {
      decoded = decodeURIComponent(req.path)
    } catch {
      return next()
    }
    const file = path.join(rootDir, path.normalize(decoded))
    if (!file.startsWith(rootDir + path.sep) || !exists(file + suffix)) return next()
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', encoding)
    req.url = req.path + suffix
    next()
  }
}
