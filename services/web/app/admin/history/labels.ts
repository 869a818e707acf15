/**
 * The label of a record's field in the history view. Until the field registry (schemas/fields.ts)
 * lands this is the key made readable ("detailed_description" -> "Detailed description"); switch
 * this one function to the registry's labels then.
 */
export function collectionFieldLabel(_collection: string, key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
