import { cylinder, fitView, iso, type Block, type IsoView } from '../../iso.js'
import type { SceneContext } from '../../scene.js'
import { el, group, num, svgDocument, type Point } from '../../svg.js'
import { building, dome, groundSlab, onGround, sectorSet, tree } from './city.js'

export const CAMPUS: Block = { x: -0.5, y: -0.5, z: 0, w: 13, d: 9, h: 4.5 }

/** Education: a campus around a domed hall and a green quad, with Wi-Fi rings over it. */
export function drawEducation(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const centre: Point = [w * 0.6, h * 0.56]
  const set = sectorSet(ctx, [w * 0.6, h * 0.32])
  const view = fitView(CAMPUS, centre, w * 0.68)
  return svgDocument(w, h, set.defs, [...set.before, campus(ctx, view), ...set.after])
}

export function campus(ctx: SceneContext, view: IsoView, at: Point = [0, 0]): string {
  const { accent } = ctx
  const [ox, oy] = at
  const slab: Block = { x: ox - 0.5, y: oy - 0.5, z: -0.2, w: 13, d: 9, h: 0.2 }
  const u = view.unit
  const hall: Block = { x: ox + 3.6, y: oy, z: 0, w: 4.4, d: 3, h: 2 }
  const west: Block = { x: ox, y: oy, z: 0, w: 2.6, d: 7, h: 1.6 }
  const library: Block = { x: ox + 9.2, y: oy, z: 0, w: 2.8, d: 4, h: 2.6 }
  const trees: string[] = []
  for (const [x, y] of [
    [3.6, 4.2],
    [3.6, 6.6],
    [8, 4.2],
    [8, 6.6],
    [9.6, 5.2],
    [11.3, 5.2],
    [10.4, 7.2],
  ] as const) {
    trees.push(tree(ctx, view, ox + x, oy + y, 0.34))
  }
  return group({}, [
    groundSlab(ctx, view, slab),
    onGround(view, slab, [
      // The quad: a lawn crossed by two paths, and a running track beside the library.
      el('rect', {
        x: u * 4.1,
        y: u * 3.8,
        width: u * 4.4,
        height: u * 3.4,
        rx: 8,
        fill: accent.dark,
        opacity: 0.35,
      }),
      el('path', {
        d: `M${num(u * 6.3)} ${num(u * 3.8)}v${num(u * 3.4)}M${num(u * 4.1)} ${num(u * 5.5)}h${num(u * 4.4)}`,
        stroke: accent.light,
        'stroke-width': 8,
        opacity: 0.25,
      }),
      el('rect', {
        x: u * 9.6,
        y: u * 5,
        width: u * 2.6,
        height: u * 3.2,
        rx: u * 1.2,
        fill: 'none',
        stroke: accent.secondary,
        'stroke-width': 10,
        opacity: 0.45,
      }),
    ]),
    building(ctx, view, west, {
      base: '#1b3566',
      left: { rows: 3, columns: 4, lit: 0.6 },
      right: { rows: 3, columns: 10, lit: 0.55 },
    }),
    building(ctx, view, hall, {
      base: '#213f78',
      rim: true,
      left: { rows: 3, columns: 8, lit: 0.6 },
      right: { rows: 3, columns: 5, lit: 0.5 },
    }),
    cylinder(view, [ox + 5.8, oy + 1.5], 2, 1.05, 0.45, {
      sideFill: 'url(#metal)',
      top: '#2a4f8a',
      edge: accent.main,
    }),
    dome(ctx, view, ox + 5.8, oy + 1.5, 2.45, 1.05),
    building(ctx, view, library, {
      base: '#1b3566',
      left: { rows: 4, columns: 5, lit: 0.6 },
      right: { rows: 4, columns: 7, lit: 0.5 },
    }),
    ...trees,
    wifi(ctx, iso(view, ox + 5.8, oy + 1.5, 4.1)),
  ])
}

/** Wi-Fi: three arcs opening upwards above the hall. */
function wifi(ctx: SceneContext, [x, y]: Point): string {
  const arcs: string[] = []
  for (let i = 1; i <= 3; i++) {
    const r = 34 * i
    const a = Math.PI / 4
    arcs.push(
      el('path', {
        d: `M${num(x - Math.sin(a) * r)} ${num(y - Math.cos(a) * r)}A${r} ${r} 0 0 1 ${num(x + Math.sin(a) * r)} ${num(y - Math.cos(a) * r)}`,
        fill: 'none',
        stroke: ctx.accent.light,
        'stroke-width': 8,
        'stroke-linecap': 'round',
        opacity: 0.9 - i * 0.15,
      }),
    )
  }
  return group({ filter: 'url(#glow)' }, [
    ...arcs,
    el('circle', { cx: x, cy: y, r: 8, fill: ctx.accent.light }),
  ])
}
