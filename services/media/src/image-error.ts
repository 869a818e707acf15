/**
 * sharp/libvips failed on the input bytes (not an image, truncated, corrupt, too many pixels).
 * sharp throws plain Errors, so the pipeline code wraps them in this to let routes answer 4xx
 * instead of 500 without parsing libvips' wording.
 */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError'

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
  }
}
