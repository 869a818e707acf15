import { navy } from '../palette.js'
import type { SceneContext } from '../scene.js'
import { el, group, polygonPath, type Point } from '../svg.js'

export interface GearSpec {
  centre: Point
  radius: number
  teeth: number
  turn: number
}

/** Share of a tooth pitch from a tooth's leading root to its centre (see gear()). */
export const TOOTH_CENTRE = 0.32

/**
 * Places a gear so it meshes with another: centres one working depth apart along `bearing`, the
 * driver's tooth pointing into the driven gear's gap.
 */
export function meshWith(
  driver: GearSpec,
  bearing: number,
  radius: number,
  teeth: number,
): GearSpec {
  const distance = driver.radius * 0.93 + radius * 0.93
  const pitch = (Math.PI * 2) / teeth
  return {
    centre: [
      driver.centre[0] + Math.cos(bearing) * distance,
      driver.centre[1] + Math.sin(bearing) * distance,
    ],
    radius,
    teeth,
    turn: bearing + Math.PI - TOOTH_CENTRE * pitch - pitch / 2,
  }
}

/** A spur gear outline: teeth as trapezoids around a root circle, with spokes cut out. */
export function gear(
  ctx: SceneContext,
  [cx, cy]: Point,
  radius: number,
  teeth: number,
  turn: number,
) {
  const { accent } = ctx
  const root = radius * 0.86
  const outline: Point[] = []
  const step = (Math.PI * 2) / teeth
  for (let i = 0; i < teeth; i++) {
    const a = i * step + turn
    const at = (angle: number, r: number): Point => [
      cx + Math.cos(angle) * r,
      cy + Math.sin(angle) * r,
    ]
    outline.push(
      at(a, root),
      at(a + step * 0.18, radius),
      at(a + step * (2 * TOOTH_CENTRE - 0.18), radius),
      at(a + step * 2 * TOOTH_CENTRE, root),
    )
  }
  const holes: string[] = []
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + turn
    holes.push(
      el('circle', {
        cx: cx + Math.cos(a) * radius * 0.5,
        cy: cy + Math.sin(a) * radius * 0.5,
        r: radius * 0.14,
      }),
    )
  }
  return group({}, [
    el('circle', {
      cx,
      cy,
      r: radius * 1.12,
      fill: 'none',
      stroke: accent.light,
      'stroke-width': 1.2,
      'stroke-dasharray': '3 9',
      opacity: 0.35,
    }),
    el('path', {
      d: polygonPath(outline),
      fill: 'url(#gear-fill)',
      stroke: accent.main,
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
      opacity: 0.9,
    }),
    el('circle', {
      cx,
      cy,
      r: root * 0.82,
      fill: 'none',
      stroke: accent.main,
      'stroke-width': 1.2,
      opacity: 0.5,
    }),
    group({ fill: navy.deep, stroke: accent.main, 'stroke-width': 1.5, opacity: 0.85 }, holes),
    el('circle', {
      cx,
      cy,
      r: radius * 0.2,
      fill: navy.midnight,
      stroke: accent.light,
      'stroke-width': 2,
    }),
    el('circle', { cx, cy, r: radius * 0.06, fill: accent.light, filter: 'url(#glow)' }),
  ])
}
