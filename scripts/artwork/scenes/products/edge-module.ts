import { block, faceSize, facePolygon, fitView, iso, type Block, type IsoView } from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, polygonPath, svgDocument } from '../../svg.js'
import { fan, led, louvres } from './parts.js'
import { studio } from './studio.js'

const BOX: Block = { x: 0, y: 0, z: 0.2, w: 6.06, d: 2.44, h: 2.9 }

/** Edge data centre: a container drawn as glass so the lit rack row inside shows through. */
export function drawEdgeModule(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const centre: [number, number] = [w * 0.6, h * 0.52]
  const set = studio(ctx, centre)
  const view = fitView({ x: -0.3, y: -0.3, z: 0, w: 6.7, d: 3.1, h: 3.75 }, centre, w * 0.62)
  const at = (x: number, y: number, z: number) => iso(view, x, y, z)
  const { x, y, z, w: bw, d, h: bh } = BOX
  const backWall = polygonPath([
    at(x, y, z),
    at(x + bw, y, z),
    at(x + bw, y, z + bh),
    at(x, y, z + bh),
  ])
  const sideWall = polygonPath([
    at(x, y, z),
    at(x, y + d, z),
    at(x, y + d, z + bh),
    at(x, y, z + bh),
  ])
  const floor = polygonPath([at(x, y, z), at(x + bw, y, z), at(x + bw, y + d, z), at(x, y + d, z)])
  const racks: string[] = []
  for (let i = 0; i < 8; i++) {
    const rx = 0.35 + i * 0.68
    const isCooler = i === 2 || i === 5
    racks.push(rackBlock(ctx, view, { x: rx, y: 0.25, z, w: 0.62, d: 1.15, h: 2.3 }, isCooler))
  }
  return svgDocument(w, h, set.defs, [
    ...set.before,
    block(
      view,
      { x: -0.3, y: -0.3, z: 0, w: 6.66, d: 3.04, h: 0.2 },
      { base: '#16264a', edge: navy.line, edgeOpacity: 0.4 },
    ),
    el('path', { d: backWall, fill: '#0a1733', stroke: accent.main, 'stroke-opacity': 0.3 }),
    el('path', { d: sideWall, fill: '#0c1b3c', stroke: accent.main, 'stroke-opacity': 0.3 }),
    el('path', { d: floor, fill: '#0f2147' }),
    coldAisle(ctx, view),
    ...racks,
    glassShell(ctx, view),
    condensers(ctx, view),
    ...set.after,
  ])
}

/** A rack (server fronts with LEDs) or an in-row cooler (a tall grille). */
function rackBlock(ctx: SceneContext, view: IsoView, b: Block, cooler: boolean): string {
  const { accent, rand } = ctx
  const f = faceSize(view, b, 'left')
  const details: string[] = []
  if (cooler) {
    details.push(louvres(8, 10, f.w - 16, f.h - 20, 8))
  } else {
    const units = 14
    const uh = (f.h - 20) / units
    for (let u = 0; u < units; u++) {
      const y = 10 + u * uh
      details.push(
        el('rect', { x: 6, y: y + 1, width: f.w - 12, height: uh - 3, rx: 1.5, fill: '#142b55' }),
      )
      const lit = rand.int(1, 3)
      for (let k = 0; k < lit; k++) {
        details.push(led(14 + k * 9, y + uh / 2, 2.2, rand.chance(0.8) ? accent.light : '#34d399'))
      }
    }
  }
  return block(view, b, {
    base: cooler ? '#1a3468' : '#0f1f44',
    edge: accent.main,
    edgeOpacity: 0.45,
    details: { left: details },
  })
}

/** Cold-aisle light spilling out in front of the racks. */
function coldAisle(ctx: SceneContext, view: IsoView): string {
  const at = (x: number, y: number, z: number) => iso(view, x, y, z)
  const strip = polygonPath([
    at(0.3, 1.45, BOX.z),
    at(5.8, 1.45, BOX.z),
    at(5.8, 2.3, BOX.z),
    at(0.3, 2.3, BOX.z),
  ])
  return el('path', { d: strip, fill: ctx.accent.main, opacity: 0.16, filter: 'url(#glow-wide)' })
}

/** The near walls and roof as tinted glass with bright edges. */
function glassShell(ctx: SceneContext, view: IsoView): string {
  const { accent } = ctx
  const faces = (['left', 'right', 'top'] as const).map((face) =>
    el('path', {
      d: polygonPath(facePolygon(view, BOX, face)),
      fill: accent.main,
      'fill-opacity': face === 'top' ? 0.07 : 0.045,
      stroke: accent.light,
      'stroke-opacity': 0.7,
      'stroke-width': 1.5,
      'stroke-linejoin': 'round',
    }),
  )
  // Glints: short diagonal highlights on the long glass wall.
  const glints = [0.2, 0.55].map((t) => {
    const a = iso(view, BOX.w * t, BOX.d, BOX.z + BOX.h * 0.95)
    const b = iso(view, BOX.w * t + 0.5, BOX.d, BOX.z + BOX.h * 0.95)
    const c = iso(view, BOX.w * t + 0.1, BOX.d, BOX.z + BOX.h * 0.1)
    const d = iso(view, BOX.w * t - 0.4, BOX.d, BOX.z + BOX.h * 0.1)
    return el('path', { d: polygonPath([a, b, c, d]), fill: '#ffffff', opacity: 0.035 })
  })
  const edges = el('path', {
    d: polygonPath(facePolygon(view, BOX, 'top')),
    fill: 'none',
    stroke: accent.light,
    'stroke-width': 2,
    opacity: 0.8,
    filter: 'url(#glow)',
  })
  return group({}, [...faces, ...glints, edges])
}

/** Condenser units on the roof, their fans facing up. */
function condensers(ctx: SceneContext, view: IsoView): string {
  const units: string[] = []
  for (const x of [0.6, 2.4, 4.2]) {
    const b: Block = { x, y: 0.5, z: BOX.z + BOX.h, w: 1.3, d: 1.4, h: 0.45 }
    const top = faceSize(view, b, 'top')
    units.push(
      block(view, b, {
        base: '#1d3a70',
        edge: ctx.accent.main,
        details: {
          top: [fan(ctx, top.w * 0.5, top.h * 0.5, Math.min(top.w, top.h) * 0.36)],
          left: [
            louvres(6, 6, faceSize(view, b, 'left').w - 12, faceSize(view, b, 'left').h - 12, 7),
          ],
        },
      }),
    )
  }
  return group({}, units)
}
