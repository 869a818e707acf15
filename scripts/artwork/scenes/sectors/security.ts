import { cylinder, fitView, iso, type Block, type IsoView } from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, linearGradient, num, svgDocument, type Point } from '../../svg.js'
import type { Box } from '../panes.js'
import { building, fence, groundPolygon, groundSlab, sectorSet } from './city.js'

export const COMPOUND: Block = { x: -0.5, y: -0.5, z: 0, w: 11, d: 8, h: 4 }

/** Security: a monitored compound with camera fields of view, and the control room's video wall. */
export function drawSecurity(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const set = sectorSet(ctx, [w * 0.62, h * 0.4])
  const view = fitView(COMPOUND, [w * 0.66, h * 0.6], w * 0.56)
  const defs = [
    ...set.defs,
    linearGradient('feed', [
      { offset: 0, color: '#10254d' },
      { offset: 1, color: '#07122b' },
    ]),
  ]
  return svgDocument(w, h, defs, [
    ...set.before,
    videoWall(ctx, { x: w * 0.06, y: h * 0.08, w: w * 0.46, h: h * 0.4 }),
    compound(ctx, view),
    ...set.after,
  ])
}

export function compound(ctx: SceneContext, view: IsoView, at: Point = [0, 0]): string {
  const [ox, oy] = at
  const slab: Block = { x: ox - 0.5, y: oy - 0.5, z: -0.2, w: 11, d: 8, h: 0.2 }
  const cameras: Array<[number, number, number]> = [
    [ox + 0.3, oy + 0.3, 0.6],
    [ox + 9.7, oy + 0.3, 2.2],
    [ox + 0.3, oy + 6.9, -0.7],
    [ox + 9.7, oy + 6.9, 3.6],
  ]
  return group({}, [
    groundSlab(ctx, view, slab),
    fence(view, [ox, oy], [ox + 10, oy + 7.2]),
    ...cameras.map(([x, y, a]) => fieldOfView(ctx, view, x, y, a)),
    building(
      ctx,
      view,
      { x: ox + 2.5, y: oy + 1.5, z: 0, w: 5, d: 3.5, h: 1.8 },
      {
        base: '#1b3566',
        rim: true,
        left: { rows: 2, columns: 9, lit: 0.6 },
        right: { rows: 2, columns: 6, lit: 0.5 },
      },
    ),
    ...people(ctx, view, ox, oy),
    ...cameras.map(([x, y]) => cameraPole(ctx, view, x, y)),
  ])
}

/** A translucent wedge on the ground where a camera is looking. */
function fieldOfView(
  ctx: SceneContext,
  view: IsoView,
  x: number,
  y: number,
  angle: number,
): string {
  const reach = 4.2
  const spread = 0.42
  const pts: Array<readonly [number, number]> = [[x, y]]
  for (let t = -spread; t <= spread + 1e-6; t += spread / 4)
    pts.push([x + Math.cos(angle + t) * reach, y + Math.sin(angle + t) * reach])
  return groundPolygon(view, pts, {
    fill: ctx.accent.main,
    opacity: 0.22,
    stroke: ctx.accent.light,
    'stroke-opacity': 0.5,
  })
}

function cameraPole(ctx: SceneContext, view: IsoView, x: number, y: number): string {
  const [hx, hy] = iso(view, x, y, 2.1)
  const s = view.unit * 0.32
  return group({}, [
    cylinder(view, [x, y], 0, 0.06, 2.1, {
      sideFill: 'url(#metal)',
      top: '#c7d4ea',
      edge: navy.line,
    }),
    el('rect', {
      x: hx - s * 0.2,
      y: hy - s * 0.55,
      width: s * 1.3,
      height: s * 0.5,
      rx: s * 0.15,
      fill: '#d4deee',
      stroke: ctx.accent.main,
    }),
    el('circle', {
      cx: hx + s * 1.1,
      cy: hy - s * 0.3,
      r: s * 0.14,
      fill: ctx.accent.secondary,
      filter: 'url(#glow)',
    }),
  ])
}

