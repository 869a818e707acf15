import { backdrop, finish } from '../../backdrop.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import {
  el,
  glowFilter,
  group,
  linearGradient,
  num,
  polygonPath,
  smoothPath,
  svgDocument,
  type Point,
} from '../../svg.js'

/** Private LTE: a lattice mast with sector antennas, coverage rings over a site of connected assets. */
export function drawLteMast(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const horizon = h * 0.62
  const mast: Point = [w * 0.62, h * 0.84]
  const top: Point = [mast[0], h * 0.14]
  const base = backdrop(ctx, { glow: [top[0], top[1] + h * 0.1], glowRadius: w * 0.5 })
  const end = finish(ctx, 0.42)
  const defs = [
    ...base.defs,
    ...end.defs,
    linearGradient('ground', [
      { offset: 0, color: '#13254a' },
      { offset: 1, color: navy.abyss },
    ]),
    glowFilter('glow', 5),
    glowFilter('glow-wide', 14),
  ]
  return svgDocument(w, h, defs, [
    ...base.body,
    el('rect', { y: horizon, width: w, height: h - horizon, fill: 'url(#ground)' }),
    el('path', {
      d: `M0 ${num(horizon)}H${num(w)}`,
      stroke: accent.main,
      'stroke-width': 1.5,
      opacity: 0.4,
    }),
    coverage(ctx, mast),
    devices(ctx, mast, top),
    lattice(ctx, mast, top),
    antennas(ctx, top),
    radiation(ctx, top),
    ...end.body,
  ])
}

