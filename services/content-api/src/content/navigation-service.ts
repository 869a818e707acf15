import { readDecodedFile } from './read-decoded.js'
import { AppError, validationError } from '@site/platform'
import {
  type AnyMenuItem,
  type LanguageCode,
  type MenuItem,
  menuKeys,
  NavigationDocument,
  type NavigationEdit,
  navigationErrorsOf,
  NavigationUpdate,
  type ResolvedNavigation,
  type SessionUser,
} from '@site/contract'
import type { ContentGit } from '../git/content-git.js'
import { decodeNavigation, encodeDocument } from './codecs.js'
import type { CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import { NAVIGATION_FILE } from './layout.js'
import {
  MENU_LABEL_KEYS,
  navigationFiles,
  navigationStatus,
  resolveNavigation,
} from './navigation-resolve.js'
import { stampTranslations } from './translation-source.js'
import { writeAndCommit, type FileChange } from './write-file.js'

const EMPTY: NavigationDocument = NavigationDocument.parse({})

/** The menus file as the work tree holds it now (not the index, which may lag a moment). */
export async function readNavigationFile(
  root: string,
): Promise<{ text: string | null; menus: NavigationDocument; version: string }> {
  const read = await readDecodedFile(root, NAVIGATION_FILE, (text) =>
    decodeNavigation(NAVIGATION_FILE, text),
  )
  return { text: read.text, menus: read.data ?? EMPTY, version: read.version ?? '' }
}

/** The file change that writes `next`; `onto` makes the same change to the committed menus. */
export function navigationFileChange(
  current: { text: string | null },
  next: NavigationDocument,
  onto: (committed: NavigationDocument) => NavigationDocument,
): FileChange {
  const encode = (menus: NavigationDocument, previous: string | null) =>
    encodeDocument(NavigationDocument.parse(menus), previous, NavigationDocument)
  return {
    file: NAVIGATION_FILE,
    text: encode(next, current.text),
    previous: current.text,
    ontoCommitted: (committed) => {
      if (committed === null) return encode(onto(EMPTY), null)
      const decoded = decodeNavigation(NAVIGATION_FILE, committed)
      if (!decoded.ok) throw new Error(`${NAVIGATION_FILE} at HEAD is invalid`)
      return encode(onto(decoded.data), committed)
    },
  }
}

/** The menus with `change` applied to every item, top-level and nested. */
function mapItems(
  doc: NavigationDocument,
  change: <T extends AnyMenuItem>(item: T) => T,
): NavigationDocument {
  const out = { ...doc }
  for (const key of menuKeys) {
    out[key] = doc[key].map((item) => {
      const changed: MenuItem = change(item)
      return item.children
        ? { ...changed, children: item.children.map((child) => change(child)) }
        : changed
    })
  }
  return out
}

/** The menus after a record's slug changed from `from` to `to`: its items follow it. */
export function navigationAfterRename(
  doc: NavigationDocument,
  collection: CollectionName,
  from: string,
  to: string,
): NavigationDocument {
  return mapItems(doc, (item) =>
    item.kind === 'record' && item.collection === collection && item.slug === from
      ? { ...item, slug: to }
      : item,
  )
}

/** What identifies an item across a save (to carry its translation stamps over). */
const targetKey = (item: AnyMenuItem) =>
  item.kind === 'page'
    ? `page:${item.page}`
    : item.kind === 'record'
      ? `record:${item.collection}:${item.slug}`
      : `link:${item.url}`

function itemsByTarget(doc: NavigationDocument): Map<string, AnyMenuItem> {
  const out = new Map<string, AnyMenuItem>()
  for (const key of menuKeys)
    for (const item of doc[key])
      for (const one of [item, ...(item.children ?? [])]) out.set(`${key}:${targetKey(one)}`, one)
  return out
}

/**
 * `next` with each label translation stamped by translation-source.ts's rules, against the same
 * target's item in the same menu before: a translation changed now is made from today's English,
 * one kept keeps its stamp (so an English label changed alone leaves it outdated).
 */
function stamped(before: NavigationDocument, next: NavigationDocument): NavigationDocument {
  const previous = itemsByTarget(before)
  const out = { ...next }
  for (const key of menuKeys) {
    const stamp = <T extends AnyMenuItem>(item: T): T =>
      stampTranslations(
        MENU_LABEL_KEYS,
        (previous.get(`${key}:${targetKey(item)}`) as Record<string, unknown> | undefined) ?? null,
        item as Record<string, unknown>,
      ) as T
    out[key] = next[key].map((item) => {
      const top: MenuItem = stamp(item)
      return item.children ? { ...top, children: item.children.map(stamp) } : top
    })
  }
  return out
}

/** The header, footer and solution menus: read resolved by web, edited as a whole by admins. */
export class NavigationService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  private get stored(): { version: string; menus: NavigationDocument } {
    const entry = this.store.index.navigation
    return { version: entry?.version ?? '', menus: entry?.data ?? EMPTY }
  }

  /** The menus as the public site shows them in `lang`. */
  resolved(lang: LanguageCode): ResolvedNavigation {
    return resolveNavigation(this.store.index, this.stored.menus, lang)
  }

  /** The content files the resolved menus read (the page cache's dependencies). */
  filesRead(): string[] {
    return navigationFiles(this.stored.menus)
  }

  /** The stored menus for the admin, with each item's target and translation state. */
  edit(): NavigationEdit {
    const { version, menus } = this.stored
    return { version, menus, status: navigationStatus(this.store.index, menus) }
  }

  /** body: { version, menus } - every menu, with the version it was loaded at ('' for no file). */
  async update(body: unknown, editor: SessionUser): Promise<NavigationEdit> {
    const parsed = NavigationUpdate.safeParse(body)
    if (!parsed.success) throw validationError(navigationErrorsOf(parsed.error))
    const { version, menus } = parsed.data
    return this.git.withWriteLock(async () => {
      const current = await readNavigationFile(this.store.root)
      if (current.version !== version) {
        throw new AppError(409, 'conflict', 'The menus were changed since you loaded them', {
          details: { current: { version: current.version, menus: current.menus } },
        })
      }
      const next = stamped(current.menus, menus)
      // the menus are saved whole: an outside edit in the work tree is replaced in the commit
      // by this save's menus too (there is no finer unit of change to carry over)
      await writeAndCommit(this.store, this.git, {
        ...navigationFileChange(current, next, () => next),
        message: 'navigation: update menus',
        author: editor,
      })
      return this.edit()
    })
  }
}
