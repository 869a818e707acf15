import { z } from 'zod'

/** A record's id and file name: lowercase words joined by single hyphens. */
export const Slug = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(80, 'Slug is at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens')

/**
 * How far a record read expands references (`?depth=`): 0 gives them as stored (slugs, as a save
 * takes them), 1 (the default) embeds the records the public pages show with
 * a record (a solution's children).
 */
export const referenceDepths = [0, 1] as const
export type ReferenceDepth = (typeof referenceDepths)[number]
export const ReferenceDepthParam = z
  .enum(['0', '1'], 'Use depth=0 or depth=1')
  .default('1')
  .transform((depth): ReferenceDepth => (depth === '0' ? 0 : 1))

/** An image original in content/media, referenced as `media/<file>`; '' means "no image". */
export const MediaRef = z
  .string()
  .trim()
  .regex(
    /^media\/[A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|webp|avif)$/,
    'Use an image from the media library (media/<file>.jpg|png|webp|avif)',
  )

export const OptionalMediaRef = z.union([z.literal(''), MediaRef]).default('')

/**
 * A document in content/media (a product datasheet), referenced as `media/<file>.pdf`. The media
 * service serves it as it is (no variants); '' means "no document".
 */
export const DocumentRef = z
  .string()
  .trim()
  .regex(
    /^media\/[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/,
    'Use a PDF from the media library (media/<file>.pdf)',
  )

export const OptionalDocumentRef = z.union([z.literal(''), DocumentRef]).default('')

/** A link target: a site path (/contact) or an absolute http(s) URL. */
export const LinkTarget = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/.test(v), {
    message: 'Use a site path such as /contact or a full http(s) URL',
  })

/** One line of a list field (features, benefits): empty lines are dropped before validation. */
export const ListOfLines = z
  .array(z.string().trim().min(1, 'Empty lines are not allowed').max(300))
  .max(50)
  .default([])

/** Turns a title into a slug: "Battery Energy Storage Systems" -> "battery-energy-storage-systems". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

/** The version a record was loaded at: the git blob id of its file. */
export const Version = z
  .string()
  .regex(/^[0-9a-f]{40}$/, 'Version must be the 40-character id you loaded')

/** Field-by-field validation errors, keyed by field path ("title", "features.2"). */
export type FieldErrors = Record<string, string>

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_'
    out[key] ??= issue.message
  }
  return out
}
