import sharp from 'sharp'
import { UnreadableImageError } from './image-error.js'

/** Uploads larger than this on their longest side are scaled down (4K is plenty for a website). */
export const NORMALIZE_MAX_SIDE = 3840
/** Refuse decompression bombs early: ~100 megapixels (a 10 MB PNG can claim far more). */
const MAX_INPUT_PIXELS = 100_000_000
const PLACEHOLDER_WIDTH = 16

/** Raster formats accepted for upload. SVG/PDF are refused: they can carry scripts and links. */
const ACCEPTED_INPUT = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif'])

export type NormalizedFormat = 'jpeg' | 'png' | 'webp'

export interface NormalizedImage {
  data: Buffer
  format: NormalizedFormat
  width: number
  height: number
  /** A 16 px wide webp as a data URL, shown blurred while the real image loads. */
  placeholder: string
}

/** The bytes decode, but as a format we do not take (e.g. SVG). */
export class UnsupportedImageFormatError extends Error {
  override name = 'UnsupportedImageFormatError'

  constructor(readonly format: string) {
    super(`${format} images are not accepted`)
  }
}

function outputFormat(inputFormat: string, hasAlpha: boolean): NormalizedFormat {
  if (inputFormat === 'png' && hasAlpha) return 'png'
  if (inputFormat === 'webp') return 'webp'
  return 'jpeg'
}

function encode(pipeline: sharp.Sharp, format: NormalizedFormat): sharp.Sharp {
  switch (format) {
    case 'png':
      return pipeline.png({ compressionLevel: 9 })
    case 'webp':
      return pipeline.webp({ quality: 86 })
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 86, mozjpeg: true })
  }
}

/**
 * Makes an uploaded file safe and web-sized: decodes it fully (so truncated or fake files fail
 * here, whatever their declared type), applies the EXIF orientation, drops all metadata (GPS,
 * camera serials), caps the longest side and re-encodes. Throws UnreadableImageError or
 * UnsupportedImageFormatError for input we refuse.
 */
export async function normalizeImage(input: Buffer): Promise<NormalizedImage> {
  const decodeOptions: sharp.SharpOptions = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }
  let metadata: sharp.Metadata
  try {
    if (input.length === 0) throw new Error('empty input')
    metadata = await sharp(input, decodeOptions).metadata()
  } catch (error) {
    throw new UnreadableImageError(error)
  }
  if (!ACCEPTED_INPUT.has(metadata.format)) {
    throw new UnsupportedImageFormatError(metadata.format)
  }

  const format = outputFormat(metadata.format, metadata.hasAlpha)
  const pipeline = sharp(input, decodeOptions).rotate().resize({
    width: NORMALIZE_MAX_SIDE,
    height: NORMALIZE_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  })
  let output: { data: Buffer; info: sharp.OutputInfo }
  try {
    // metadata() reads only the header; this full decode is what catches truncated files.
    output = await encode(pipeline, format).toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw new UnreadableImageError(error)
  }
  const placeholder = await sharp(output.data)
    .resize({ width: PLACEHOLDER_WIDTH })
    .webp({ quality: 50 })
    .toBuffer()
  return {
    data: output.data,
    format,
    width: output.info.width,
    height: output.info.height,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
  }
}
