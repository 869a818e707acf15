import { block, cylinder, fitView, iso, type Block, type IsoView } from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, num, polygonPath, svgDocument, type Point } from '../../svg.js'
import { building, dome, groundSlab, onGround, sectorSet, tree } from './city.js'

export const CIVIC: Block = { x: -0.5, y: -0.5, z: 0, w: 12, d: 9, h: 5.5 }

/** Government: a civic building with colonnade and dome, steps and a plaza with flagpoles. */
export function drawGovernment(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const centre: Point = [w * 0.6, h * 0.55]
  const set = sectorSet(ctx, [w * 0.6, h * 0.3])
  const view = fitView(CIVIC, centre, w * 0.66)
  return svgDocument(w, h, set.defs, [...set.before, civicCentre(ctx, view), ...set.after])
}

export function civicCentre(ctx: SceneContext, view: IsoView, at: Point = [0, 0]): string {
  const { accent } = ctx
  const [ox, oy] = at
  const u = view.unit
  const slab: Block = { x: ox - 0.5, y: oy - 0.5, z: -0.2, w: 12, d: 9, h: 0.2 }
  const steps = [0, 1, 2].map((i) =>
    block(
      view,
      {
        x: ox + 0.4 + i * 0.2,
        y: oy + 0.4 + i * 0.2,
        z: i * 0.2,
        w: 10.2 - i * 0.4,
        d: 5.6 - i * 0.4,
        h: 0.2,
      },
      { base: '#253f6c', edge: accent.main, edgeOpacity: 0.35 },
    ),
  )
  const hall: Block = { x: ox + 1.2, y: oy + 0.8, z: 0.6, w: 8.6, d: 3.6, h: 2.4 }
  const columns: string[] = []
  for (let x = ox + 2.6; x <= ox + 8.45; x += 0.75) {
    columns.push(
      cylinder(view, [x, oy + 5], 0.6, 0.16, 2.3, {
        sideFill: 'url(#metal)',
        top: '#c7d4ea',
        edge: navy.line,
      }),
    )
  }
  const entablature: Block = { x: ox + 2.2, y: oy + 4.4, z: 2.9, w: 6.6, d: 0.9, h: 0.35 }
  // The portico roof: a gable running back into the hall, its pediment facing the plaza.
  const pediment = polygonPath([
    iso(view, ox + 2.2, oy + 5.3, 3.25),
    iso(view, ox + 8.8, oy + 5.3, 3.25),
    iso(view, ox + 5.5, oy + 5.3, 4.1),
  ])
  const roofSlope = polygonPath([
    iso(view, ox + 5.5, oy + 3.4, 4.1),
    iso(view, ox + 8.8, oy + 3.4, 3.25),
    iso(view, ox + 8.8, oy + 5.3, 3.25),
    iso(view, ox + 5.5, oy + 5.3, 4.1),
  ])
  const plazaTrees = [1, 10].map((x) => tree(ctx, view, ox + x, oy + 7.4, 0.36))
  return group({}, [
    groundSlab(ctx, view, slab),
    onGround(view, slab, [
      el('rect', {
        x: u * 2.6,
        y: u * 6.2,
        width: u * 6.4,
        height: u * 2.4,
        rx: 10,
        fill: accent.main,
        opacity: 0.1,
      }),
      el('ellipse', {
        cx: u * 5.8,
        cy: u * 7.4,
        rx: u * 0.9,
        ry: u * 0.6,
        fill: accent.secondary,
        opacity: 0.35,
      }),
    ]),
    ...steps,
    building(ctx, view, hall, {
      base: '#1f3a6e',
      left: { rows: 2, columns: 12, lit: 0.55 },
      right: { rows: 2, columns: 6, lit: 0.5 },
    }),
    cylinder(view, [ox + 5.5, oy + 2.6], 3, 1.5, 0.9, {
      sideFill: 'url(#metal)',
      top: '#2a4f8a',
      edge: accent.main,
    }),
    dome(ctx, view, ox + 5.5, oy + 2.6, 3.9, 1.5),
    ...columns,
    block(view, entablature, { base: '#3a5f96', edge: accent.light, edgeOpacity: 0.7 }),
    el('path', {
      d: roofSlope,
      fill: '#3a5f96',
      stroke: accent.main,
      'stroke-opacity': 0.6,
      'stroke-linejoin': 'round',
    }),
    el('path', {
      d: pediment,
      fill: '#24467f',
      stroke: accent.light,
      'stroke-opacity': 0.7,
      'stroke-linejoin': 'round',
    }),
    flagpole(ctx, view, ox + 3.4, oy + 7.2, accent.main),
    flagpole(ctx, view, ox + 8.2, oy + 7.2, accent.secondary),
    ...plazaTrees,
  ])
}

/** A pole with a plain flag in the given colour. */
function flagpole(ctx: SceneContext, view: IsoView, x: number, y: number, colour: string): string {
  const [bx, by] = iso(view, x, y, 0)
  const [tx, ty] = iso(view, x, y, 3.2)
  const f = view.unit * 0.5
  return group({}, [
    el('path', {
      d: `M${num(bx)} ${num(by)}L${num(tx)} ${num(ty)}`,
      stroke: navy.mist,
      'stroke-width': 3,
    }),
    el('path', {
      d: `M${num(tx)} ${num(ty + 4)}q${num(f * 0.5)} ${num(-f * 0.15)} ${num(f)} 0t${num(f)} 0v${num(f * 0.6)}q${num(-f * 0.5)} ${num(f * 0.15)} ${num(-f)} 0t${num(-f)} 0Z`,
      fill: colour,
      opacity: 0.85,
    }),
  ])
}
