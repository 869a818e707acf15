import { block, cylinder, fitView, iso, isoEllipse, type Block, type IsoView } from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, num, polygonPath, svgDocument, type Point } from '../../svg.js'
import { building, groundSlab, onGround, sectorSet } from './city.js'

export const FACTORY: Block = { x: -0.5, y: -0.5, z: 0, w: 13.5, d: 8.5, h: 6 }

/** Manufacturing: a sawtooth-roof hall, silos fed by a conveyor bridge, stacks and loading docks. */
export function drawManufacturing(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const centre: Point = [w * 0.6, h * 0.55]
  const set = sectorSet(ctx, [w * 0.64, h * 0.32])
  const view = fitView(FACTORY, centre, w * 0.68)
  return svgDocument(w, h, set.defs, [...set.before, factory(ctx, view), ...set.after])
}

export function factory(ctx: SceneContext, view: IsoView, at: Point = [0, 0]): string {
  const { accent } = ctx
  const [ox, oy] = at
  const u = view.unit
  const slab: Block = { x: ox - 0.5, y: oy - 0.5, z: -0.2, w: 13.5, d: 8.5, h: 0.2 }
  const hall: Block = { x: ox, y: oy + 1.2, z: 0, w: 8, d: 5, h: 1.8 }
  const silos = [0, 1, 2].map((i) =>
    group({}, [
      cylinder(view, [ox + 9.6 + i * 1.2, oy + 0.8], 0, 0.55, 3.2, {
        sideFill: 'url(#metal)',
        top: '#2a4f8a',
        edge: accent.main,
      }),
      cone(view, ox + 9.6 + i * 1.2, oy + 0.8, 3.2, 0.55, accent.main),
    ]),
  )
  const stacks = [0, 1].map((i) =>
    cylinder(view, [ox + 1 + i * 1.2, oy + 0.2], 0, 0.22, 4.6, {
      sideFill: 'url(#metal)',
      top: '#0a1530',
      edge: accent.main,
    }),
  )
  const docks: string[] = []
  for (let i = 0; i < 3; i++) {
    docks.push(
      block(
        view,
        { x: ox + 1 + i * 2, y: oy + 6.4, z: 0, w: 1.2, d: 0.6, h: 0.55 },
        { base: '#2a4f8a', edge: accent.main },
      ),
    )
  }
  return group({}, [
    groundSlab(ctx, view, slab),
    onGround(view, slab, [
      el('path', {
        d: `M0 ${num(u * 7.2)}H${num(u * 13.5)}`,
        stroke: accent.secondary,
        'stroke-width': 6,
        'stroke-dasharray': '22 18',
        opacity: 0.35,
      }),
    ]),
    smoke(ctx, view, ox, oy),
    ...stacks,
    building(ctx, view, hall, {
      base: '#1b3566',
      left: { rows: 1, columns: 12, lit: 0.7 },
      right: { rows: 1, columns: 7, lit: 0.7 },
    }),
    sawtooth(ctx, view, hall),
    ...silos,
    conveyorBridge(ctx, view, [ox + 8, oy + 2.2, 1.6], [ox + 9.6, oy + 0.8, 3.1]),
    ...docks,
  ])
}

/** Roof teeth: a slope rising along x, then a vertical glazed face that glows from inside. */
function sawtooth(ctx: SceneContext, view: IsoView, hall: Block): string {
  const { accent } = ctx
  const at = (x: number, y: number, z: number) => iso(view, x, y, z)
  const z0 = hall.z + hall.h
  const z1 = z0 + 0.7
  const y0 = hall.y
  const y1 = hall.y + hall.d
  const parts: string[] = []
  for (let x = hall.x; x < hall.x + hall.w - 0.01; x += 1.6) {
    const x1 = x + 1.6
    parts.push(
      el('path', {
        d: polygonPath([at(x, y0, z0), at(x1, y0, z1), at(x1, y1, z1), at(x, y1, z0)]),
        fill: '#24467f',
        stroke: accent.main,
        'stroke-opacity': 0.5,
      }),
      el('path', {
        d: polygonPath([at(x1, y0, z1), at(x1, y1, z1), at(x1, y1, z0), at(x1, y0, z0)]),
        fill: 'url(#glass)',
        stroke: accent.light,
        'stroke-opacity': 0.6,
      }),
      el('path', {
        d: polygonPath([at(x, y1, z0), at(x1, y1, z1), at(x1, y1, z0)]),
        fill: '#132a55',
        stroke: accent.main,
        'stroke-opacity': 0.5,
      }),
    )
  }
  return group({ 'stroke-linejoin': 'round' }, parts)
}

function cone(view: IsoView, x: number, y: number, z: number, r: number, edge: string): string {
  const base = isoEllipse(view, x, y, z, r)
  const [tx, ty] = iso(view, x, y, z + r * 0.9)
  return el('path', {
    d: `M${num(base.cx - base.rx)} ${num(base.cy)}L${num(tx)} ${num(ty)}L${num(base.cx + base.rx)} ${num(base.cy)}A${num(base.rx)} ${num(base.ry)} 0 0 1 ${num(base.cx - base.rx)} ${num(base.cy)}Z`,
    fill: '#2a4f8a',
    stroke: edge,
    'stroke-opacity': 0.6,
  })
}

/** An inclined enclosed conveyor from the hall roof up to the silo tops. */
function conveyorBridge(
  ctx: SceneContext,
  view: IsoView,
  from: readonly [number, number, number],
  to: readonly [number, number, number],
): string {
  const a = iso(view, ...from)
  const b = iso(view, ...to)
  const t = 0.12 * view.unit
  return group({}, [
    el('path', {
      d: polygonPath([
        [a[0], a[1]],
        [b[0], b[1]],
        [b[0], b[1] + t],
        [a[0], a[1] + t],
      ]),
      fill: '#2a4f8a',
      stroke: ctx.accent.main,
      'stroke-opacity': 0.7,
    }),
    el('path', {
      d: `M${num(a[0])} ${num(a[1] + t / 2)}L${num(b[0])} ${num(b[1] + t / 2)}`,
      stroke: ctx.accent.light,
      'stroke-width': 2,
      'stroke-dasharray': '8 10',
      filter: 'url(#glow)',
    }),
  ])
}

/** Soft plumes drifting from the stacks. */
function smoke(ctx: SceneContext, view: IsoView, ox: number, oy: number): string {
  const { rand } = ctx
  const puffs: string[] = []
  for (let i = 0; i < 2; i++) {
    const [x, y] = iso(view, ox + 1 + i * 1.2, oy + 0.2, 4.7)
    for (let k = 0; k < 6; k++) {
      puffs.push(
        el('circle', {
          cx: x + k * 18 + rand.range(-6, 6),
          cy: y - k * 26,
          r: 14 + k * 7,
          fill: navy.mist,
          opacity: 0.12 - k * 0.015,
        }),
      )
    }
  }
  return group({ filter: 'url(#soft)' }, puffs)
}
