import type { AppLoadContext } from 'react-router'
import { collectionDefinitions, type CollectionKey } from '@site/contract'
import type { Locale } from '../i18n/locale'
import { readPublic } from './content-read.server'

/**
 * A public page's reads of the collections, in the page's language, through the typed client's
 * generic calls (`records(collection)`): the same for every collection of the registry, so a
 * list or detail loader names its collection and nothing else. content-api down throws the 503
 * (readPublic); a record that is not there (or not public) is null.
 */
export function collectionReads(context: AppLoadContext, locale: Locale = 'en') {
  const api = context.contentApi(undefined, locale)
  return {
    /** every public record of the collection, in public order */
    list: <K extends CollectionKey>(collection: K) =>
      readPublic(collection, () => api.records(collection).list()),
    /** one record with the references its definition embeds; null when there is none */
    get: <K extends CollectionKey>(collection: K, slug: string) =>
      readPublic(`${collectionDefinitions[collection].label} ${slug}`, () =>
        api.records(collection).get(slug),
      ),
  }
}
