import { backdrop, finish } from '../../backdrop.js'
import {
  block,
  cylinder,
  faceSize,
  fitView,
  iso,
  metalGradient,
  type Block,
  type IsoView,
} from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, glowFilter, group, num, svgDocument, type Point } from '../../svg.js'
import { ribs } from '../products/parts.js'

const BOARD: Block = { x: 0, y: 0, z: 0, w: 10, d: 7, h: 0.18 }
const TOP = BOARD.z + BOARD.h

/** Products "innovation": a circuit board with a processor, memory and glowing traces. */
export function drawCircuitBoard(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const centre: Point = [w * 0.6, h * 0.54]
  const view = fitView({ ...BOARD, h: 1.2 }, centre, w * 0.7)
  const base = backdrop(ctx, { glow: [centre[0], centre[1] - h * 0.1], glowRadius: w * 0.5 })
  const end = finish(ctx, 0.42)
  const defs = [...base.defs, ...end.defs, metalGradient(), glowFilter('glow', 4)]
  const soc: Block = { x: 4, y: 2.4, z: TOP, w: 2.2, d: 2.2, h: 0.28 }
  const sink: Block = { x: 4.2, y: 2.6, z: TOP + 0.28, w: 1.8, d: 1.8, h: 0.5 }
  const memory = [0, 1, 2].map((i) => ({
    x: 1.2,
    y: 1.2 + i * 1.5,
    z: TOP,
    w: 1.6,
    d: 0.9,
    h: 0.2,
  }))
  const connectors = [0, 1].map((i) => ({
    x: 8.6,
    y: 1 + i * 2.6,
    z: TOP,
    w: 1.2,
    d: 1.8,
    h: 0.55,
  }))
  const caps: Array<[number, number]> = [
    [3.4, 5.4],
    [3.9, 5.4],
    [4.4, 5.4],
    [7, 1.2],
    [7, 1.7],
    [7.5, 5.6],
    [2.8, 0.6],
  ]
  return svgDocument(w, h, defs, [
    ...base.body,
    block(view, BOARD, {
      base: '#0d2a3f',
      edge: accent.main,
      rim: accent.main,
      details: { top: traces(ctx, view) },
    }),
    ...memory.map((b) => chip(ctx, view, b)),
    chip(ctx, view, soc),
    block(view, sink, {
      base: '#2a4a80',
      edge: accent.light,
      details: {
        top: [
          ribs(
            4,
            4,
            faceSize(view, sink, 'top').w - 8,
            faceSize(view, sink, 'top').h - 8,
            14,
            navy.abyss,
            0.6,
          ),
        ],
      },
    }),
    ...caps.map(([x, y]) =>
      cylinder(view, [x, y], TOP, 0.18, 0.45, {
        sideFill: 'url(#metal)',
        top: '#9fb4d6',
        edge: accent.main,
      }),
    ),
    ...connectors.map((b) =>
      block(view, b, {
        base: '#1a3363',
        edge: accent.main,
        details: { left: [portRow(faceSize(view, b, 'left'))] },
      }),
    ),
    pulse(ctx, view),
    ...end.body,
  ])
}

/** Orthogonal traces in board-top pixels, with vias at the corners. */
function traces(ctx: SceneContext, view: IsoView): string[] {
  const { rand, accent } = ctx
  const u = view.unit
  const paths: string[] = []
  const vias: string[] = []
  const socCentre: Point = [5.1 * u, 3.5 * u]
  for (let i = 0; i < 26; i++) {
    const side = i % 4
    const offset = (Math.floor(i / 4) - 3) * 0.22 * u
    let [x, y] = socCentre
    if (side === 0) x -= 1.1 * u
    if (side === 1) x += 1.1 * u
    if (side === 2) y -= 1.1 * u
    if (side === 3) y += 1.1 * u
    if (side < 2) y += offset
    else x += offset
    let d = `M${num(x)} ${num(y)}`
    for (let k = 0; k < 3; k++) {
      const len = rand.range(0.6, 1.8) * u
      if ((k + side) % 2 === 0) x += side === 0 ? -len : len
      else y += (side === 2 ? -1 : 1) * len * (k === 2 ? rand.pick([-1, 1]) : 1)
      x = Math.min(Math.max(x, 0.3 * u), 9.7 * u)
      y = Math.min(Math.max(y, 0.3 * u), 6.7 * u)
      d += `L${num(x)} ${num(y)}`
    }
    paths.push(d)
    vias.push(el('circle', { cx: x, cy: y, r: 5 }))
  }
  return [
    el('path', {
      d: paths.join(''),
      fill: 'none',
      stroke: accent.main,
      'stroke-width': 3,
      opacity: 0.55,
      'stroke-linejoin': 'round',
    }),
    group({ fill: '#0d2a3f', stroke: accent.light, 'stroke-width': 2 }, vias),
  ]
}

function chip(ctx: SceneContext, view: IsoView, b: Block): string {
  const left = faceSize(view, b, 'left')
  const right = faceSize(view, b, 'right')
  const pins = (w: number) => {
    const out: string[] = []
    for (let x = 6; x < w - 4; x += 12)
      out.push(el('rect', { x, y: 1, width: 5, height: 4, fill: '#c7d4ea', opacity: 0.7 }))
    return out
  }
  return block(view, b, {
    base: '#101c33',
    edge: ctx.accent.main,
    details: { left: pins(left.w), right: pins(right.w) },
  })
}

function portRow(f: { w: number; h: number }): string {
  const slots: string[] = []
  for (let x = 10; x < f.w - 20; x += 30)
    slots.push(el('rect', { x, y: f.h * 0.3, width: 20, height: f.h * 0.4, rx: 2 }))
  return group({ fill: '#020617' }, slots)
}

/** A bright point travelling along one trace: the moment of a signal. */
function pulse(ctx: SceneContext, view: IsoView): string {
  const [x, y] = iso(view, 7.4, 3.5, TOP)
  return group({ filter: 'url(#glow)' }, [
    el('circle', { cx: x, cy: y, r: 7, fill: ctx.accent.light }),
    el('circle', { cx: x, cy: y, r: 18, fill: 'none', stroke: ctx.accent.light, opacity: 0.5 }),
  ])
}
