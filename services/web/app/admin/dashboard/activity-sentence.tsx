import type { ReactNode } from 'react'
import {
  isCollectionKey,
  pageKeys,
  type ActivityAction,
  type ActivityChange,
  type ActivityEntry,
  type PageKey,
} from '@site/contract'
import type { AdminI18n, AdminMessageKey } from '../i18n/admin-i18n'
import { fillNodes } from '../i18n/fill-nodes'

type Described = Pick<ActivityEntry, 'author' | 'action' | 'title' | 'publishAt' | 'changes'>
type Words = Pick<AdminI18n, 't' | 'count' | 'collection' | 'page'>

/** A name or title inside the sentence: isolated, so Latin in Arabic (or the reverse) keeps its place. */
const named = (text: string) => <bdi>{text}</bdi>

const isPageKey = (page: string): page is PageKey => (pageKeys as readonly string[]).includes(page)

/**
 * What the entry changed, named for a sentence with the registry's words in the admin's
 * language: "the product Strandlink Kit", "the Home page", "the image rx-500.jpg", "المنتج …".
 * `fresh` says "the new product".
 */
function thingOf(
  change: ActivityChange | undefined,
  title: string | null,
  { t, collection, page }: Words,
  fresh = false,
): ReactNode {
  switch (change?.kind) {
    case 'record': {
      const label = isCollectionKey(change.collection)
        ? collection(change.collection).label
        : change.collection
      const text = t(fresh ? 'activity.thing.newRecord' : 'activity.thing.record', { label })
      return fillNodes(text, { title: named(title ?? change.slug) })
    }
    case 'page': {
      const name = isPageKey(change.page)
        ? page(change.page).name
        : `${change.page.charAt(0).toUpperCase()}${change.page.slice(1)}`
      return t('activity.thing.page', { name })
    }
    case 'settings':
      return t('activity.thing.settings')
    case 'redirects':
      return t('activity.thing.redirects')
    case 'media': {
      const name = title ?? change.file.replace(/^media\//, '')
      const key = /\.pdf$/i.test(name) ? 'activity.thing.document' : 'activity.thing.image'
      return fillNodes(t(key), { name: named(name) })
    }
    case 'file':
      return named(change.file)
    default:
      return t('activity.thing.content')
  }
}

/** Each action's sentence: {who} did it to {thing} ({at}: when a schedule publishes). */
const sentences: Record<Exclude<ActivityAction, 'draft-published' | 'other'>, AdminMessageKey> = {
  create: 'activity.create',
  update: 'activity.update',
  translate: 'activity.translate',
  delete: 'activity.delete',
  rename: 'activity.rename',
  restore: 'activity.restore',
  publish: 'activity.publish',
  'publish-new': 'activity.publish',
  add: 'activity.add',
  remove: 'activity.remove',
  'draft-review': 'activity.draftReview',
  'draft-ready': 'activity.draftReady',
  'draft-back': 'activity.draftBack',
  'draft-scheduled': 'activity.draftScheduled',
  'draft-unscheduled': 'activity.draftUnscheduled',
  'draft-discarded': 'activity.draftDiscarded',
}

/** "the product Kit" at the start of a sentence: "The product Kit" (a no-op in Arabic). */
function capitalised(thing: ReactNode): ReactNode {
  if (typeof thing === 'string') return `${thing.charAt(0).toUpperCase()}${thing.slice(1)}`
  if (Array.isArray(thing) && typeof thing[0] === 'string')
    return [capitalised(thing[0]), ...(thing.slice(1) as ReactNode[])]
  return thing
}

/**
 * One activity entry as a sentence for people, in the admin's language: "Layla published the
 * product Strandlink Kit", "طلب Omar مراجعة مسودة صفحة الرئيسية". Built from the entry's
 * structured action, title and changes (never from the commit subject); each language places the
 * person and the thing where its grammar puts them, both set in <bdi>; dates in the company's zone.
 */
export function activitySentence(
  entry: Described,
  words: Words,
  dateTime: (iso: string) => string,
): ReactNode {
  const { t, count } = words
  const who = named(entry.author.name.trim() || entry.author.email)
  const [first] = entry.changes
  // the redirects are one list: an added or removed one is "a redirect"
  if (first?.kind === 'redirects' && (entry.action === 'add' || entry.action === 'remove'))
    return fillNodes(
      t(entry.action === 'add' ? 'activity.addRedirect' : 'activity.removeRedirect'),
      {
        who,
      },
    )
  switch (entry.action) {
    case 'draft-published':
      // published by content-api's scheduler, not by a person
      return fillNodes(t('activity.draftPublished'), {
        thing: capitalised(thingOf(first, entry.title, words)),
      })
    case 'other':
      return entry.changes.length > 1
        ? fillNodes(count('count.changedFiles', entry.changes.length), { who })
        : fillNodes(t('activity.other'), { who, thing: thingOf(first, entry.title, words) })
    case 'draft-scheduled':
      return fillNodes(t(entry.publishAt ? 'activity.draftScheduledAt' : sentences[entry.action]), {
        who,
        thing: thingOf(first, entry.title, words),
        at: entry.publishAt ? dateTime(entry.publishAt) : '',
      })
    default:
      return fillNodes(t(sentences[entry.action]), {
        who,
        thing: thingOf(first, entry.title, words, entry.action === 'publish-new'),
      })
  }
}
