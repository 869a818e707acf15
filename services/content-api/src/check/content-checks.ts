import type { Logger } from '@site/platform'
import type { ContentProblem } from '../content/codecs.js'
import type { ContentStore } from '../content/content-store.js'
import { locate } from '../content/layout.js'
import type { ContentIndex } from '../content/content-index.js'
import { checkItem, type CheckedItem, type ExternalLink, type ItemCheck } from './item-checks.js'
import { scanMarkdown, type MarkdownScan } from './markdown-scan.js'
import { seoWarnings } from './seo-warnings.js'

/** What the background link checker is told and asked (link-checker.ts); none: not checked. */
export interface ExternalLinkChecks {
  /** the item's external links as now written: new ones are queued */
  linksOf(file: string, links: ExternalLink[]): void
  /** the item's broken external links as last checked */
  problemsOf(file: string): ContentProblem[]
}

/** How many items one slice of the first full check handles before letting requests run. */
const SLICE = 20
/** Markdown texts whose parse is remembered (past it, the memory starts afresh). */
const REMEMBERED_SCANS = 20_000

/**
 * The content checks of the published content, kept current: every item is checked once after
 * start-up (in slices, between requests), then each file a save, a publish, a pull or a hand edit
 * reloads is re-checked with the items that link to it (a deleted or deactivated record breaks
 * their links) - never the whole site per save. SEO warnings compare every page with every other,
 * so they are computed when asked, once per content revision.
 */
export class ContentChecks {
  private readonly problems = new Map<string, ContentProblem[]>()
  /** each checked file's dependencies (the records it links to, the redirects) */
  private readonly dependencies = new Map<string, readonly string[]>()
  /** the reverse: for a file, the items whose checks read it */
  private readonly dependents = new Map<string, Set<string>>()
  private seo: { revision: string; byFile: Map<string, ContentProblem[]> } | null = null
  /**
   * each Markdown text's parse, by the text: the items re-checked because a record they link to
   * changed have the same texts, and only their links are resolved again
   */
  private readonly scans = new Map<string, MarkdownScan>()
  private readonly scan = (markdown: string): MarkdownScan => {
    let scanned = this.scans.get(markdown)
    if (!scanned) {
      if (this.scans.size >= REMEMBERED_SCANS) this.scans.clear()
      scanned = scanMarkdown(markdown)
      this.scans.set(markdown, scanned)
    }
    return scanned
  }
  private stopListening: (() => void) | null = null
  private firstPass: Promise<void> | null = null

  constructor(
    private readonly store: ContentStore,
    private readonly log: Logger,
    private readonly links: ExternalLinkChecks | null = null,
  ) {}

  /** Follows the store's changes and checks everything once; resolves when that pass is done. */
  start(): Promise<void> {
    this.stopListening ??= this.store.onChange((file) => this.changed(file))
    this.firstPass ??= this.checkAll()
    return this.firstPass
  }

  stop(): void {
    this.stopListening?.()
    this.stopListening = null
  }

  /** Every problem found, by file then field: errors and warnings alike. */
  all(): ContentProblem[] {
    const seo = this.seoByFile()
    const files = new Set([...this.problems.keys(), ...seo.keys()])
    return [...files].sort().flatMap((file) => this.problemsOf(file))
  }

  /** One item's problems (its file relative to the content folder). */
  problemsOf(file: string): ContentProblem[] {
    if (!this.problems.has(file)) this.check(file)
    return sortByField([
      ...(this.problems.get(file) ?? []),
      ...(this.links?.problemsOf(file) ?? []),
      ...(this.seoByFile().get(file) ?? []),
    ])
  }

  private async checkAll(): Promise<void> {
    const files = [...this.itemFiles()]
    for (let i = 0; i < files.length; i += SLICE) {
      for (const file of files.slice(i, i + SLICE)) if (!this.problems.has(file)) this.check(file)
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  private *itemFiles(): Iterable<string> {
    const index = this.store.published
    for (const records of index.records.values()) for (const r of records.values()) yield r.file
    for (const page of index.pages.values()) yield page.file
  }

  /** Runs inside the store's reload: a check that fails is logged, never fails the save. */
  private changed(file: string): void {
    const dependents = [...(this.dependents.get(file) ?? [])]
    for (const each of [file, ...dependents.filter((d) => d !== file)]) {
      try {
        this.check(each)
      } catch (error) {
        this.log.error('content check failed', { subject: each, error: String(error) })
      }
    }
  }

  /**
   * One item's problems in another index than the published one: a draft's preview overlay
   * (preview-overlay.ts), checked afresh and not kept. Its SEO warnings compare it with the
   * published pages, as publishing it would.
   */
  problemsIn(index: ContentIndex, file: string): ContentProblem[] {
    const result = checkIndexed(index, file)
    return sortByField([
      ...(result?.problems ?? []),
      ...(this.links?.problemsOf(file) ?? []),
      ...seoWarnings(index).filter((p) => p.file === file),
    ])
  }

  /** (Re-)checks one file as now indexed; a file that is no longer there has no problems. */
  private check(file: string): void {
    const result = checkIndexed(this.store.published, file, this.scan)
    if (result) this.problems.set(file, result.problems)
    else this.problems.delete(file)
    this.setDependencies(file, result?.dependsOn ?? [])
    this.links?.linksOf(file, result?.externalLinks ?? [])
  }

  private setDependencies(file: string, files: readonly string[]): void {
    for (const old of this.dependencies.get(file) ?? []) {
      const set = this.dependents.get(old)
      set?.delete(file)
      if (set?.size === 0) this.dependents.delete(old)
    }
    if (files.length === 0) this.dependencies.delete(file)
    else this.dependencies.set(file, files)
    for (const dependency of files) {
      let set = this.dependents.get(dependency)
      if (!set) this.dependents.set(dependency, (set = new Set()))
      set.add(file)
    }
  }

  private seoByFile(): Map<string, ContentProblem[]> {
    const index = this.store.published
    const revision = index.revision
    if (this.seo?.revision !== revision) {
      const byFile = new Map<string, ContentProblem[]>()
      for (const warning of seoWarnings(index)) {
        byFile.set(warning.file, [...(byFile.get(warning.file) ?? []), warning])
      }
      this.seo = { revision, byFile }
    }
    return this.seo.byFile
  }
}

const sortByField = (problems: ContentProblem[]) =>
  problems.sort((a, b) => a.field.localeCompare(b.field))

/** The checks of the record or page `file` as `index` holds it; null when it holds none. */
function checkIndexed(
  index: ContentIndex,
  file: string,
  scan?: (markdown: string) => MarkdownScan,
): ItemCheck | null {
  const location = locate(file)
  if (location?.kind === 'record') {
    const entry = index.collection(location.collection).get(location.slug)
    const item: CheckedItem = { kind: 'record', collection: location.collection }
    return entry ? checkItem(index, file, item, entry.data, scan) : null
  }
  if (location?.kind === 'page') {
    const entry = index.pages.get(location.page)
    const item: CheckedItem = { kind: 'page', page: location.page }
    return entry ? checkItem(index, file, item, entry.data as Record<string, unknown>, scan) : null
  }
  return null
}
