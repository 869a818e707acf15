import express, { Router } from 'express'
import { AppError } from '@site/platform'
import { verifyWebhook } from '../webhook-signature.js'

/** What the webhook asks of the remote sync: fetch soon (it coalesces bursts itself). */
export interface SyncRequester {
  requestSync(reason: 'webhook' | 'poll' | 'start'): void | Promise<void>
}

export interface GitHookDeps {
  /** null/undefined: no CONTENT_GIT_REMOTE, nothing to sync with */
  remoteSync?: SyncRequester | null
  /** CONTENT_GIT_WEBHOOK_SECRET */
  secret?: string
}

/**
 * POST /hooks/git: the content remote's forge (GitHub, Gitea/Forgejo, GitLab) says a push
 * happened, so the sync fetches now instead of at its next poll. Public in the access table:
 * the signature over the raw body is the caller's authentication, checked before anything else
 * is done or said (only "no secret" is told first: without one nothing can be verified).
 * Mounted before the API's JSON parser: the signature is over the bytes as sent.
 */
export function gitHookRoutes({ remoteSync, secret }: GitHookDeps): Router {
  const router = Router()
  router.post(
    '/hooks/git',
    // any type: GitHub may send application/x-www-form-urlencoded (payload=...), all is signed
    express.raw({ type: () => true, limit: '1mb' }),
    (req, res) => {
      res.set('Cache-Control', 'no-store')
      if (!secret) {
        throw new AppError(
          404,
          'no_webhook_secret',
          'The git webhook is off: CONTENT_GIT_WEBHOOK_SECRET is not set',
        )
      }
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const verdict = verifyWebhook(req.headers, body, secret)
      if (!verdict.ok) {
        throw new AppError(
          401,
          'bad_signature',
          verdict.reason === 'missing'
            ? 'The webhook call is not signed: send X-Hub-Signature-256, X-Gitea-Signature or X-Gitlab-Token'
            : 'The webhook signature does not match: check the secret set at the forge',
        )
      }
      if (!remoteSync) {
        throw new AppError(
          404,
          'no_remote',
          'There is no content remote to sync with: CONTENT_GIT_REMOTE is not set',
        )
      }
      // GitHub's "ping" when the hook is created: proof the secret matches, nothing was pushed
      if (req.get('x-github-event') === 'ping') {
        res.status(200).json({ accepted: false, ping: true })
        return
      }
      // answered at once: the forge times out after seconds, a fetch and merge may take longer;
      // the sync logs and shows its own failures (the catch only keeps one from going unhandled)
      void Promise.resolve(remoteSync.requestSync('webhook')).catch(() => {})
      res.status(202).json({ accepted: true })
    },
  )
  return router
}
