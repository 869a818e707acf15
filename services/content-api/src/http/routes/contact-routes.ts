import { Router, type Request } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { z } from 'zod'
import type { ContactStore } from '../../contacts/contact-store.js'
import { isContactId } from '../../contacts/contact-store.js'
import { contactsCsv } from '../../contacts/contacts-csv.js'
import type { Outbox } from '../../mail/outbox.js'
import { checkReason, spamReason } from '../../contacts/spam-guard.js'
import {
  ContactChange,
  ContactSubmission,
  fieldErrorsOf,
  type ContactMessage,
} from '@site/contract'
import { calendarDay } from '@site/contract'
import { AppError, validationError } from '@site/platform'
import { jsonBody } from '../json-depth.js'
import { requireUser } from '../session.js'

export interface ContactRoutesDeps {
  contacts: ContactStore
  outbox: Outbox<ContactMessage>
  /** messages per visitor per window (default 5 per 10 minutes) */
  rateLimit?: { limit: number; windowMs: number }
  /** the company's IANA time zone: the export's file name carries the day there */
  timeZone: string
  /** told of each stored message that is not spam (the analytics' contact goal) */
  onAccepted?: () => void
}

const ListQuery = z.object({
  folder: z.enum(['inbox', 'spam']).default('inbox'),
  q: z.string().max(200).default(''),
  unread: z
    .enum(['1', 'true', '0', 'false', ''])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
})

function messageOf(contacts: ContactStore, req: Request): ContactMessage {
  const id = String(req.params.id ?? '')
  const message = isContactId(id) ? contacts.get(id) : undefined
  if (!message) throw new AppError(404, 'not_found', 'There is no such message')
  return message
}

/**
 * POST /contacts (public): validate, guard, store durably, then 201; mail goes through the
 * outbox afterwards. Everything else is for signed-in editors (the inbox).
 */
export function contactRoutes({
  contacts,
  outbox,
  rateLimit: limits,
  timeZone,
  onAccepted,
}: ContactRoutesDeps): Router {
  const router = Router()
  const window = limits ?? { limit: 5, windowMs: 10 * 60_000 }

  const store = async (submission: ContactSubmission, spam: ContactMessage['spam']) => {
    const { guard, ...input } = submission
    const message = await contacts.add(
      input,
      spam,
      spam ? { status: 'not-configured', attempts: 0 } : outbox.initialDelivery(),
      new Date(),
      spam ? null : checkReason(guard),
    )
    if (!spam) {
      outbox.kick()
      onAccepted?.()
    }
    return message
  }

  const perVisitor = rateLimit({
    windowMs: window.windowMs,
    limit: window.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // the visitor's address: web forwards it, and the app trusts X-Forwarded-For only from
    // loopback and private networks (app.set('trust proxy'))
    keyGenerator: (req) => `contact:${ipKeyGenerator(req.ip ?? 'unknown')}`,
    // over the limit: refused and not stored, so a flood from one address costs no disk
    // (what the limit lets through and the guard catches is kept in the capped spam folder)
    handler: (req, _res, next) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
      const seconds = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : Math.ceil(window.windowMs / 1000)
      next(
        new AppError(
          429,
          'too_many_messages',
          'Too many messages from your connection. Please try again later.',
          { retryAfterSeconds: seconds },
        ),
      )
    },
  })

  router.post(
    '/contacts',
    jsonBody('32kb'),
    (req, _res, next) => {
      const parsed = ContactSubmission.safeParse(req.body)
      if (!parsed.success) {
        next(
          validationError(fieldErrorsOf(parsed.error), 'Some fields of the message are not valid'),
        )
        return
      }
      req.body = parsed.data
      next()
    },
    perVisitor,
    async (req, res) => {
      const submission = req.body as ContactSubmission
      const message = await store(submission, spamReason(submission.guard))
      // a bot learns nothing: caught messages get the same answer as real ones
      res.status(201).json({ id: message.id })
    },
  )

  const editors = Router()
  editors.use((req, _res, next) => {
    requireUser(req)
    next()
  })
  editors.get('/', (req, res) => {
    const parsed = ListQuery.safeParse(req.query)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    res.set('Cache-Control', 'no-store').json({ messages: contacts.list(parsed.data) })
  })
  editors.get('/summary', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(contacts.summary(outbox.configured))
  })
  editors.get('/export.csv', (req, res) => {
    const parsed = ListQuery.safeParse(req.query)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    // the company's day, not UTC's: an export at 01:00 in Dubai is named with that day
    const day = calendarDay(new Date(), timeZone)
    res
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="messages-${parsed.data.folder}-${day}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(contactsCsv(contacts.list(parsed.data)))
  })
  editors.get('/:id', (req, res) => {
    res.set('Cache-Control', 'no-store').json(messageOf(contacts, req))
  })
  editors.patch('/:id', jsonBody('1kb'), async (req, res) => {
    const message = messageOf(contacts, req)
    const parsed = ContactChange.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const { read, spam } = parsed.data
    const rescued = spam === false && message.spam !== null
    const updated = await contacts.update(message.id, (m) => ({
      ...m,
      ...(read !== undefined ? { read } : {}),
      // out of spam: into the inbox, and its notification goes out like any message's
      ...(rescued ? { spam: null, delivery: outbox.initialDelivery() } : {}),
    }))
    if (!updated) throw new AppError(404, 'not_found', 'There is no such message')
    if (rescued) outbox.kick()
    res.json(updated)
  })
  editors.delete('/:id', async (req, res) => {
    const message = messageOf(contacts, req)
    await contacts.remove(message.id)
    res.status(204).end()
  })
  router.use('/contacts', editors)
  return router
}
