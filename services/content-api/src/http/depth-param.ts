import type { Request } from 'express'
import { validationError } from '@site/platform'
import { ReferenceDepthParam, type ReferenceDepth } from '@site/contract'

/** `?depth=0`: references as stored (slugs); `?depth=1` (the default) expands them; 400 if odd. */
export function depthOf(req: Request): ReferenceDepth {
  const depth = ReferenceDepthParam.safeParse(req.query.depth)
  if (!depth.success) {
    throw validationError(
      { depth: depth.error.issues[0]?.message ?? 'Use depth=0 or depth=1' },
      'Invalid depth',
    )
  }
  return depth.data
}
