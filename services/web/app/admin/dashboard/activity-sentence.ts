import {
  collectionDefinitions,
  isCollectionKey,
  type ActivityAction,
  type ActivityChange,
  type ActivityEntry,
} from '@site/contract'
import { pageName } from '../shell/admin-places'

type Described = Pick<ActivityEntry, 'author' | 'action' | 'title' | 'publishAt' | 'changes'>

/**
 * What the entry changed, named for a sentence with the registry's words: "the product
 * Strandlink Kit", "the Home page", "the image rx-500.jpg". `fresh` says "the new product".
 */
function thingOf(change: ActivityChange | undefined, title: string | null, fresh = false): string {
  const kind = (label: string) => `the ${fresh ? 'new ' : ''}${label}`
  switch (change?.kind) {
    case 'record': {
      const label = isCollectionKey(change.collection)
        ? collectionDefinitions[change.collection].label
        : change.collection
      return `${kind(label)} ${title ?? change.slug}`
    }
    case 'page':
      return kind(pageName(change.page))
    case 'settings':
      return kind('company info')
    case 'redirects':
      return 'the redirects'
    case 'media': {
      const name = title ?? change.file.replace(/^media\//, '')
      return `${kind(/\.pdf$/i.test(name) ? 'document' : 'image')} ${name}`
    }
    case 'file':
      return change.file
    default:
      return 'the content'
  }
}

/** The sentence's predicate for each action; `thing` is what it was done to. */
const predicates: Record<
  Exclude<ActivityAction, 'publish-new' | 'draft-published' | 'other'>,
  (thing: string, at: string | null) => string
> = {
  create: (thing) => `created ${thing}`,
  update: (thing) => `updated ${thing}`,
  translate: (thing) => `translated ${thing} into Arabic`,
  delete: (thing) => `deleted ${thing}`,
  rename: (thing) => `changed the web address of ${thing}`,
  restore: (thing) => `restored an earlier version of ${thing}`,
  publish: (thing) => `published ${thing}`,
  add: (thing) => `added ${thing}`,
  remove: (thing) => `removed ${thing}`,
  'draft-review': (thing) => `asked for a review of the draft of ${thing}`,
  'draft-ready': (thing) => `marked the draft of ${thing} ready to publish`,
  'draft-back': (thing) => `moved the draft of ${thing} back to editing`,
  'draft-scheduled': (thing, at) =>
    at ? `scheduled ${thing} to publish on ${at}` : `scheduled ${thing} to publish`,
  'draft-unscheduled': (thing) => `cancelled the scheduled publishing of ${thing}`,
  'draft-discarded': (thing) => `discarded the draft of ${thing}`,
}

/**
 * One activity entry as a sentence for people: "Layla published the product Strandlink Kit",
 * "Omar asked for a review of the draft of the Home page". Built from the entry's structured
 * action, title and changes (never from the commit subject), dates in the company's zone.
 */
export function activitySentence(entry: Described, dateTime: (iso: string) => string): string {
  const who = entry.author.name.trim() || entry.author.email
  const [first] = entry.changes
  // the redirects are one list: an added or removed one is "a redirect"
  if (first?.kind === 'redirects' && (entry.action === 'add' || entry.action === 'remove'))
    return `${who} ${entry.action === 'add' ? 'added' : 'removed'} a redirect`
  switch (entry.action) {
    case 'publish-new':
      return `${who} published ${thingOf(first, entry.title, true)}`
    case 'draft-published': {
      // published by content-api's scheduler, not by a person
      const thing = thingOf(first, entry.title)
      return `${thing.charAt(0).toUpperCase()}${thing.slice(1)} was published as scheduled`
    }
    case 'other':
      return entry.changes.length > 1
        ? `${who} changed ${entry.changes.length} content files`
        : `${who} changed ${thingOf(first, entry.title)}`
    default:
      return `${who} ${predicates[entry.action](
        thingOf(first, entry.title),
        entry.publishAt ? dateTime(entry.publishAt) : null,
      )}`
  }
}
