import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, num } from '../../svg.js'

/**
 * Flat details drawn in face-local pixels (see iso.faceTransform): doors, grilles, fans, LEDs.
 * Sizes are in pixels so the same part looks the same on any face.
 */

export function door(x: number, y: number, w: number, h: number, edge: string): string {
  return group({}, [
    el('rect', {
      ...{ x: x + 4, y: y + 4, width: w - 8, height: h - 8, rx: 3 },
      fill: 'none',
      stroke: edge,
      'stroke-opacity': 0.55,
      'stroke-width': 1.5,
    }),
    el('rect', {
      ...{ x: x + w - 18, y: y + h * 0.42, width: 6, height: h * 0.16, rx: 3 },
      fill: navy.mist,
      opacity: 0.45,
    }),
  ])
}

/** Horizontal louvres: the slots that let a cabinet breathe. */
export function louvres(x: number, y: number, w: number, h: number, gap = 9): string {
  const lines: string[] = []
  for (let ly = y + gap / 2; ly < y + h; ly += gap) lines.push(`M${num(x)} ${num(ly)}h${num(w)}`)
  return el('path', {
    d: lines.join(''),
    stroke: '#020617',
    'stroke-width': gap * 0.45,
    opacity: 0.55,
  })
}

/** A round fan guard with blades, for HVAC units, inverters and condensers. */
export function fan(ctx: SceneContext, cx: number, cy: number, r: number): string {
  const blades: string[] = []
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + 0.3
    const b = a + 0.9
    blades.push(
      `M${num(cx)} ${num(cy)}Q${num(cx + Math.cos(a) * r * 0.9)} ${num(cy + Math.sin(a) * r * 0.9)} ${num(cx + Math.cos(b) * r * 0.78)} ${num(cy + Math.sin(b) * r * 0.78)}Z`,
    )
  }
  const rings = [0.55, 0.78].map((k) =>
    el('circle', {
      cx,
      cy,
      r: r * k,
      fill: 'none',
      stroke: navy.line,
      'stroke-width': 1,
      opacity: 0.6,
    }),
  )
  return group({}, [
    el('circle', {
      cx,
      cy,
      r,
      fill: '#030919',
      stroke: ctx.accent.main,
      'stroke-opacity': 0.5,
      'stroke-width': 2,
    }),
    el('path', { d: blades.join(''), fill: navy.steel, opacity: 0.9 }),
    ...rings,
    el('circle', {
      cx,
      cy,
      r: r * 0.16,
      fill: navy.haze,
      stroke: ctx.accent.light,
      'stroke-opacity': 0.5,
    }),
  ])
}

/** A status LED with its glow. */
export function led(cx: number, cy: number, r: number, colour: string): string {
  return el('circle', { cx, cy, r, fill: colour, filter: 'url(#glow)' })
}

/** Vertical ribs, such as the corrugation of a container wall or transformer cooling fins. */
export function ribs(
  x: number,
  y: number,
  w: number,
  h: number,
  gap: number,
  colour: string,
  opacity = 0.35,
): string {
  const lines: string[] = []
  for (let lx = x + gap / 2; lx < x + w; lx += gap) lines.push(`M${num(lx)} ${num(y)}v${num(h)}`)
  return el('path', { d: lines.join(''), stroke: colour, 'stroke-width': 1.5, opacity })
}
