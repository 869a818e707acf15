import { z } from 'zod'
import { Slug, Version } from './common.js'
import { collectionDefinitions, type CollectionKey } from './fields.js'
import {
  type DefaultLanguage,
  type LanguageCode,
  type TranslationLanguage,
  translationLanguages,
} from './languages.js'
import { pageKeys, type PageKey } from './pages.js'

/**
 * The site's menus (content/settings/navigation.json): the header's navigation (a tree: an item's
 * children are its dropdown), the header's buttons (its call to action, "Contact"), the footer's
 * quick links and the solution menu (the footer's Solutions column). Items point at a page, a record or an address; content-api resolves them to
 * each language's address and label (one place: content/navigation-resolve.ts), so no code names
 * a record's slug. A record item stores the record's slug, its stable id: a rename rewrites it
 * (content-api's rename-service), a deactivated or deleted record's item is left out.
 */
export const menuKeys = ['header', 'actions', 'footer', 'solutions'] as const
export type MenuKey = (typeof menuKeys)[number]

/** What the admin and a validation message call each menu. */
export const menuNames = {
  header: 'Header menu',
  actions: 'Header buttons',
  footer: 'Footer menu',
  solutions: 'Solution menu',
} as const satisfies Record<MenuKey, string>

/** Two levels (an item and its children): what the header's dropdown can show. */
export const MENU_MAX_DEPTH = 2
/** Items in one menu, children counted: a bound on the file and on every page's header. */
export const MENU_MAX_ITEMS = 40
/** The header's buttons sit beside the search and the language switch: room for two. */
export const MENU_MAX_ACTIONS = 2

/**
 * What each menu may hold: how many items, and whether an item may have children (a dropdown).
 * The header's buttons are flat: a button opens a page, it has no dropdown.
 */
export const menuShapes = {
  header: { maxItems: MENU_MAX_ITEMS, nested: true },
  actions: { maxItems: MENU_MAX_ACTIONS, nested: false },
  footer: { maxItems: MENU_MAX_ITEMS, nested: true },
  solutions: { maxItems: MENU_MAX_ITEMS, nested: true },
} as const satisfies Record<MenuKey, { maxItems: number; nested: boolean }>
export const MENU_MAX_CHILDREN = 15
export const MENU_LABEL_MAX = 60
export const MENU_URL_MAX = 500

/** The collections whose records have a page of their own: what a record item can point at. */
export const menuCollections = (Object.keys(collectionDefinitions) as CollectionKey[]).filter(
  (key) => (collectionDefinitions[key] as { publicPath?: string }).publicPath?.includes(':slug'),
)

const Label = z
  .string('Enter a label')
  .trim()
  .min(1, 'Enter a label')
  .max(MENU_LABEL_MAX, `A label is at most ${MENU_LABEL_MAX} characters`)

/**
 * A translation of an item's label, under the language's code as in every content file
 * (`"fr": { "label": "Accueil" }`); `_en` is content-api's stamp of the English it was made from
 * (translation-source.ts): when the English label changes, the translation shows as outdated.
 */
const LabelTranslation = z.object({
  label: Label,
  _en: z.object({ label: z.string().max(40).optional() }).optional(),
})
export type LabelTranslation = z.infer<typeof LabelTranslation>

const translations = Object.fromEntries(
  translationLanguages.map((code) => [code, LabelTranslation.optional()]),
) as Record<TranslationLanguage, z.ZodOptional<typeof LabelTranslation>>

/** An address a link item may lead to: https, or a path of this site ("/contact"). */
export const MenuUrl = z
  .string('Enter an address')
  .trim()
  .min(1, 'Enter an address')
  .max(MENU_URL_MAX, `An address is at most ${MENU_URL_MAX} characters`)
  .refine(
    (url) =>
      (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) ||
      /^https:\/\/[^/\s]+/.test(url),
    'Enter an https:// address or a path of this site starting with /',
  )

const PageItem = z.object({
  kind: z.literal('page'),
  page: z.enum(pageKeys as [PageKey, ...PageKey[]], 'Pick a page of the site'),
  /** the English label; none: the page's name */
  label: Label.optional(),
  ...translations,
})
const RecordItem = z.object({
  kind: z.literal('record'),
  collection: z.enum(
    menuCollections as [CollectionKey, ...CollectionKey[]],
    'Pick a collection whose records have a page',
  ),
  slug: Slug,
  /** the English label; none: the record's title in each language */
  label: Label.optional(),
  ...translations,
})
const LinkItem = z.object({
  kind: z.literal('link'),
  url: MenuUrl,
  label: Label,
  ...translations,
})

/** A leaf's children: none (refused, not dropped, saying why). */
const noChildren = (why: string) => ({
  children: z
    .array(z.unknown())
    .max(0, why)
    .transform(() => undefined)
    .optional(),
})

const leafOf = (why: string) =>
  z.discriminatedUnion(
    'kind',
    [
      PageItem.extend(noChildren(why)),
      RecordItem.extend(noChildren(why)),
      LinkItem.extend(noChildren(why)),
    ],
    { error: 'Pick a page, a record or a link' },
  )

