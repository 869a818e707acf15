import { block, cylinder, faceSize, fitView, isoPath, type Block, type IsoView } from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, svgDocument, type Point } from '../../svg.js'
import { ribs } from '../products/parts.js'
import { building, fence, groundSlab, onGround, sectorSet } from './city.js'

export const SUBSTATION: Block = { x: -0.5, y: -0.5, z: 0, w: 13, d: 9, h: 4.5 }

const BUS_Z = 3.2
const PHASES = [1.6, 2.6, 3.6]

/** Energy: an outdoor substation: gantries, busbars, transformers and a control building. */
export function drawSubstation(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const centre: Point = [w * 0.6, h * 0.56]
  const set = sectorSet(ctx, [w * 0.62, h * 0.32])
  const view = fitView(SUBSTATION, centre, w * 0.68)
  return svgDocument(w, h, set.defs, [...set.before, substation(ctx, view), ...set.after])
}

export function substation(ctx: SceneContext, view: IsoView, at: Point = [0, 0]): string {
  const { accent } = ctx
  const [ox, oy] = at
  const u = view.unit
  const slab: Block = { x: ox - 0.5, y: oy - 0.5, z: -0.2, w: 13, d: 9, h: 0.2 }
  const gantryX = [1.2, 5.2, 9.2].map((x) => ox + x)
  const control: Block = { x: ox + 0.2, y: oy + 5.6, z: 0, w: 3.6, d: 2.4, h: 1.5 }
  const transformers = [5.6, 8.6].map((x) =>
    transformer(ctx, view, { x: ox + x, y: oy + 5.4, z: 0, w: 1.7, d: 1.5, h: 1.4 }),
  )
  return group({}, [
    groundSlab(ctx, view, slab),
    onGround(view, slab, [
      // Gravel yard inside the fence.
      el('rect', {
        x: u * 0.3,
        y: u * 0.3,
        width: u * 11.8,
        height: u * 8,
        rx: 6,
        fill: navy.line,
        opacity: 0.14,
      }),
    ]),
    fence(view, [ox + 0.2, oy + 0.2], [ox + 12.2, oy + 8.3]),
    ...gantryX.flatMap((x) => PHASES.map((y) => insulator(view, x + 1.8, oy + y, accent.main))),
    droppers(ctx, view, ox, oy),
    ...gantryX.map((x) => gantry(ctx, view, x, oy)),
    busbars(ctx, view, gantryX, oy),
    building(ctx, view, control, {
      base: '#1b3566',
      left: { rows: 2, columns: 6, lit: 0.6 },
      right: { rows: 2, columns: 4, lit: 0.5 },
    }),
    ...transformers,
  ])
}

/** A portal: two lattice-like posts and a beam across all three phases. */
function gantry(ctx: SceneContext, view: IsoView, x: number, oy: number): string {
  const style = { base: '#3b5b8f', edge: navy.mist, edgeOpacity: 0.4 }
  return group({}, [
    block(view, { x, y: oy + 0.6, z: 0, w: 0.18, d: 0.18, h: BUS_Z + 0.6 }, style),
    block(view, { x, y: oy + 4.4, z: 0, w: 0.18, d: 0.18, h: BUS_Z + 0.6 }, style),
    block(
      view,
      { x, y: oy + 0.6, z: BUS_Z + 0.6, w: 0.18, d: 4, h: 0.18 },
      { ...style, base: '#4a6aa0' },
    ),
  ])
}

/** Three phase conductors strung between the gantries, glowing. */
function busbars(ctx: SceneContext, view: IsoView, xs: number[], oy: number): string {
  const lines = PHASES.map((y) =>
    isoPath(
      view,
      xs.map((x) => [x + 0.09, oy + y, BUS_Z + 0.55] as const),
    ),
  )
  return group({}, [
    el('path', {
      d: lines.join(''),
      fill: 'none',
      stroke: ctx.accent.main,
      'stroke-width': 3,
      opacity: 0.8,
    }),
    el('path', {
      d: lines.join(''),
      fill: 'none',
      stroke: ctx.accent.light,
      'stroke-width': 2,
      'stroke-dasharray': '3 26',
      filter: 'url(#glow)',
    }),
  ])
}

/** A post insulator on a short steel support. */
function insulator(view: IsoView, x: number, y: number, edge: string): string {
  return group({}, [
    block(
      view,
      { x: x - 0.08, y: y - 0.08, z: 0, w: 0.16, d: 0.16, h: 1.6 },
      { base: '#3b5b8f', edge: navy.mist, edgeOpacity: 0.3 },
    ),
    cylinder(view, [x, y], 1.6, 0.12, 0.8, { sideFill: 'url(#metal)', top: '#dbe6f5', edge }),
  ])
}

/** Vertical drops from the busbars down to the insulators, so the yard reads as connected. */
function droppers(ctx: SceneContext, view: IsoView, ox: number, oy: number): string {
  const paths = [1.2, 5.2, 9.2].flatMap((x) =>
    PHASES.map((y) =>
      isoPath(view, [
        [ox + x + 0.09, oy + y, BUS_Z + 0.55],
        [ox + x + 1.8, oy + y, 2.4],
      ]),
    ),
  )
  return el('path', {
    d: paths.join(''),
    fill: 'none',
    stroke: ctx.accent.main,
    'stroke-width': 1.5,
    opacity: 0.55,
  })
}

/** A power transformer: finned tank with three bushings. */
function transformer(ctx: SceneContext, view: IsoView, b: Block): string {
  const { accent } = ctx
  const left = faceSize(view, b, 'left')
  const right = faceSize(view, b, 'right')
  const bushings = [0.25, 0.5, 0.75].map((t) =>
    cylinder(view, [b.x + b.w * t, b.y + b.d * 0.5], b.z + b.h, 0.1, 0.6, {
      sideFill: 'url(#metal)',
      top: '#dbe6f5',
      edge: navy.line,
    }),
  )
  return group({}, [
    block(view, b, {
      base: '#233f6e',
      edge: accent.main,
      rim: accent.light,
      details: {
        left: [ribs(6, 10, left.w - 12, left.h - 16, 8, navy.abyss, 0.7)],
        right: [ribs(6, 10, right.w - 12, right.h - 16, 8, navy.abyss, 0.7)],
      },
    }),
    ...bushings,
  ])
}
