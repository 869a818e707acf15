/**
 * The field registry: every editable field of a collection, page section or setting is declared
 * once, with its label, kind and rules. From a field set come content-api's zod schema
 * (`schemaOf`), the web form's parsing (`readForm`, `parseForm`), the admin's input per kind and
 * the translatable keys. One module per job, under fields/.
 */
export * from './fields/field-kinds.js'
export * from './fields/field-schema.js'
export * from './fields/collection-shape.js'
export * from './fields/translation-fields.js'
export * from './fields/placeholders.js'
export * from './fields/form.js'
export * from './fields/merge.js'
export * from './fields/collections.js'
