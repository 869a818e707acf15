import type { Random } from '../prng.js'
import { el, group, num, polygonPath, type Point } from '../svg.js'

/** One layer of city blocks; nearer layers are darker and show more lit windows. */
export interface SkylineLayer {
  ground: number
  /** Tallest building, in pixels, at the centre of the downtown cluster. */
  peak: number
  /** Where downtown is (0..1 of the width) and how wide it spreads. */
  centre: number
  spread: number
  minWidth: number
  maxWidth: number
  fill: string
  windows?: { colours: string[]; lit: number }
  rim?: string
}

export interface Building {
  x: number
  width: number
  top: number
}

/** Draws a layer and returns the roof line so callers can hang antennas or links off it. */
export function skylineLayer(
  rand: Random,
  canvasWidth: number,
  layer: SkylineLayer,
): { svg: string; buildings: Building[] } {
  const shapes: string[] = []
  const windows: string[] = []
  const rims: string[] = []
  const buildings: Building[] = []
  for (let x = -20; x < canvasWidth + 20;) {
    const width = rand.range(layer.minWidth, layer.maxWidth)
    const t = (x + width / 2) / canvasWidth - layer.centre
    const height =
      layer.peak * (0.22 + 0.78 * Math.exp(-(t * t) / layer.spread)) * rand.range(0.45, 1)
    const top = layer.ground - height
    const outline = buildingOutline(rand, x, width, top, layer.ground)
    shapes.push(polygonPath(outline))
    rims.push(
      `M${num(outline[1]?.[0] ?? x)} ${num(outline[1]?.[1] ?? top)}V${num(layer.ground - height * 0.5)}`,
    )
    if (layer.windows) windows.push(...litWindows(rand, x, width, top, layer.ground, layer.windows))
    buildings.push({ x, width, top })
    x += width + rand.range(-4, 10)
  }
  const parts = [el('path', { d: shapes.join(''), fill: layer.fill })]
  if (layer.rim) {
    parts.push(
      el('path', { d: rims.join(''), stroke: layer.rim, 'stroke-width': 1.5, opacity: 0.5 }),
    )
  }
  parts.push(group({}, windows))
  return { svg: group({}, parts), buildings }
}

/** Flat roof, setback crown or slanted top: enough variety to avoid a bar-chart skyline. */
function buildingOutline(
  rand: Random,
  x: number,
  width: number,
  top: number,
  ground: number,
): Point[] {
  const right = x + width
  const kind = rand.next()
  if (kind < 0.2) {
    const inset = width * 0.2
    const step = (ground - top) * 0.08
    return [
      [x, ground],
      [x, top + step],
      [x + inset, top + step],
      [x + inset, top],
      [right - inset, top],
      [right - inset, top + step],
      [right, top + step],
      [right, ground],
    ]
  }
  if (kind < 0.32) {
    return [
      [x, ground],
      [x, top + width * 0.35],
      [right, top],
      [right, ground],
    ]
  }
  return [
    [x, ground],
    [x, top],
    [right, top],
    [right, ground],
  ]
}

function litWindows(
  rand: Random,
  x: number,
  width: number,
  top: number,
  ground: number,
  style: { colours: string[]; lit: number },
): string[] {
  const out: string[] = []
  const columnGap = 15
  const rowGap = 21
  for (let wy = top + 26; wy < ground - 14; wy += rowGap) {
    for (let wx = x + 8; wx < x + width - 12; wx += columnGap) {
      if (!rand.chance(style.lit)) continue
      out.push(
        el('rect', {
          x: wx,
          y: wy,
          width: 6,
          height: 10,
          fill: rand.pick(style.colours),
          opacity: rand.range(0.35, 0.9),
        }),
      )
    }
  }
  return out
}

/** A landmark supertall: stacked, narrowing tiers ending in a spire. */
export function supertall(x: number, ground: number, height: number, width: number): Point[] {
  const tiers = 6
  const left: Point[] = []
  const right: Point[] = []
  for (let i = 0; i < tiers; i++) {
    const y0 = ground - (height * 0.78 * i) / tiers
    const y1 = ground - (height * 0.78 * (i + 1)) / tiers
    const half = (width / 2) * (1 - i / (tiers + 1))
    left.push([x - half, y0], [x - half, y1])
    right.push([x + half, y0], [x + half, y1])
  }
  const spireBase = ground - height * 0.78
  const spireHalf = (width / 2) * (1 / (tiers + 1))
  return [
    ...left,
    [x - spireHalf * 0.5, spireBase - height * 0.06],
    [x, ground - height],
    [x + spireHalf * 0.5, spireBase - height * 0.06],
    ...right.reverse(),
  ]
}
