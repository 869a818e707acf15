import { pageDefinitions, type PageContent, type PageKey } from '../schemas/index.js'
import type { ContentStore } from './content-store.js'

/** Joins a page's section and field definitions with the values in its file. */
export class PagesService {
  constructor(private readonly store: ContentStore) {}

  get(page: PageKey): PageContent {
    const entry = this.store.index.pages.get(page)
    const values = entry?.data ?? {}
    return {
      page,
      version: entry?.version ?? '',
      sections: pageDefinitions[page].map((section) => ({
        key: section.key,
        label: section.label,
        fields: section.fields.map((field) => ({ ...field, value: values[section.key]?.[field.key] ?? '' })),
      })),
    }
  }
}
