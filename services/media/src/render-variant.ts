import sharp from 'sharp'
import { UnreadableImageError } from './image-error.js'
import type { VariantFormat } from '@site/contract'
import { MAX_VARIANT_WIDTH } from './variants.js'

export interface VariantSpec {
  /** Real path of the original. */
  sourcePath: string
  /** Requested width, or undefined for "original size capped at MAX_VARIANT_WIDTH". */
  width: number | undefined
  format: VariantFormat
}

/** Encoder settings per format, picked for photos on a marketing site (size over perfection). */
function encode(pipeline: sharp.Sharp, format: VariantFormat): sharp.Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 4 })
    case 'webp':
      return pipeline.webp({ quality: 78 })
    case 'jpeg':
      // JPEG has no alpha: flatten on white, otherwise transparent areas turn black.
      return pipeline.flatten({ background: '#ffffff' }).jpeg({
        quality: 80,
        mozjpeg: true,
        progressive: true,
      })
    case 'png':
      return pipeline.png({ compressionLevel: 9 })
  }
}

/**
 * Decodes the original, applies its EXIF orientation, shrinks it (never enlarges) and encodes it.
 * Metadata (EXIF, XMP, GPS) is dropped: that is sharp's default when nothing asks to keep it.
 */
export async function renderVariant(spec: VariantSpec): Promise<Buffer> {
  // an original bigger than this is refused rather than decoded into gigabytes of memory
  const pipeline = sharp(spec.sourcePath, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: spec.width ?? MAX_VARIANT_WIDTH, withoutEnlargement: true })
  try {
    return await encode(pipeline, spec.format).toBuffer()
  } catch (error) {
    throw new UnreadableImageError(error)
  }
}
