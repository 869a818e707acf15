import { block, cylinder, faceSize, fitView, iso, type Block, type IsoView } from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, linearGradient, num, polygonPath, svgDocument } from '../../svg.js'
import { door, fan, led, louvres, ribs } from './parts.js'
import { studio } from './studio.js'

/** Inverter station: inverter, transformer and ring main unit on one skid, solar rows behind. */
export function drawInverterStation(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const centre: [number, number] = [w * 0.6, h * 0.52]
  const set = studio(ctx, centre)
  const view = fitView({ x: 0, y: -0.4, z: 0, w: 7.4, d: 3.4, h: 2.6 }, centre, w * 0.62)
  const skid: Block = { x: 0, y: 0, z: 0, w: 7.4, d: 2.6, h: 0.28 }
  const inverter: Block = { x: 0.25, y: 0.3, z: 0.28, w: 3.1, d: 2.0, h: 2.3 }
  const transformer: Block = { x: 3.8, y: 0.45, z: 0.28, w: 1.7, d: 1.7, h: 1.55 }
  const rmu: Block = { x: 6.0, y: 0.4, z: 0.28, w: 1.1, d: 1.7, h: 1.95 }
  const defs = [
    ...set.defs,
    linearGradient('pv', [
      { offset: 0, color: '#1f3a70' },
      { offset: 1, color: '#0a1633' },
    ]),
    linearGradient(
      'porcelain',
      [
        { offset: 0, color: '#9fb4d6' },
        { offset: 0.5, color: '#dbe6f5' },
        { offset: 1, color: '#56709c' },
      ],
      [0, 0],
      [1, 0],
    ),
  ]
  return svgDocument(w, h, defs, [
    ...set.before,
    solarRows(ctx, view),
    block(view, skid, { base: '#17284d', edge: navy.line, edgeOpacity: 0.5 }),
    inverterCabinet(ctx, view, inverter),
    transformerTank(ctx, view, transformer),
    block(view, rmu, {
      base: '#1c3668',
      edge: accent.main,
      details: {
        left: [
          door(
            3,
            6,
            faceSize(view, rmu, 'left').w - 6,
            faceSize(view, rmu, 'left').h - 12,
            accent.main,
          ),
          led(faceSize(view, rmu, 'left').w * 0.3, 30, 4, accent.light),
          led(faceSize(view, rmu, 'left').w * 0.45, 30, 4, '#34d399'),
        ],
      },
    }),
    ...set.after,
  ])
}

function inverterCabinet(ctx: SceneContext, view: IsoView, b: Block): string {
  const { accent } = ctx
  const front = faceSize(view, b, 'left')
  const end = faceSize(view, b, 'right')
  const doors: string[] = []
  const count = 3
  const dw = front.w / count
  for (let i = 0; i < count; i++) {
    const x = i * dw
    doors.push(
      door(x + 4, 8, dw - 8, front.h - 16, accent.main),
      fan(ctx, x + dw / 2, front.h * 0.3, Math.min(dw, front.h) * 0.2),
      louvres(x + dw * 0.2, front.h * 0.58, dw * 0.6, front.h * 0.3),
    )
  }
  doors.push(
    el('rect', {
      ...{ x: dw * 0.3, y: front.h * 0.08, width: dw * 0.4, height: 12, rx: 3 },
      fill: accent.main,
      opacity: 0.75,
      filter: 'url(#glow)',
    }),
  )
  return block(view, b, {
    base: '#1c3668',
    edge: accent.main,
    rim: accent.light,
    details: {
      left: doors,
      right: [
        door(4, 8, end.w - 8, end.h - 16, accent.main),
        louvres(end.w * 0.2, end.h * 0.2, end.w * 0.6, end.h * 0.6, 11),
      ],
    },
  })
}

/** An oil-filled transformer: finned tank, conservator-free top, three HV bushings. */
function transformerTank(ctx: SceneContext, view: IsoView, b: Block): string {
  const { accent } = ctx
  const front = faceSize(view, b, 'left')
  const end = faceSize(view, b, 'right')
  const bushings = [0.3, 0.5, 0.7].map((t) =>
    cylinder(view, [b.x + b.w * t, b.y + b.d * 0.5], b.z + b.h, 0.09, 0.55, {
      sideFill: 'url(#porcelain)',
      top: '#dbe6f5',
      edge: navy.line,
    }),
  )
  const terminals = [0.3, 0.5, 0.7].map((t) => {
    const [x, y] = iso(view, b.x + b.w * t, b.y + b.d * 0.5, b.z + b.h + 0.58)
    return el('circle', { cx: x, cy: y, r: 5, fill: accent.light, filter: 'url(#glow)' })
  })
  return group({}, [
    block(view, b, {
      base: '#233f6e',
      edge: accent.main,
      details: {
        left: [ribs(8, 14, front.w - 16, front.h - 24, 10, navy.abyss, 0.7)],
        right: [ribs(8, 14, end.w - 16, end.h - 24, 10, navy.abyss, 0.7)],
      },
    }),
    ...bushings,
    ...terminals,
  ])
}

/** Tables of tilted modules behind the skid, fading with distance: the plant this station serves. */
function solarRows(ctx: SceneContext, view: IsoView): string {
  const { accent } = ctx
  const tables: string[] = []
  const cells: string[] = []
  for (const [row, y] of [-2.8, -5, -7.2, -9.4].entries()) {
    for (let x0 = -5.5 + row * 0.9; x0 < 12; x0 += 4.2) {
      const x1 = x0 + 3.8
      const corner = (x: number, t: number) => iso(view, x, y + t * 1.3, 1.05 - t * 0.6)
      tables.push(
        el('path', {
          d: polygonPath([corner(x0, 0), corner(x1, 0), corner(x1, 1), corner(x0, 1)]),
          opacity: 0.8 - row * 0.15,
        }),
      )
      for (let x = x0 + 0.475; x < x1 - 0.1; x += 0.475) {
        const [a, b] = [corner(x, 0), corner(x, 1)]
        cells.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`)
      }
      const [m, n] = [corner(x0, 0.5), corner(x1, 0.5)]
      cells.push(`M${num(m[0])} ${num(m[1])}L${num(n[0])} ${num(n[1])}`)
    }
  }
  return group({}, [
    group({ fill: 'url(#pv)', stroke: accent.main, 'stroke-opacity': 0.4 }, tables),
    el('path', { d: cells.join(''), stroke: navy.line, 'stroke-width': 0.8, opacity: 0.45 }),
  ])
}