/** Two figures in the yard, one flagged by a detection box. */
function people(ctx: SceneContext, view: IsoView, ox: number, oy: number): string[] {
  const out: string[] = []
  for (const [x, y, flagged] of [
    [ox + 6.2, oy + 6.1, true],
    [ox + 2, oy + 6, false],
  ] as const) {
    const [bx, by] = iso(view, x, y, 0)
    const s = view.unit * 0.8
    out.push(
      el('ellipse', { cx: bx, cy: by, rx: s * 0.35, ry: s * 0.12, fill: '#01030b', opacity: 0.5 }),
      el('rect', {
        x: bx - s * 0.16,
        y: by - s * 1.1,
        width: s * 0.32,
        height: s * 0.85,
        rx: s * 0.14,
        fill: '#9fb4d6',
      }),
      el('circle', { cx: bx, cy: by - s * 1.28, r: s * 0.15, fill: '#9fb4d6' }),
    )
    if (flagged)
      out.push(brackets(bx - s * 0.45, by - s * 1.6, s * 0.9, s * 1.75, ctx.accent.secondary))
  }
  return out
}

/** Corner brackets: the detection box of video analytics. */
function brackets(x: number, y: number, w: number, h: number, colour: string): string {
  const k = Math.min(w, h) * 0.25
  const d =
    `M${num(x)} ${num(y + k)}V${num(y)}H${num(x + k)}M${num(x + w - k)} ${num(y)}H${num(x + w)}V${num(y + k)}` +
    `M${num(x + w)} ${num(y + h - k)}V${num(y + h)}H${num(x + w - k)}M${num(x + k)} ${num(y + h)}H${num(x)}V${num(y + h - k)}`
  return el('path', { d, fill: 'none', stroke: colour, 'stroke-width': 3, filter: 'url(#glow)' })
}

/** Six camera feeds: abstract yards and corridors, some with detections. */
function videoWall(ctx: SceneContext, box: Box): string {
  const { rand, accent } = ctx
  const cols = 3
  const rows = 2
  const gap = 12
  const cw = (box.w - gap * (cols - 1)) / cols
  const rh = (box.h - gap * (rows - 1)) / rows
  const out: string[] = []
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = box.x + c * (cw + gap)
      const y = box.y + r * (rh + gap)
      const horizon = y + rh * rand.range(0.35, 0.55)
      const vx = x + cw * rand.range(0.3, 0.7)
      const lines: string[] = []
      // A floor grid converging on a vanishing point: each feed is a different space.
      for (let k = -4; k <= 4; k++)
        lines.push(`M${num(vx)} ${num(horizon)}L${num(vx + k * cw * 0.3)} ${num(y + rh)}`)
      const id = `feed-${r}-${c}`
      const feed: string[] = [
        el('rect', { x, y, width: cw, height: rh, fill: accent.main, opacity: 0.06 }),
        el('path', { d: lines.join(''), stroke: accent.main, opacity: 0.4 }),
        el('path', {
          d: `M${num(x)} ${num(horizon)}H${num(x + cw)}`,
          stroke: accent.light,
          opacity: 0.6,
        }),
        el('rect', {
          ...{
            x: x + cw * rand.range(0.1, 0.6),
            y: horizon - rh * 0.3,
            width: cw * 0.25,
            height: rh * 0.3,
          },
          fill: navy.line,
          opacity: 0.8,
        }),
      ]
      if (rand.chance(0.6)) {
        const bx = x + cw * rand.range(0.2, 0.7)
        feed.push(
          brackets(
            bx,
            horizon - rh * 0.05,
            cw * 0.12,
            rh * 0.3,
            rand.chance(0.5) ? accent.secondary : accent.light,
          ),
        )
      }
      out.push(
        el('clipPath', { id }, [el('rect', { x, y, width: cw, height: rh, rx: 6 })]),
        el('rect', { x, y, width: cw, height: rh, rx: 6, fill: 'url(#feed)' }),
        group({ 'clip-path': `url(#${id})` }, feed),
        el('rect', {
          x,
          y,
          width: cw,
          height: rh,
          rx: 6,
          fill: 'none',
          stroke: accent.main,
          'stroke-opacity': 0.5,
          'stroke-width': 1.5,
        }),
        el('circle', { cx: x + 14, cy: y + 14, r: 4, fill: accent.secondary, opacity: 0.9 }),
      )
    }
  }
  return group({}, out)
}
