import { languageList, type ActivityAction } from '@site/contract'

/**
 * The verbs of the commit subjects content-api writes, `<where>: <verb> ...` (record-service,
 * document-service, history-service, rename-service, draft-service's publish, the media
 * library, redirect-service), each as the activity's action.
 */
const verbs: ReadonlyArray<readonly [string, ActivityAction]> = [
  // before 'publish': the longer verb first
  ['publish new', 'publish-new'],
  ['publish', 'publish'],
  ['create', 'create'],
  ['update', 'update'],
  ['translate', 'translate'],
  ['delete', 'delete'],
  ['rename', 'rename'],
  ['restore', 'restore'],
  ['add', 'add'],
  ['remove', 'remove'],
]

/**
 * What follows a record's quoted title: a translation's language (its English name, from the
 * language list: " (French)"), a restore's or a rename's origin.
 */
const AFTER_TITLE = new RegExp(
  `^(?: \\((?:${languageList.map((l) => l.name).join('|')})\\)| from \\S+(?: to \\S+)?)?$`,
)

/**
 * A commit subject's action and the title it names: `solutions: update "Energy Systems"` ->
 * update, 'Energy Systems'; `media: add rx-500.jpg` -> add, 'rx-500.jpg'; a page's or the
 * settings' subject names no title. A subject content-api did not write is 'other'.
 */
export function readCommitSubject(subject: string): {
  action: ActivityAction
  title: string | null
} {
  const colon = subject.indexOf(': ')
  if (colon <= 0 || /\s/.test(subject.slice(0, colon))) return { action: 'other', title: null }
  const where = subject.slice(0, colon)
  const rest = subject.slice(colon + 2)
  const verb = verbs.find(([word]) => rest === word || rest.startsWith(`${word} `))
  if (!verb) return { action: 'other', title: null }
  const [word, action] = verb
  const object = rest.slice(word.length + 1)
  if (where === 'media') return { action, title: object || null }
  // a record's title is quoted (and may itself hold quotes: the last one closes it)
  const close = object.lastIndexOf('"')
  if (object.startsWith('"') && close > 0 && AFTER_TITLE.test(object.slice(close + 1)))
    return { action, title: object.slice(1, close) }
  return { action, title: null }
}