/** An item without children: a dropdown's entry (a third level is refused). */
export const MenuLeaf = leafOf(
  `Menus nest ${MENU_MAX_DEPTH} levels at most: move this item up a level`,
)
export type MenuLeaf = z.infer<typeof MenuLeaf>
/** An item of a flat menu (the header's buttons): a button has no dropdown. */
const FlatItem = leafOf('A header button opens one page: it has no items under it')

const Children = z
  .array(MenuLeaf)
  .max(MENU_MAX_CHILDREN, `At most ${MENU_MAX_CHILDREN} items under one item`)
  .optional()

/** A top-level item: a leaf that may hold children (one level: MENU_MAX_DEPTH). */
export const MenuItem = z.discriminatedUnion(
  'kind',
  [
    PageItem.extend({ children: Children }),
    RecordItem.extend({ children: Children }),
    LinkItem.extend({ children: Children }),
  ],
  { error: 'Pick a page, a record or a link' },
)
export type MenuItem = z.infer<typeof MenuItem>
/** Any item, top-level or nested. */
export type AnyMenuItem = MenuItem | MenuLeaf

const countItems = (items: readonly MenuItem[]) =>
  items.reduce((n, item) => n + 1 + (item.children?.length ?? 0), 0)

/** A menu of its shape: a tree of items, or (not nested) a flat list whose items have none. */
const menuOf = ({ maxItems, nested }: { maxItems: number; nested: boolean }) =>
  z
    .array(nested ? MenuItem : (FlatItem as unknown as typeof MenuItem))
    .max(maxItems, `At most ${maxItems} items in one menu`)
    .refine((items) => countItems(items) <= maxItems, {
      message: `At most ${maxItems} items in one menu, those nested included`,
    })
type Menu = ReturnType<typeof menuOf>

/** The file: every menu, each a list of items (a file written before a menu existed has none). */
export const NavigationDocument = z.object(
  Object.fromEntries(menuKeys.map((key) => [key, menuOf(menuShapes[key]).default([])])) as Record<
    MenuKey,
    z.ZodDefault<Menu>
  >,
)
export type NavigationDocument = z.infer<typeof NavigationDocument>

/** POST /api/navigation: every menu, with the version it was loaded at ('' for no file). */
export const NavigationUpdate = z.object({
  version: z.union([z.literal(''), Version]),
  menus: NavigationDocument,
})

/**
 * A validation issue's path in words, naming the menu and the item ("Header menu, item 2.1"), so
 * an error in a file or a save says where it is: `menus.header.1.children.0.url` (from a save) or
 * `header.1.url` (from the file).
 */
export function describeMenuPath(path: readonly PropertyKey[]): string | null {
  const parts = path.map(String)
  const at = parts[0] === 'menus' ? 1 : 0
  const menu = parts[at] as MenuKey | undefined
  if (!menu || !menuKeys.includes(menu)) return null
  const top = parts[at + 1]
  if (top === undefined) return menuNames[menu]
  const child = parts[at + 2] === 'children' ? parts[at + 3] : undefined
  const number =
    child === undefined ? `${Number(top) + 1}` : `${Number(top) + 1}.${Number(child) + 1}`
  return `${menuNames[menu]}, item ${number}`
}

/** Validation errors keyed by path, each message naming the menu and item it is about. */
export function navigationErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_'
    const where = describeMenuPath(issue.path)
    out[key] ??= where ? `${where}: ${issue.message}` : issue.message
  }
  return out
}

/** One item as the public site shows it, in one language. */
export interface ResolvedMenuItem {
  label: string
  /** a path of the site without language ("/products/x": web adds /ar), or an https address */
  to: string
  external?: true
  /** the label is in the default language for want of a translation: marked lang="en" */
  lang?: DefaultLanguage
  /**
   * the label is its record's title (no label given): content text, isolated on the page as
   * other titles are (web's i18n/bidi Text); a label given is written for this language's menu
   */
  fromTitle?: true
  children: ResolvedMenuItem[]
}

/** GET /api/navigation/resolved?lang=: every menu as the public site shows it in `lang`. */
export interface ResolvedNavigation {
  lang: LanguageCode
  menus: Record<MenuKey, ResolvedMenuItem[]>
}

/** What the admin shows of an item's target beside the stored item (read-only). */
export interface MenuItemStatus {
  /** the target's title (a page's name, a record's title) or the link's address */
  title: string
  /** where it leads (English); null: its record is gone or has no page */
  path: string | null
  /** the record is inactive or gone: the public menus leave it out */
  hidden: boolean
  /** per translation language, whether the label is missing or made from an older English */
  missing: TranslationLanguage[]
  outdated: TranslationLanguage[]
}

/** GET /api/navigation (editors): the stored menus, their file's version and each item's status. */
export interface NavigationEdit {
  version: string
  menus: NavigationDocument
  /** per menu, per item (in order: each item then its children), its status */
  status: Record<MenuKey, MenuItemStatus[]>
}
