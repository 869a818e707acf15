import { notificationsOf, type StoredUser } from '../auth/users.js'
import { SERVICE_COMMITTER } from '../git/git-run.js'
import { itemAdminPath, type HistoryTarget } from '@site/contract'
import type { DraftEvent } from './draft-service.js'
import { zonedDateTime } from './draft-events.js'
import { draftLabel, parseDraftTargetPath, type DraftTarget } from './draft-targets.js'

/** One e-mail about a draft, to one person. */
export interface DraftNotice {
  to: string
  subject: string
  text: string
}

export interface NoticeContext {
  /** every admin user, with their choices (My Account) */
  users: readonly StoredUser[]
  /** where the admin is: links are `${siteUrl}/admin/...` */
  siteUrl: string
  timeZone: string
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

const itemOf = (t: DraftTarget): HistoryTarget =>
  t.kind === 'record'
    ? { collection: t.collection, slug: t.slug }
    : t.kind === 'page'
      ? { page: t.page }
      : { settings: true }

/**
 * Who hears about a draft's step, and what they read. Asking for review mails every admin but
 * the one who asked; publishing, discarding or scheduling someone else's draft mails the person
 * who began it. Each mail links to the item's editor, and nobody is mailed about their own
 * step or after turning that kind of mail off on My Account. Saves, moving back to draft,
 * "ready" and cancelled schedules mail nobody.
 */
export function draftNoticesFor(event: DraftEvent, context: NoticeContext): DraftNotice[] {
  const t = parseDraftTargetPath(event.target)
  const label = draftLabel(t)
  const link = `${context.siteUrl}${itemAdminPath(itemOf(t))}`
  const footer = [
    '',
    `Open it: ${link}`,
    '',
    '-- ',
    `You can turn these e-mails off under My Account: ${context.siteUrl}/admin/account`,
  ]
  const { users } = context

  if (event.type === 'status' && event.status === 'review') {
    return users
      .filter((u) => u.role === 'admin' && !sameAddress(u.email, event.by.email))
      .filter((u) => notificationsOf(u).reviewRequests)
      .map((u) => ({
        to: u.email,
        subject: `Review asked: draft of ${label}`,
        text: [`${event.by.name} asked for review of the draft of ${label}.`, ...footer].join('\n'),
      }))
  }

  const author = event.author
  if (!author || sameAddress(author.email, event.by.email)) return []
  const what = authorNotice(event, label, context.timeZone)
  if (!what) return []
  const person = users.find((u) => sameAddress(u.email, author.email))
  if (!person || !notificationsOf(person).ownDrafts) return []
  return [{ to: person.email, subject: what.subject, text: [what.line, ...footer].join('\n') }]
}

/** What the person who began the draft is told, or null for a step that is not mailed. */
function authorNotice(
  event: DraftEvent,
  label: string,
  timeZone: string,
): { subject: string; line: string } | null {
  const who = event.by.name
  switch (event.type) {
    case 'published':
      return {
        subject: `Published: your draft of ${label}`,
        line:
          event.by.email === SERVICE_COMMITTER.email
            ? `Your draft of ${label} was published on schedule. It is on the site now.`
            : `${who} published your draft of ${label}. It is on the site now.`,
      }
    case 'discarded':
      return {
        subject: `Discarded: your draft of ${label}`,
        line: `${who} discarded your draft of ${label}. The published version is unchanged.`,
      }
    case 'scheduled':
      return event.publishAt
        ? {
            subject: `Scheduled: your draft of ${label}`,
            line: `${who} scheduled your draft of ${label} to publish on ${zonedDateTime(event.publishAt, timeZone)}.`,
          }
        : null
    default:
      return null
  }
}
