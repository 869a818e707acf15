import { fieldLabel } from '@site/content-api/schemas'

/** The label of a record's field in the history view: the field registry's label. */
export function collectionFieldLabel(collection: string, key: string): string {
  return fieldLabel(collection, key)
}
