import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express'
import type { Logger } from '@site/platform'
import { createContentClient } from '@site/contract/client'

/**
 * What content-api needs to verify a forge's push notification and tell the forges apart: the
 * signatures (GitHub, Gitea/Forgejo, GitLab), the event names and the body's type. Nothing else
 * of the caller's request goes on.
 */
export const forwardedHookHeaders = [
  'content-type',
  'x-hub-signature-256',
  'x-gitea-signature',
  'x-gitlab-token',
  'x-github-event',
  'x-gitea-event',
  'x-gitlab-event',
] as const

/** content-api's answers are small JSON; anything else is said as our own 502. */
const unreachable = {
  error: { code: 'content_api_unreachable', message: 'The content service is unavailable' },
}

/**
 * POST /hooks/git, public: content-api listens on loopback only, so the content remote's forge
 * reaches its webhook (POST /api/hooks/git) through web. The body goes on as the exact bytes
 * received (the signature is over them), with the signature headers; content-api verifies and
 * answers, and its status and JSON come back as they are. Mounted before the page cache, the
 * form-body check and React Router: this is no page and no form.
 */
export function gitHookProxy(
  contentApiUrl: string,
  log: Logger,
  fetchUpstream: typeof fetch = fetch,
): Router {
  const contentApi = createContentClient({ baseUrl: contentApiUrl, fetch: fetchUpstream })
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  }
  const relay: RequestHandler = async (req, res) => {
    const headers: Record<string, string> = {}
    for (const name of forwardedHookHeaders) {
      const value = req.get(name)
      if (value !== undefined) headers[name] = value
    }
    const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    let upstream: globalThis.Response
    let text: string
    try {
      upstream = await contentApi.relayGitHook(new Uint8Array(body), headers)
      text = await upstream.text()
    } catch (error) {
      log.warn('git_hook_unreachable', { error })
      res.status(502).json(unreachable)
      return
    }
    res.status(upstream.status)
    res.type(upstream.headers.get('content-type') ?? 'application/json')
    res.send(text)
  }
  // the raw parser's refusal of a body over 1 MB: 413 in the same JSON shape, never a page
  const tooLarge: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type !== 'entity.too.large') return next(error)
    res.status(413).json({ error: { code: 'too_large', message: 'The webhook body is over 1 MB' } })
  }
  const router = Router()
  router.post(
    '/hooks/git',
    noStore,
    express.raw({ type: () => true, limit: '1mb' }),
    relay,
    tooLarge,
  )
  return router
}
