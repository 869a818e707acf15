import { mediaFile, mediaUrl } from '../../ui/media-url'
import { type MediaFormat, type MediaWidth, placeholderWidth } from '../../ui/media-widths'

/**
 * The variants of an image a page asks media for first (ui/Picture.tsx): the blurred
 * placeholder, AVIF at a phone's two widths, and the 960 px WebP and JPEG that other browsers
 * take. Rendered right after an upload, so the first visitor of the page that shows the image
 * does not wait for them.
 */
export const firstVariants: ReadonlyArray<readonly [MediaWidth, MediaFormat]> = [
  [placeholderWidth, 'webp'],
  [480, 'avif'],
  [960, 'avif'],
  [960, 'webp'],
  [960, 'jpeg'],
]

/**
 * Asks media (its internal address) for each of `firstVariants` of a stored image, one after
 * another so an editor's upload never takes more than one of media's render slots. Answers how
 * many media rendered or had; a failure is left for the visitor's own request.
 */
export async function warmVariants(
  mediaBase: string,
  ref: string,
  fetchFn: typeof fetch = fetch,
): Promise<number> {
  const file = mediaFile(ref)
  if (!file) return 0
  let ready = 0
  for (const [width, format] of firstVariants) {
    try {
      const res = await fetchFn(mediaUrl(mediaBase, file, width, format))
      await res.arrayBuffer()
      if (res.ok) ready += 1
    } catch {
      // media unreachable: the page's first view renders it instead
    }
  }
  return ready
}