/** Tapering lattice tower: two legs, zig-zag bracing, platforms. */
function lattice(ctx: SceneContext, [bx, by]: Point, [, ty]: Point): string {
  const height = by - ty
  const leg = (t: number, side: -1 | 1): Point => [bx + side * (34 - 22 * t), by - height * t]
  const lines: string[] = []
  const line = (a: Point, b: Point) =>
    lines.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`)
  line(leg(0, -1), leg(1, -1))
  line(leg(0, 1), leg(1, 1))
  const steps = 16
  for (let i = 0; i < steps; i++) {
    line(leg(i / steps, -1), leg((i + 1) / steps, 1))
    line(leg(i / steps, 1), leg((i + 1) / steps, -1))
  }
  return group({}, [
    el('path', {
      d: lines.join(''),
      stroke: navy.mist,
      'stroke-width': 2.2,
      opacity: 0.8,
      'stroke-linecap': 'round',
    }),
    el('rect', {
      x: bx - 60,
      y: by - 6,
      width: 120,
      height: 14,
      rx: 3,
      fill: '#13254a',
      stroke: navy.line,
    }),
    // Equipment cabinet at the foot of the mast.
    el('rect', {
      x: bx + 60,
      y: by - 70,
      width: 70,
      height: 78,
      rx: 4,
      fill: '#1b3566',
      stroke: ctx.accent.main,
      'stroke-opacity': 0.6,
    }),
    el('circle', {
      cx: bx + 75,
      cy: by - 56,
      r: 3.5,
      fill: ctx.accent.light,
      filter: 'url(#glow)',
    }),
  ])
}

/** Three sector panels and a microwave dish. */
function antennas(ctx: SceneContext, [x, y]: Point): string {
  const { accent } = ctx
  const panel = (px: number, tilt: number) =>
    el('rect', {
      ...{ x: px - 13, y: y - 10, width: 26, height: 110, rx: 8 },
      fill: '#dbe6f5',
      stroke: accent.main,
      'stroke-width': 2,
      transform: `rotate(${tilt} ${num(px)} ${num(y + 45)})`,
    })
  return group({}, [
    el('path', {
      d: `M${num(x - 70)} ${num(y + 45)}h140M${num(x)} ${num(y - 30)}V${num(y + 120)}`,
      stroke: navy.mist,
      'stroke-width': 4,
    }),
    panel(x - 62, -4),
    panel(x, 0),
    panel(x + 62, 4),
    el('circle', {
      cx: x - 30,
      cy: y + 190,
      r: 30,
      fill: '#c7d4ea',
      stroke: accent.main,
      'stroke-width': 2,
    }),
    el('circle', { cx: x - 30, cy: y + 190, r: 10, fill: navy.line }),
    el('circle', { cx: x, cy: y - 34, r: 6, fill: '#f43f5e', filter: 'url(#glow)' }),
  ])
}

/** Wave fronts leaving the panels to both sides. */
function radiation(ctx: SceneContext, [x, y]: Point): string {
  const arcs: string[] = []
  const cy = y + 45
  for (let i = 1; i <= 6; i++) {
    const r = 90 + i * 70
    for (const side of [-1, 1] as const) {
      const a0 = side === 1 ? -0.55 : Math.PI - 0.55
      const a1 = side === 1 ? 0.55 : Math.PI + 0.55
      const p0: Point = [x + Math.cos(a0) * r, cy + Math.sin(a0) * r]
      const p1: Point = [x + Math.cos(a1) * r, cy + Math.sin(a1) * r]
      arcs.push(
        el('path', {
          d: `M${num(p0[0])} ${num(p0[1])}A${r} ${r} 0 0 ${side === 1 ? 1 : 1} ${num(p1[0])} ${num(p1[1])}`,
          fill: 'none',
          stroke: ctx.accent.light,
          'stroke-width': 3,
          'stroke-linecap': 'round',
          opacity: 0.65 - i * 0.09,
        }),
      )
    }
  }
  return group({ filter: 'url(#glow)' }, arcs)
}

/** Coverage rings on the ground, flattened by perspective. */
function coverage(ctx: SceneContext, [x, y]: Point): string {
  const { width: w, accent } = ctx
  const rings: string[] = []
  for (let i = 1; i <= 5; i++) {
    rings.push(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: w * 0.09 * i,
        ry: w * 0.018 * i,
        fill: 'none',
        stroke: accent.main,
        'stroke-width': 2,
        'stroke-dasharray': i % 2 === 0 ? '8 10' : undefined,
        opacity: 0.55 - i * 0.08,
      }),
    )
  }
  return group({}, rings)
}

/** Vehicles, cameras and sensors on the site, each linked to the mast. */
function devices(ctx: SceneContext, mast: Point, top: Point): string {
  const { width: w, rand, accent } = ctx
  const out: string[] = []
  const links: string[] = []
  for (let i = 0; i < 9; i++) {
    const a = rand.range(0, Math.PI * 2)
    const r = rand.range(0.12, 0.42)
    const p: Point = [mast[0] + Math.cos(a) * w * r, mast[1] + Math.sin(a) * w * r * 0.2]
    const s = 14 + (p[1] - mast[1] + 100) * 0.05
    const kind = i % 3
    if (kind === 0) {
      // A haul truck seen side-on: body and two wheels.
      out.push(
        el('path', {
          d: polygonPath([
            [p[0] - s * 1.6, p[1]],
            [p[0] + s * 1.2, p[1]],
            [p[0] + s * 1.6, p[1] - s * 0.9],
            [p[0] - s * 1.2, p[1] - s * 1.1],
          ]),
          fill: '#233f6e',
          stroke: accent.main,
          'stroke-opacity': 0.6,
        }),
        el('circle', { cx: p[0] - s, cy: p[1] + 2, r: s * 0.35, fill: navy.abyss }),
        el('circle', { cx: p[0] + s, cy: p[1] + 2, r: s * 0.35, fill: navy.abyss }),
      )
    } else {
      out.push(
        el('rect', {
          x: p[0] - s * 0.4,
          y: p[1] - s * 1.4,
          width: s * 0.8,
          height: s * 1.4,
          rx: 3,
          fill: '#233f6e',
          stroke: accent.main,
          'stroke-opacity': 0.6,
        }),
      )
    }
    out.push(
      el('circle', {
        cx: p[0],
        cy: p[1] - s * 1.6,
        r: 4,
        fill: accent.light,
        filter: 'url(#glow)',
      }),
    )
    const mid: Point = [(p[0] + top[0]) / 2, Math.min(p[1], top[1]) + (p[1] - top[1]) * 0.35]
    links.push(smoothPath([[p[0], p[1] - s * 1.6], mid, [top[0], top[1] + 45]]))
  }
  return group({}, [
    el('path', {
      d: links.join(''),
      fill: 'none',
      stroke: accent.main,
      'stroke-width': 1.5,
      'stroke-dasharray': '3 9',
      opacity: 0.5,
    }),
    ...out,
  ])
}
