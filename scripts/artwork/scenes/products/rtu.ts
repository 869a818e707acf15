import { block, faceSize, fitView, iso, type Block, type IsoView } from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, num, svgDocument, type Point } from '../../svg.js'
import { led } from './parts.js'
import { studio } from './studio.js'

interface Module {
  width: number
  kind: 'power' | 'cpu' | 'io' | 'modem'
}

/** RTU: a row of DIN-rail modules on a back plate, an LTE antenna radiating from the modem. */
export function drawRtu(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const centre: [number, number] = [w * 0.6, h * 0.5]
  const set = studio(ctx, centre, w * 0.5)
  const modules: Module[] = [
    { width: 0.55, kind: 'power' },
    { width: 0.8, kind: 'cpu' },
    { width: 0.42, kind: 'io' },
    { width: 0.42, kind: 'io' },
    { width: 0.42, kind: 'io' },
    { width: 0.42, kind: 'io' },
    { width: 0.55, kind: 'modem' },
  ]
  const length = modules.reduce((sum, m) => sum + m.width + 0.04, 0)
  const view = fitView(
    { x: -0.3, y: -0.15, z: 0, w: length + 0.6, d: 1.6, h: 3.1 },
    centre,
    w * 0.52,
  )
  const plate: Block = { x: -0.3, y: -0.15, z: 0, w: length + 0.6, d: 0.12, h: 2.7 }
  const duct: Block = { x: -0.2, y: -0.03, z: 2.15, w: length + 0.4, d: 0.5, h: 0.32 }
  const rail: Block = { x: -0.2, y: -0.03, z: 0.95, w: length + 0.4, d: 0.08, h: 0.2 }
  const parts: string[] = []
  let x = 0
  let antenna: Point = [0, 0]
  for (const m of modules) {
    const b: Block = { x, y: 0, z: 0.45, w: m.width, d: 1.3, h: 1.45 }
    parts.push(moduleBlock(ctx, view, b, m))
    if (m.kind === 'modem') antenna = iso(view, x + m.width / 2, 0.65, 1.9 + 1.1)
    x += m.width + 0.04
  }
  const antennaBase = iso(view, x - 0.04 - 0.275, 0.65, 1.9)
  return svgDocument(w, h, set.defs, [
    ...set.before,
    block(view, plate, { base: '#132649', edge: navy.line, edgeOpacity: 0.5 }),
    block(view, rail, { base: '#3b5b8f', edge: navy.mist, edgeOpacity: 0.3 }),
    wires(ctx, view, length),
    block(view, duct, {
      base: '#1a3363',
      edge: accent.main,
      details: { left: ductSlots(faceSize(view, duct, 'left')) },
    }),
    ...parts,
    el('path', {
      d: `M${num(antennaBase[0])} ${num(antennaBase[1])}L${num(antenna[0])} ${num(antenna[1])}`,
      stroke: navy.mist,
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
    el('circle', {
      cx: antenna[0],
      cy: antenna[1],
      r: 7,
      fill: accent.light,
      filter: 'url(#glow)',
    }),
    waves(ctx, antenna),
    ...set.after,
  ])
}

function moduleBlock(ctx: SceneContext, view: IsoView, b: Block, m: Module): string {
  const { accent, rand } = ctx
  const f = faceSize(view, b, 'left')
  const details: string[] = [terminals(f.w, 8), terminals(f.w, f.h - 30)]
  if (m.kind === 'power') {
    details.push(led(f.w * 0.3, f.h * 0.35, 5, '#34d399'), led(f.w * 0.3, f.h * 0.45, 5, '#34d399'))
  } else if (m.kind === 'cpu') {
    details.push(
      el('rect', {
        ...{ x: f.w * 0.15, y: f.h * 0.26, width: f.w * 0.7, height: f.h * 0.14, rx: 4 },
        fill: accent.main,
        opacity: 0.6,
        filter: 'url(#glow)',
      }),
    )
    for (let i = 0; i < 4; i++) {
      details.push(
        el('rect', {
          ...{ x: f.w * 0.14 + (i % 2) * f.w * 0.38, y: f.h * (0.5 + Math.floor(i / 2) * 0.13) },
          ...{ width: f.w * 0.3, height: f.h * 0.09, rx: 2 },
          fill: '#020617',
          stroke: navy.line,
        }),
        led(
          f.w * 0.2 + (i % 2) * f.w * 0.38,
          f.h * (0.49 + Math.floor(i / 2) * 0.13),
          2.5,
          accent.light,
        ),
      )
    }
  } else {
    for (let i = 0; i < 8; i++) {
      const on = rand.chance(0.65)
      details.push(
        on
          ? led(
              f.w * 0.3,
              f.h * 0.28 + i * f.h * 0.055,
              3.5,
              rand.chance(0.85) ? accent.light : '#fbbf24',
            )
          : el('circle', {
              cx: f.w * 0.3,
              cy: f.h * 0.28 + i * f.h * 0.055,
              r: 3.5,
              fill: navy.steel,
            }),
      )
    }
    details.push(
      el('rect', {
        ...{ x: f.w * 0.5, y: f.h * 0.27, width: f.w * 0.3, height: f.h * 0.4, rx: 3 },
        fill: navy.haze,
        opacity: 0.5,
      }),
    )
  }
  return block(view, b, {
    base: '#203d70',
    edge: accent.main,
    rim: m.kind === 'cpu' ? accent.light : undefined,
    details: { left: details },
  })
}

/** A row of screw terminals across a module's face. */
function terminals(width: number, y: number): string {
  const screws: string[] = []
  const n = Math.max(2, Math.floor(width / 22))
  for (let i = 0; i < n; i++) {
    screws.push(el('circle', { cx: ((i + 0.5) * width) / n, cy: y + 11, r: 5.5 }))
  }
  return group({}, [
    el('rect', { x: 4, y, width: width - 8, height: 22, rx: 3, fill: '#0a1530' }),
    group({ fill: navy.line, stroke: navy.mist, 'stroke-opacity': 0.4 }, screws),
  ])
}

function ductSlots(f: { w: number; h: number }): string[] {
  const slots: string[] = []
  for (let x = 14; x < f.w - 14; x += 26) {
    slots.push(
      el('rect', {
        x,
        y: f.h * 0.25,
        width: 10,
        height: f.h * 0.75,
        fill: '#020617',
        opacity: 0.6,
      }),
    )
  }
  return slots
}

/** Field wiring dropping from the terminals towards the bottom of the frame. */
function wires(ctx: SceneContext, view: IsoView, length: number): string {
  const { rand, accent } = ctx
  const colours = [accent.main, '#f43f5e', '#60a5fa', '#fbbf24', navy.mist]
  const out: string[] = []
  for (let i = 0; i < 16; i++) {
    const x = 0.2 + (i / 15) * (length - 0.4)
    const [sx, sy] = iso(view, x, 1.3, 0.45)
    const drop = rand.range(120, 260)
    out.push(
      el('path', {
        d: `M${num(sx)} ${num(sy)}c0 ${num(drop * 0.5)} ${num(-rand.range(20, 80))} ${num(drop * 0.7)} ${num(-rand.range(60, 140))} ${num(drop)}`,
        fill: 'none',
        stroke: rand.pick(colours),
        'stroke-width': 3,
        opacity: 0.55,
      }),
    )
  }
  return group({}, out)
}

/** Radio waves leaving the antenna tip. */
function waves(ctx: SceneContext, [x, y]: Point): string {
  const arcs: string[] = []
  for (let i = 1; i <= 4; i++) {
    const r = 30 * i
    arcs.push(
      el('path', {
        d: `M${num(x - r * 0.7)} ${num(y - r * 0.7)}A${r} ${r} 0 0 1 ${num(x + r * 0.7)} ${num(y - r * 0.7)}`,
        fill: 'none',
        stroke: ctx.accent.light,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.75 - i * 0.14,
      }),
    )
  }
  return group({ filter: 'url(#glow)' }, arcs)
}
