import {
  defaultLanguage,
  isCollectionKey,
  isPageKey,
  type ActivityAction,
  type ActivityChange,
  type ActivityEntry,
} from '@site/contract'
import { adminI18n, type AdminI18n } from '../i18n/admin-i18n'

type Described = Pick<ActivityEntry, 'author' | 'action' | 'title' | 'publishAt' | 'changes'>

type Words = Pick<AdminI18n, 't' | 'collection' | 'page' | 'number' | 'dir'>

/**
 * A name, title or file inside a right-to-left sentence, isolated (the plain-text <bdi>:
 * FSI ... PDI), so a Latin name keeps its order in an Arabic sentence.
 */
const isolate = (dir: AdminI18n['dir'], text: string) =>
  dir === 'rtl' ? `\u2068${text}\u2069` : text

/**
 * What the entry changed, named for a sentence with the registry's words: "the product
 * Strandlink Kit", "the Home page", "the image rx-500.jpg". `fresh` says "the new product".
 */
function thingOf(
  { t, collection, page, dir }: Words,
  change: ActivityChange | undefined,
  title: string | null,
  fresh = false,
): string {
  switch (change?.kind) {
    case 'record': {
      const label = isCollectionKey(change.collection)
        ? collection(change.collection).label
        : change.collection
      const name = isolate(dir, title ?? change.slug)
      return t(fresh ? 'activity.thing.newRecord' : 'activity.thing.record', { label, title: name })
    }
    case 'page':
      // the page's name as the admin's menu names it ("Home"); a page no longer known by its key
      return t('activity.thing.page', {
        name: isPageKey(change.page) ? page(change.page).name : change.page,
      })
    case 'settings':
      return t('activity.thing.settings')
    case 'redirects':
      return t('activity.thing.redirects')
    case 'media': {
      const name = title ?? change.file.replace(/^media\//, '')
      return t(/\.pdf$/i.test(name) ? 'activity.thing.document' : 'activity.thing.image', {
        name: isolate(dir, name),
      })
    }
    case 'file':
      return isolate(dir, change.file)
    default:
      return t('activity.thing.content')
  }
}

/** The actions told as "{who} <did> {thing}", by their catalogue key. */
type Told = Exclude<ActivityAction, 'publish-new' | 'draft-published' | 'other'>

/**
 * One activity entry as a sentence for people, in the admin's language (English by default):
 * "Layla published the product Strandlink Kit", "Omar asked for a review of the draft of the Home
 * page". Built from the entry's structured action, title and changes (never from the commit
 * subject), dates in the company's zone.
 */
export function activitySentence(
  entry: Described,
  dateTime: (iso: string) => string,
  i18n: Words = adminI18n(defaultLanguage),
): string {
  const { t } = i18n
  const who = isolate(i18n.dir, entry.author.name.trim() || entry.author.email)
  const [first] = entry.changes
  const thing = (fresh = false) => thingOf(i18n, first, entry.title, fresh)
  // the redirects are one list: an added or removed one is "a redirect"
  if (first?.kind === 'redirects' && (entry.action === 'add' || entry.action === 'remove'))
    return t(entry.action === 'add' ? 'activity.addedRedirect' : 'activity.removedRedirect', {
      who,
    })
  switch (entry.action) {
    case 'publish-new':
      return t('activity.publish', { who, thing: thing(true) })
    case 'draft-published': {
      // published by content-api's scheduler, not by a person
      const sentence = t('activity.publishedAsScheduled', { thing: thing() })
      return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`
    }
    case 'other':
      return entry.changes.length > 1
        ? t('activity.changedFiles', { who, count: i18n.number(entry.changes.length) })
        : t('activity.changed', { who, thing: thing() })
    case 'draft-scheduled':
      return entry.publishAt
        ? t('activity.draft-scheduledAt', { who, thing: thing(), date: dateTime(entry.publishAt) })
        : t('activity.draft-scheduled', { who, thing: thing() })
    default:
      return t(`activity.${entry.action satisfies Told}`, { who, thing: thing() })
  }
}
