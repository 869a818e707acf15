import type { Request } from 'express'
import { Slug } from '@site/contract'
import { AppError } from '@site/platform'

/**
 * The record slug a route names, or 404. Express decodes %2F, so a "slug" like
 * ../sectors/energy must be refused here before it can become a path.
 */
export function slugParam(req: Request): string {
  const slug = Slug.safeParse(req.params.slug)
  if (!slug.success || slug.data !== req.params.slug) {
    throw new AppError(404, 'not_found', 'There is no record with that slug')
  }
  return slug.data
}
