import { describe, expect, it } from 'vitest'
import {
  SHARE_IMAGE_SIZE,
  VARIANT_ASPECTS,
  VARIANT_WIDTHS,
  variantHeight,
  type CropRect,
  type FocalPoint,
} from '@site/contract'
import { frameOf, type PixelBox } from './focal-crop.js'

/** Every allowed `?w=&h=` shape: each width at each aspect, and the share image. */
const SHAPES = [
  ...VARIANT_WIDTHS.flatMap((width) =>
    VARIANT_ASPECTS.map((aspect) => ({ width, height: variantHeight(width, aspect) })),
  ),
  SHARE_IMAGE_SIZE,
]

const ORIGINALS = [
  { imageWidth: 3000, imageHeight: 2000 },
  { imageWidth: 1000, imageHeight: 2000 },
  { imageWidth: 640, imageHeight: 640 },
]

const FOCALS: FocalPoint[] = [
  { x: 0.5, y: 0.5 },
  { x: 0, y: 0 },
  { x: 1, y: 1 },
  { x: 0.85, y: 0.2 },
]

const CROPS: Array<CropRect | undefined> = [undefined, { x: 0.5, y: 0.1, width: 0.5, height: 0.6 }]

function contains(box: PixelBox, x: number, y: number) {
  return x >= box.left && x <= box.left + box.width && y >= box.top && y <= box.top + box.height
}

describe('frameOf', () => {
  it.each(SHAPES)(
    'when a $width x $height variant is cut, then for every original, focal point and crop the frame has that aspect, stays inside the crop and keeps the focal point in frame',
    ({ width, height }) => {
      for (const original of ORIGINALS) {
        for (const crop of CROPS) {
          for (const raw of FOCALS) {
            // a focal point outside the crop is refused by the schema: take the nearest one inside
            const focal = crop
              ? {
                  x: Math.min(crop.x + crop.width, Math.max(crop.x, raw.x)),
                  y: Math.min(crop.y + crop.height, Math.max(crop.y, raw.y)),
                }
              : raw
            const frame = frameOf({ ...original, focal, crop, aspect: { width, height } })
            const region = crop
              ? {
                  left: Math.round(crop.x * original.imageWidth),
                  top: Math.round(crop.y * original.imageHeight),
                  right: Math.round((crop.x + crop.width) * original.imageWidth),
                  bottom: Math.round((crop.y + crop.height) * original.imageHeight),
                }
              : { left: 0, top: 0, right: original.imageWidth, bottom: original.imageHeight }
            expect(frame.left).toBeGreaterThanOrEqual(region.left)
            expect(frame.top).toBeGreaterThanOrEqual(region.top)
            expect(frame.left + frame.width).toBeLessThanOrEqual(region.right)
            expect(frame.top + frame.height).toBeLessThanOrEqual(region.bottom)
            // the largest box of that aspect: it touches both edges on one axis
            expect(
              frame.width === region.right - region.left ||
                frame.height === region.bottom - region.top,
            ).toBe(true)
            // the aspect, within a pixel of rounding
            expect(Math.abs(frame.width / frame.height - width / height)).toBeLessThan(
              2 / Math.min(frame.width, frame.height),
            )
            expect(
              contains(frame, focal.x * original.imageWidth, focal.y * original.imageHeight),
            ).toBe(true)
          }
        }
      }
    },
  )

  it('when the focal point is centred, then a square of a landscape photo is its middle', () => {
    const frame = frameOf({
      imageWidth: 3000,
      imageHeight: 2000,
      focal: { x: 0.5, y: 0.5 },
      aspect: { width: 640, height: 640 },
    })
    expect(frame).toEqual({ left: 500, top: 0, width: 2000, height: 2000 })
  })

  it('when the focal point is on the right, then the square moves right and stops at the edge', () => {
    const near = frameOf({
      imageWidth: 3000,
      imageHeight: 2000,
      focal: { x: 0.6, y: 0.5 },
      aspect: { width: 640, height: 640 },
    })
    expect(near.left).toBe(800)
    const edge = frameOf({
      imageWidth: 3000,
      imageHeight: 2000,
      focal: { x: 0.95, y: 0.5 },
      aspect: { width: 640, height: 640 },
    })
    expect(edge.left).toBe(1000)
  })

  it('when a 16:9 hero and a 1:1 card are cut from the same photo, then both hold the focal point', () => {
    const photo = { imageWidth: 2000, imageHeight: 2000, focal: { x: 0.3, y: 0.8 } }
    const hero = frameOf({ ...photo, aspect: { width: 1920, height: 1080 } })
    const card = frameOf({ ...photo, aspect: { width: 640, height: 640 } })
    expect(hero).toEqual({ left: 0, top: 875, width: 2000, height: 1125 })
    expect(contains(hero, 600, 1600)).toBe(true)
    expect(card).toEqual({ left: 0, top: 0, width: 2000, height: 2000 })
  })

  it('when there is a crop and no aspect, then the frame is the crop rectangle', () => {
    const frame = frameOf({
      imageWidth: 1000,
      imageHeight: 500,
      focal: { x: 0.5, y: 0.5 },
      crop: { x: 0.1, y: 0.2, width: 0.5, height: 0.4 },
    })
    expect(frame).toEqual({ left: 100, top: 100, width: 500, height: 200 })
  })
})
