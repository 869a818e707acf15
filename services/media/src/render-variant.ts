import sharp from 'sharp'
import { UnreadableImageError } from './image-error.js'
import type { CropRect, FocalPoint, VariantFormat } from '@site/contract'
import { frameOf } from './focal-crop.js'
import { MAX_VARIANT_WIDTH } from './variants.js'

export interface VariantSpec {
  /** Real path of the original. */
  sourcePath: string
  /** Requested width, or undefined for "original size capped at MAX_VARIANT_WIDTH". */
  width: number | undefined
  /** Requested height (`?h=`, with a width): the variant is cropped to width x height. */
  height?: number | undefined
  /** The original's focal point and crop (its `media/<file>.json`, or the defaults). */
  focal: FocalPoint
  crop?: CropRect | undefined
  format: VariantFormat
}

/** Limits every decode: an original bigger than this is refused, not decoded into gigabytes. */
const INPUT = { failOn: 'error', limitInputPixels: 100_000_000 } as const

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

/** The uncropped, centred framing: the pipeline skips `extract` (and reading the size) for it. */
function framesWholeImage(spec: VariantSpec): boolean {
  return spec.height === undefined && spec.crop === undefined
}

/**
 * Decodes the original, applies its EXIF orientation, cuts out the frame the focal point and
 * crop give (`frameOf`), shrinks it (never enlarges) and encodes it. Metadata (EXIF, XMP, GPS)
 * is dropped: that is sharp's default when nothing asks to keep it.
 */
export async function renderVariant(spec: VariantSpec): Promise<Buffer> {
  try {
    let pipeline = sharp(spec.sourcePath, INPUT).rotate()
    if (!framesWholeImage(spec)) {
      // the displayed size: the focal point and crop are fractions of the oriented image
      const { autoOrient } = await sharp(spec.sourcePath, INPUT).metadata()
      const width = spec.width ?? MAX_VARIANT_WIDTH
      const frame = frameOf({
        imageWidth: autoOrient.width,
        imageHeight: autoOrient.height,
        focal: spec.focal,
        crop: spec.crop,
        aspect: spec.height === undefined ? undefined : { width, height: spec.height },
      })
      // .rotate() before .extract(): the frame is cut from the oriented image
      pipeline = pipeline.extract(frame)
    }
    pipeline = pipeline.resize({
      width: spec.width ?? MAX_VARIANT_WIDTH,
      ...(spec.height === undefined ? {} : { height: spec.height, fit: 'fill' as const }),
      withoutEnlargement: true,
    })
    return await encode(pipeline, spec.format).toBuffer()
  } catch (error) {
    throw new UnreadableImageError(error)
  }
}
