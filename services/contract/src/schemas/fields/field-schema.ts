import { z } from 'zod'
import {
  DocumentRef,
  LinkTarget,
  MediaRef,
  OptionalDocumentRef,
  OptionalMediaRef,
  Slug,
} from '../common.js'
import { type Field, type FieldSet, type TextField } from './field-kinds.js'
import { type PairValue } from './form.js'
import { placeholderProblems } from './placeholders.js'

/** A field set as content-api's zod schema: the one set of rules every save is checked by. */

const httpUrl = (message?: string) =>
  z.url(message ? { protocol: /^https?$/, message } : { protocol: /^https?$/ })

/**
 * Line breaks as a value holds them: "\n". A browser posts a textarea's as "\r\n" (and other
 * clients may send lone "\r"); read as they come they would make a text differ from the stored
 * one in nothing but its line ends, and rewrite a file for it. A file's own line-ending style is
 * the writer's to keep (content/codecs.ts).
 */
export const withLineFeeds = (text: string): string => text.replace(/\r\n?/g, '\n')

/**
 * A referenced record as a write may name it: its slug, or the record itself as a read embeds it
 * (`{ slug, ... }` or `{ id, ... }`, a solution's children), so what a read returns can be written
 * back. Either way the slug is what is stored; anything else is left for Slug to refuse.
 */
const embeddedSlug = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const { slug, id } = value as { slug?: unknown; id?: unknown }
  return slug ?? id ?? value
}
const ReferenceSlug = z.preprocess(embeddedSlug, Slug)

function textSchema(f: TextField): z.ZodType {
  const read = z.string().overwrite(withLineFeeds)
  let s = f.trim ? read.trim() : read
  if (f.required) s = s.min(1, f.requiredMessage ?? `${f.label} is required`)
  s = s.max(f.max, f.maxMessage ?? `${f.label} is at most ${f.max} characters`)
  const checked = f.placeholders ? withPlaceholders(s, f.label, f.placeholders) : s
  return f.required ? checked : checked.default('')
}

/** A text refused, naming the field, when it uses a placeholder its page does not fill. */
function withPlaceholders(s: z.ZodString, label: string, allowed: readonly string[]) {
  return s.superRefine((value, ctx) => {
    for (const problem of placeholderProblems(value, allowed))
      ctx.addIssue({ code: 'custom', message: `${label}: ${problem}` })
  })
}

/** The zod schema of one field's stored value. */
export function fieldSchema(f: Field): z.ZodType {
  switch (f.kind) {
    case 'text':
    case 'textarea':
    case 'markdown':
      return textSchema(f)
    case 'image':
      return f.required ? MediaRef : OptionalMediaRef
    case 'document':
      return f.required ? DocumentRef : OptionalDocumentRef
    case 'url':
      return f.sitePath
        ? LinkTarget.default('')
        : z.union([z.literal(''), httpUrl(f.message)]).default('')
    case 'email':
      return z.union([z.literal(''), z.email('Enter a valid e-mail address')]).default('')
    case 'phone':
      return z
        .string()
        .trim()
        .regex(/^$|^\+?[0-9 ()-]{6,24}$/, 'Enter a phone number such as +971 4 123 4567')
        .default('')
    case 'number': {
      if (f.stored === 'string')
        return z
          .string()
          .trim()
          .regex(/^-?\d*(?:\.\d+)?$/, 'Enter a number')
          .default('')
      let n = f.integer
        ? z.number().int(`${f.label} is a whole number`)
        : z.number('Enter a number')
      if (f.min !== undefined) n = n.min(f.min, `At least ${f.min}`)
      if (f.max !== undefined) n = n.max(f.max, `At most ${f.max}`)
      // a number a form sends as text ("25.18") is read as a number
      const read = f.integer
        ? n
        : z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), n)
      return read.default(f.default)
    }
    case 'boolean':
      return z.boolean().default(f.default)
    case 'lines':
      return z
        .array(z.string().trim().min(1, 'Empty lines are not allowed').max(f.maxLength))
        .max(f.maxItems)
        .default([])
    case 'pairs':
      return z
        .array(
          z.object({
            name: z.string().trim().min(1, `${f.keyLabel} is required`).max(f.keyMax),
            value: z.string().trim().min(1, `${f.valueLabel} is required`).max(f.valueMax),
          }),
        )
        .max(f.maxItems)
        .default([])
    case 'reference':
      return f.many
        ? z.array(ReferenceSlug).max(f.maxItems).default([])
        : z.preprocess(embeddedSlug, z.union([z.literal(''), Slug])).default('')
    case 'icon':
      return z.enum(f.options).default(f.default as never)
  }
}

/** The stored value of a field, as a type. */
export type ValueOf<F> = F extends { kind: 'boolean' }
  ? boolean
  : F extends { kind: 'lines' }
    ? string[]
    : F extends { kind: 'pairs' }
      ? PairValue[]
      : F extends { kind: 'reference'; many: true }
        ? string[]
        : F extends { kind: 'number'; stored: 'number' }
          ? number
          : F extends { kind: 'icon'; options: readonly (infer O)[] }
            ? O
            : string
export type ValuesOf<S extends FieldSet> = { -readonly [K in keyof S]: ValueOf<S[K]> }

type Shape<S extends FieldSet> = { -readonly [K in keyof S]: z.ZodType<ValueOf<S[K]>> }

/** The zod object of a field set (unknown keys stripped; `strict` refuses them). */
export function schemaOf<S extends FieldSet>(fields: S): z.ZodObject<Shape<S>>
export function schemaOf<S extends FieldSet>(
  fields: S,
  strict: true,
): z.ZodObject<Shape<S>, z.core.$strict>
export function schemaOf(fields: FieldSet, strict = false): z.ZodObject {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, f] of Object.entries(fields)) shape[key] = fieldSchema(f)
  return strict ? z.strictObject(shape) : z.object(shape)
}
