import { block, faceSize, fitView, type Block, type IsoView } from '../../iso.js'
import type { SceneContext } from '../../scene.js'
import { el, group, num, svgDocument, type Point } from '../../svg.js'
import { building, groundSlab, onGround, sectorSet, tree } from './city.js'

/** World extent of the hospital cluster, for framing. */
export const HOSPITAL: Block = { x: -0.5, y: -0.5, z: 0, w: 12, d: 8, h: 5.6 }

/** Healthcare: a hospital tower and clinical wing, with a heartbeat trace across the sky. */
export function drawHealthcare(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const centre: Point = [w * 0.6, h * 0.55]
  const set = sectorSet(ctx, [w * 0.62, h * 0.35])
  const view = fitView(HOSPITAL, centre, w * 0.66)
  return svgDocument(w, h, set.defs, [
    ...set.before,
    heartbeat(ctx, h * 0.2),
    hospital(ctx, view),
    ...set.after,
  ])
}

/** The hospital on its own slab; also used in the sectors overview image. */
export function hospital(ctx: SceneContext, view: IsoView, at: Point = [0, 0]): string {
  const { accent } = ctx
  const [ox, oy] = at
  const slab: Block = { x: ox - 0.5, y: oy - 0.5, z: -0.2, w: 12, d: 8, h: 0.2 }
  const podium: Block = { x: ox, y: oy, z: 0, w: 10.5, d: 5.2, h: 0.9 }
  const tower: Block = { x: ox + 0.8, y: oy + 0.6, z: 0.9, w: 3.6, d: 3.6, h: 4.4 }
  const wing: Block = { x: ox + 5, y: oy + 0.9, z: 0.9, w: 5, d: 3.4, h: 2.2 }
  const canopy: Block = { x: ox + 5.6, y: oy + 5.2, z: 0.62, w: 3.2, d: 1.1, h: 0.14 }
  const roof = faceSize(view, tower, 'top')
  const side = faceSize(view, tower, 'left')
  const cross = (cx: number, cy: number, s: number, colour: string, glow = true) =>
    el('path', {
      d: `M${num(cx - s / 6)} ${num(cy - s / 2)}h${num(s / 3)}v${num(s / 3)}h${num(s / 3)}v${num(s / 3)}h${num(-s / 3)}v${num(s / 3)}h${num(-s / 3)}v${num(-s / 3)}h${num(-s / 3)}v${num(-s / 3)}h${num(s / 3)}Z`,
      fill: colour,
      filter: glow ? 'url(#glow)' : undefined,
    })
  const trees: string[] = []
  for (let x = ox + 0.2; x < ox + 10.6; x += 1.3) trees.push(tree(ctx, view, x, oy + 6.7, 0.32))
  return group({}, [
    groundSlab(ctx, view, slab),
    onGround(view, { ...slab, h: 0.2 }, [
      el('rect', {
        ...{
          x: view.unit * 6,
          y: view.unit * 5.9,
          width: view.unit * 3.4,
          height: view.unit * 1.1,
          rx: 6,
        },
        fill: accent.main,
        opacity: 0.12,
      }),
    ]),
    building(ctx, view, podium, {
      base: '#17305e',
      left: { rows: 1, columns: 14, lit: 0.8 },
      right: { rows: 1, columns: 7, lit: 0.8 },
    }),
    building(ctx, view, wing, {
      base: '#1c3a6e',
      left: { rows: 4, columns: 10, lit: 0.55 },
      right: { rows: 4, columns: 7, lit: 0.5 },
    }),
    building(ctx, view, tower, {
      base: '#1f3f78',
      rim: true,
      left: { rows: 9, columns: 6, lit: 0.5 },
      right: { rows: 9, columns: 6, lit: 0.45 },
      extra: {
        // Helipad: a ring with a cross, and the clinic sign near the top of the facade.
        top: [
          el('circle', {
            cx: roof.w / 2,
            cy: roof.h / 2,
            r: roof.w * 0.34,
            fill: '#0b1a38',
            stroke: accent.light,
            'stroke-width': 4,
          }),
          cross(roof.w / 2, roof.h / 2, roof.w * 0.3, accent.light, false),
        ],
        left: [
          el('rect', {
            x: side.w * 0.35,
            y: 4,
            width: side.w * 0.3,
            height: side.w * 0.3,
            rx: 10,
            fill: '#0b1a38',
          }),
          cross(side.w / 2, 4 + side.w * 0.15, side.w * 0.22, accent.secondary),
        ],
      },
    }),
    block(view, canopy, { base: '#2a4f8a', edge: accent.light }),
    ...trees,
  ])
}

/** An ECG trace: flat, P wave, QRS spike, T wave, repeated, glowing in the secondary colour. */
function heartbeat(ctx: SceneContext, y: number): string {
  const { width: w, accent } = ctx
  const beat = w * 0.22
  let d = `M0 ${num(y)}`
  for (let x = 0; x < w; x += beat) {
    d +=
      `L${num(x + beat * 0.3)} ${num(y)}` +
      `Q${num(x + beat * 0.35)} ${num(y - 14)} ${num(x + beat * 0.4)} ${num(y)}` +
      `L${num(x + beat * 0.46)} ${num(y)}L${num(x + beat * 0.5)} ${num(y + 18)}` +
      `L${num(x + beat * 0.55)} ${num(y - 110)}L${num(x + beat * 0.6)} ${num(y + 40)}` +
      `L${num(x + beat * 0.64)} ${num(y)}L${num(x + beat * 0.72)} ${num(y)}` +
      `Q${num(x + beat * 0.78)} ${num(y - 26)} ${num(x + beat * 0.84)} ${num(y)}L${num(x + beat)} ${num(y)}`
  }
  return group({}, [
    el('path', {
      d,
      fill: 'none',
      stroke: accent.secondary,
      'stroke-width': 3,
      opacity: 0.55,
      filter: 'url(#glow)',
      'stroke-linejoin': 'round',
    }),
  ])
}
