import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { ContactStore } from '../contacts/contact-store.js'
import { collectionNames, type CollectionName } from '../content/collections.js'
import type { ContentIndex } from '../content/content-index.js'
import type { ContentStore } from '../content/content-store.js'
import { locate, pageFile, recordFile, SETTINGS_FILE } from '../content/layout.js'
import { MediaRef, pageKeys } from '@site/contract'
import {
  altTextsOf,
  mediaDocuments,
  messageDocuments,
  pageDocuments,
  recordDocuments,
  settingDocuments,
  type SearchLang,
} from './documents.js'
import { SearchIndex, type SearchOptions } from './search-index.js'

/** how stale the media folder's listing may be: the index follows changes within a second */
const MEDIA_LISTING_MS = 1000
/** records indexed between two turns of the event loop while the index is built */
const BUILD_SLICE = 200
const MEDIA_FILE = /\.(?:jpe?g|png|webp|avif|pdf)$/i

type Alt = { ref: string; lang: SearchLang; alt: string }

/**
 * Keeps a SearchIndex in line with what content-api knows: every content file the store
 * (re)loads (the service's saves, hand edits, pulls; drafts live on branches and never reach
 * it), the media folder (listed again at most once a second, when searched) and the inbox.
 * `warm` builds the index in the background after start-up, a slice at a time so requests are
 * answered meanwhile; a search before it is done waits for it.
 */
export class SearchSync {
  private readonly index = new SearchIndex()
  /** true once the build has begun: from then on every change is indexed as it comes */
  private built = false
  private building: Promise<void> | null = null
  /** the alt texts each record gives its images, to rebuild a media file's documents */
  private readonly altsByRecord = new Map<string, Alt[]>()
  /** the records giving each media reference an alt text */
  private readonly recordsByRef = new Map<string, Set<string>>()
  private mediaFiles = new Set<string>()
  private mediaListedAt = 0
  private mediaListing: Promise<void> | null = null

  constructor(
    private readonly store: ContentStore,
    private readonly contacts: ContactStore,
  ) {
    store.onChange((file) => {
      if (this.built) this.indexFile(file)
    })
    contacts.onChange((id) => {
      if (!this.built) return
      const message = contacts.get(id)
      this.index.put(`message:${id}`, message ? messageDocuments(message) : [])
    })
  }

  private get content(): ContentIndex {
    return this.store.published
  }

  async search(q: string, options: SearchOptions): Promise<ReturnType<SearchIndex['search']>> {
    await this.ready()
    return this.index.search(q, options)
  }

  async closestTitles(q: string, options: SearchOptions) {
    await this.ready()
    return this.index.closestTitles(q, options)
  }

  /** Builds the index (once), and lists the media folder again when it is due. */
  async ready(): Promise<void> {
    await this.warm()
    if (Date.now() - this.mediaListedAt >= MEDIA_LISTING_MS) {
      this.mediaListing ??= this.listMedia().finally(() => (this.mediaListing = null))
      await this.mediaListing
    }
  }

  /** Builds the index once; at 10,000 records it takes seconds, so it yields between slices. */
  warm(): Promise<void> {
    this.building ??= this.build()
    return this.building
  }

  private async build(): Promise<void> {
    // a change arriving while the build runs is indexed at once (a file the build reaches later
    // is indexed again then, from the same published index)
    this.built = true
    const files = collectionNames.flatMap((collection) =>
      [...this.content.collection(collection).keys()].map((slug) => recordFile(collection, slug)),
    )
    for (let i = 0; i < files.length; i += BUILD_SLICE) {
      for (const file of files.slice(i, i + BUILD_SLICE)) this.indexFile(file)
      await new Promise((resolve) => setImmediate(resolve))
    }
    for (const page of pageKeys) this.indexFile(pageFile(page))
    this.indexFile(SETTINGS_FILE)
    for (const message of this.contacts.list()) {
      this.index.put(`message:${message.id}`, messageDocuments(message))
    }
  }

  /** (Re)indexes one content file as it is now in the published index. */
  private indexFile(file: string): void {
    const location = locate(file)
    if (!location) return
    if (location.kind === 'record') {
      const entry = this.content.collection(location.collection).get(location.slug)
      this.index.put(
        file,
        entry ? recordDocuments(location.collection, location.slug, entry.data) : [],
      )
      this.updateAlts(location.collection, file, entry?.data ?? null)
    } else if (location.kind === 'page') {
      const entry = this.content.pages.get(location.page)
      this.index.put(file, entry ? pageDocuments(location.page, entry.data) : [])
    } else if (location.kind === 'settings') {
      const entry = this.content.settings
      this.index.put(file, entry ? settingDocuments(entry.data) : [])
    }
  }

  private updateAlts(
    collection: CollectionName,
    file: string,
    data: Record<string, unknown> | null,
  ) {
    const before = this.altsByRecord.get(file) ?? []
    const after = data ? altTextsOf(collection, data) : []
    if (after.length > 0) this.altsByRecord.set(file, after)
    else this.altsByRecord.delete(file)
    for (const { ref } of before) this.recordsByRef.get(ref)?.delete(file)
    for (const { ref } of after) {
      if (!this.recordsByRef.has(ref)) this.recordsByRef.set(ref, new Set())
      this.recordsByRef.get(ref)?.add(file)
    }
    const touched = new Set([...before, ...after].map((a) => a.ref))
    for (const ref of touched) this.indexMedia(ref.slice('media/'.length))
  }

  private indexMedia(file: string): void {
    if (!this.mediaFiles.has(file)) return
    const ref = `media/${file}`
    const alts = [...(this.recordsByRef.get(ref) ?? [])].flatMap((record) =>
      (this.altsByRecord.get(record) ?? []).filter((a) => a.ref === ref),
    )
    this.index.put(ref, mediaDocuments(file, alts))
  }

  private async listMedia(): Promise<void> {
    let names: string[] = []
    try {
      names = await readdir(path.join(this.store.root, 'media'))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    this.mediaListedAt = Date.now()
    const now = new Set(
      names.filter(
        (name) =>
          MEDIA_FILE.test(name) &&
          (MediaRef.safeParse(`media/${name}`).success || name.toLowerCase().endsWith('.pdf')),
      ),
    )
    const added = [...now].filter((name) => !this.mediaFiles.has(name))
    const gone = [...this.mediaFiles].filter((name) => !now.has(name))
    this.mediaFiles = now
    for (const name of gone) this.index.put(`media/${name}`, [])
    for (const name of added) this.indexMedia(name)
  }
}
