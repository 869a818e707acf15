import MiniSearch, { type SearchResult as MiniResult } from 'minisearch'
import { SEARCH_WORDS_MAX, type SearchResult } from '@site/contract'
import {
  adminUrlAt,
  type SearchAudience,
  type SearchDocument,
  type SearchLang,
} from './documents.js'
import { normaliseWord, tokenise } from './normalise.js'
import { snippetOf } from './snippet.js'

export interface SearchOptions {
  /** one language, or both */
  lang?: SearchLang
  limit: number
  /** what the asker may see: `public` (visitors), `editor` (signed in) or `admin` */
  audience: SearchAudience
  /** only these kinds (all when absent) */
  kinds?: ReadonlySet<SearchDocument['kind']>
}

const SEES: Record<SearchAudience, ReadonlySet<SearchAudience>> = {
  public: new Set(['public']),
  editor: new Set(['public', 'editor']),
  admin: new Set(['public', 'editor', 'admin']),
}

/** Typos allowed per word: none below 4 letters, one up to 7, two beyond. */
const typosFor = (term: string) => (term.length < 4 ? 0 : term.length <= 7 ? 1 : 2)

/**
 * The search index (MiniSearch): every document's title (boosted) and text, words normalised by
 * the language rules (normalise.ts). Ranking: a title match before a body match, an exact word
 * before a prefix before a typo (MiniSearch's weights for prefix and fuzzy matches), all words
 * of the query where possible (AND), else any (OR). Documents are put and removed one source at
 * a time, so a change costs only its own documents.
 */
export class SearchIndex {
  private readonly mini = new MiniSearch<{ id: string; title: string; text: string }>({
    fields: ['title', 'text'],
    storeFields: [],
    tokenize: tokenise,
    processTerm: (term) => normaliseWord(term) || null,
    searchOptions: {
      boost: { title: 3 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => typosFor(term),
      maxFuzzy: 2,
      weights: { prefix: 0.5, fuzzy: 0.2 },
    },
  })
  private readonly docs = new Map<string, SearchDocument>()
  /** the documents each source (a content file, a media file, a message) contributed */
  private readonly bySource = new Map<string, string[]>()

  get size(): number {
    return this.docs.size
  }

  /** Replaces the documents of `source` (none: removes them). */
  put(source: string, documents: SearchDocument[]): void {
    for (const id of this.bySource.get(source) ?? []) {
      this.mini.discard(id)
      this.docs.delete(id)
    }
    if (documents.length === 0) {
      this.bySource.delete(source)
      return
    }
    for (const doc of documents) {
      this.docs.set(doc.id, doc)
      this.mini.add({
        id: doc.id,
        title: doc.titleText,
        text: doc.fields.map((f) => f.value).join('\n'),
      })
    }
    this.bySource.set(
      source,
      documents.map((d) => d.id),
    )
  }

  search(q: string, options: SearchOptions): SearchResult[] {
    const words = tokenise(q).slice(0, SEARCH_WORDS_MAX).join(' ')
    if (words === '') return []
    const sees = SEES[options.audience]
    const filter = (result: MiniResult) => {
      const doc = this.docs.get(result.id as string)
      return (
        doc !== undefined &&
        sees.has(doc.audience) &&
        (options.lang === undefined || doc.lang === options.lang) &&
        (options.kinds === undefined || options.kinds.has(doc.kind))
      )
    }
    let hits = this.mini.search(words, { filter, combineWith: 'AND' })
    if (hits.length === 0) hits = this.mini.search(words, { filter, combineWith: 'OR' })
    return this.present(hits, options.limit)
  }

  /** The titles closest to `q` (a wider typo allowance, any word), for a search that found none. */
  closestTitles(q: string, options: SearchOptions): SearchDocument[] {
    const words = tokenise(q).slice(0, SEARCH_WORDS_MAX).join(' ')
    if (words === '') return []
    const sees = SEES[options.audience]
    const hits = this.mini.search(words, {
      fields: ['title'],
      combineWith: 'OR',
      fuzzy: (term) => (term.length < 4 ? 1 : Math.min(3, Math.ceil(term.length / 2))),
      maxFuzzy: 3,
      filter: (result) => {
        const doc = this.docs.get(result.id as string)
        return (
          doc !== undefined &&
          sees.has(doc.audience) &&
          (options.lang === undefined || doc.lang === options.lang) &&
          (options.kinds === undefined || options.kinds.has(doc.kind))
        )
      },
    })
    const seen = new Set<string>()
    const found: SearchDocument[] = []
    for (const hit of hits) {
      const doc = this.docs.get(hit.id as string)
      if (!doc || seen.has(doc.item)) continue
      seen.add(doc.item)
      found.push(doc)
      if (found.length >= options.limit) break
    }
    return found
  }

  /** One result per item (its best language and field), at most `limit`. */
  private present(hits: MiniResult[], limit: number): SearchResult[] {
    const seen = new Set<string>()
    const results: SearchResult[] = []
    for (const hit of hits) {
      if (results.length >= limit) break
      const doc = this.docs.get(hit.id as string)
      if (!doc || seen.has(doc.item)) continue
      seen.add(doc.item)
      const found = snippetOf(doc.fields, new Set(hit.terms))
      if (!found) continue
      results.push({
        kind: doc.kind,
        ...(doc.collection ? { collection: doc.collection } : {}),
        ...(doc.slug ? { slug: doc.slug } : {}),
        ...(doc.page ? { page: doc.page } : {}),
        title: doc.title,
        snippet: found.snippet,
        marks: found.marks,
        field: found.field.key,
        field_label: found.field.label,
        lang: doc.lang,
        admin_url: adminUrlAt(doc, found.field.key),
        ...(doc.publicUrl ? { public_url: doc.publicUrl } : {}),
      })
    }
    return results
  }
}
