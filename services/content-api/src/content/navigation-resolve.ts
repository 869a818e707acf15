import {
  type AnyMenuItem,
  defaultLanguage,
  isUntranslated,
  type LanguageCode,
  type MenuItemStatus,
  type MenuKey,
  menuKeys,
  type NavigationDocument,
  pageAdmin,
  pagePublicPaths,
  recordPathOf,
  type ResolvedMenuItem,
  type ResolvedNavigation,
  type TranslationLanguage,
  translationLanguages,
} from '@site/contract'
import { collections, recordFile, titleOf } from './collections.js'
import { NAVIGATION_FILE } from './layout.js'
import type { ContentIndex } from './content-index.js'
import { localize } from './translation.js'
import { outdatedByLanguage } from './translation-source.js'

/** The one key of an item that is translated: its label (translation-source.ts's rules). */
export const MENU_LABEL_KEYS = ['label'] as const

/** Where an item leads and what it is called, in one language; null: it shows nowhere now. */
interface Target {
  path: string
  external: boolean
  title: string
  /** the title is the default language's for want of a translation */
  fallback: boolean
}

function targetOf(index: ContentIndex, item: AnyMenuItem, lang: LanguageCode): Target | null {
  switch (item.kind) {
    case 'page':
      // a page has no title of its own in content: its admin name, in the default language
      return {
        path: pagePublicPaths[item.page],
        external: false,
        title: pageAdmin[item.page].name,
        fallback: lang !== defaultLanguage,
      }
    case 'record': {
      const entry = index.collection(item.collection).get(item.slug)
      const path = recordPathOf(item.collection, item.slug)
      // a deleted or deactivated record leaves the menus (public reads hide it too)
      if (!entry || entry.data.is_active === false || path === null) return null
      const localized = localize(item.collection, entry.data, lang)
      return {
        path,
        external: false,
        title: titleOf(item.collection, item.slug, localized),
        fallback: localized.missing.includes(collections[item.collection].titleField),
      }
    }
    case 'link':
      return {
        path: item.url,
        external: item.url.startsWith('https://'),
        title: item.url,
        fallback: false,
      }
  }
}

/** The item's label in `lang`: its translation, else its English label, else its target's title. */
function labelOf(item: AnyMenuItem, target: Target, lang: LanguageCode) {
  if (lang !== defaultLanguage) {
    const translated = item[lang as TranslationLanguage]?.label
    if (!isUntranslated(translated))
      return { label: translated as string, fallback: false, fromTitle: false }
  }
  if (item.label !== undefined)
    return { label: item.label, fallback: lang !== defaultLanguage, fromTitle: false }
  return { label: target.title, fallback: target.fallback, fromTitle: item.kind === 'record' }
}

function resolveItem(
  index: ContentIndex,
  item: AnyMenuItem,
  lang: LanguageCode,
): ResolvedMenuItem | null {
  const target = targetOf(index, item, lang)
  if (!target) return null
  const { label, fallback, fromTitle } = labelOf(item, target, lang)
  const children: AnyMenuItem[] = item.children ?? []
  return {
    label,
    to: target.path,
    ...(target.external ? { external: true as const } : {}),
    ...(fallback ? { lang: defaultLanguage } : {}),
    ...(fromTitle ? { fromTitle: true as const } : {}),
    children: children.flatMap((child) => resolveItem(index, child, lang) ?? []),
  }
}

/**
 * Every menu as the public site shows it in `lang`: each item's address and label, the items
 * whose record is gone or inactive left out (with their children: a dropdown under a hidden item
 * has nothing to hang from).
 */
export function resolveNavigation(
  index: ContentIndex,
  doc: NavigationDocument,
  lang: LanguageCode,
): ResolvedNavigation {
  const menus = Object.fromEntries(
    menuKeys.map((key) => [key, doc[key].flatMap((item) => resolveItem(index, item, lang) ?? [])]),
  ) as Record<MenuKey, ResolvedMenuItem[]>
  return { lang, menus }
}

/**
 * The content files the resolved menus are made from: the menus file and every record an item
 * points at (its title may be the label; a deactivated or deleted one drops the item, a restored
 * one brings it back). So a page's header is stale only when one of these changes, not at every
 * save of any record (web's page cache keys on them).
 */
export function navigationFiles(doc: NavigationDocument): string[] {
  const records = menuKeys.flatMap((key) =>
    doc[key].flatMap((item) => [item, ...('children' in item ? (item.children ?? []) : [])]),
  )
  const files = records.flatMap((item) =>
    item.kind === 'record' ? [recordFile(item.collection, item.slug)] : [],
  )
  return [NAVIGATION_FILE, ...new Set(files)]
}

/** What the admin shows beside an item: its target, whether it shows, its translations' state. */
function statusOf(index: ContentIndex, item: AnyMenuItem): MenuItemStatus {
  const target = targetOf(index, item, defaultLanguage)
  const outdated = outdatedByLanguage(MENU_LABEL_KEYS, item as Record<string, unknown>)
  const missing = translationLanguages.filter((lang) => {
    if (!isUntranslated(item[lang]?.label)) return false
    if (item.label !== undefined) return true
    const translated = targetOf(index, item, lang)
    return translated === null || translated.fallback
  })
  const title =
    target?.title ??
    (item.kind === 'record' ? item.slug : item.kind === 'page' ? item.page : item.url)
  return {
    title,
    path: target?.path ?? null,
    hidden: target === null,
    missing,
    outdated: translationLanguages.filter((lang) => outdated[lang].length > 0),
  }
}

/** Per menu, each item's status, in order: each item, then its children. */
export function navigationStatus(
  index: ContentIndex,
  doc: NavigationDocument,
): Record<MenuKey, MenuItemStatus[]> {
  return Object.fromEntries(
    menuKeys.map((key) => [
      key,
      doc[key].flatMap((item) => [
        statusOf(index, item),
        ...(item.children ?? []).map((child) => statusOf(index, child)),
      ]),
    ]),
  ) as Record<MenuKey, MenuItemStatus[]>
}
