import type { CropRect, FocalPoint } from '@site/contract'

/** A rectangle in whole pixels of the displayed (oriented) image, as sharp's `extract` takes. */
export interface PixelBox {
  left: number
  top: number
  width: number
  height: number
}

export interface FramingInput {
  /** the displayed (EXIF-oriented) size of the original */
  imageWidth: number
  imageHeight: number
  focal: FocalPoint
  crop?: CropRect | undefined
  /** the shape asked for (`?w=&h=`); none: the crop rectangle as it is */
  aspect?: { width: number; height: number } | undefined
}

/** The crop rectangle in pixels (the whole image without one), at least 1x1. */
function cropBox({ imageWidth, imageHeight, crop }: FramingInput): PixelBox {
  if (!crop) return { left: 0, top: 0, width: imageWidth, height: imageHeight }
  const left = Math.min(imageWidth - 1, Math.round(crop.x * imageWidth))
  const top = Math.min(imageHeight - 1, Math.round(crop.y * imageHeight))
  return {
    left,
    top,
    width: Math.max(1, Math.min(imageWidth - left, Math.round(crop.width * imageWidth))),
    height: Math.max(1, Math.min(imageHeight - top, Math.round(crop.height * imageHeight))),
  }
}

/** Centres a span of `size` on `centre`, kept inside [start, start + room). */
function place(centre: number, size: number, start: number, room: number): number {
  const ideal = Math.round(centre - size / 2)
  return Math.max(start, Math.min(start + room - size, ideal))
}

/**
 * The part of the original a variant shows: inside the crop rectangle (or the whole image), the
 * largest box of the asked aspect, centred on the focal point as far as the crop allows (a focal
 * point near an edge puts the box against that edge rather than outside the picture). Without
 * an aspect, the crop rectangle itself. sharp then scales this box to the asked size.
 */
export function frameOf(input: FramingInput): PixelBox {
  const region = cropBox(input)
  if (!input.aspect) return region
  const ratio = input.aspect.width / input.aspect.height
  const wider = region.width / region.height > ratio
  const width = wider ? Math.max(1, Math.round(region.height * ratio)) : region.width
  const height = wider ? region.height : Math.max(1, Math.round(region.width / ratio))
  const focalX = input.focal.x * input.imageWidth
  const focalY = input.focal.y * input.imageHeight
  return {
    left: place(focalX, width, region.left, region.width),
    top: place(focalY, height, region.top, region.height),
    width,
    height,
  }
}
