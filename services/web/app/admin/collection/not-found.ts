import { collectionDefinitions, type CollectionKey } from '@site/contract'

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** "Solution Not Found" with a way back to the list. */
export function notFoundOf(collection: string | undefined) {
  const def =
    collection && Object.hasOwn(collectionDefinitions, collection)
      ? collectionDefinitions[collection as CollectionKey]
      : null
  return def
    ? {
        title: `${capitalized(def.label)} Not Found`,
        back: { to: `/admin/${def.name}`, label: `View All ${def.title}` },
      }
    : { title: 'Page not found', back: { to: '/admin', label: 'Back to Dashboard' } }
}
