import { block, faceSize, fitView, iso, type Block, type IsoView } from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, num, svgDocument, type Point } from '../../svg.js'
import { led } from './parts.js'
import { studio } from './studio.js'

const UNIT: Block = { x: 0, y: 0, z: 0.9, w: 4.4, d: 2.2, h: 0.46 }

/** Industrial switch: a ruggedised unit with copper and fibre ports, fibre patch leads glowing. */
export function drawEthernetSwitch(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const centre: Point = [w * 0.6, h * 0.42]
  const set = studio(ctx, [w * 0.6, h * 0.5])
  const view = fitView({ x: 0, y: 0, z: 0.9, w: 4.4, d: 2.2, h: 0.46 }, centre, w * 0.6)
  const front = faceSize(view, UNIT, 'left')
  const ports = portLayout(front)
  const top = faceSize(view, UNIT, 'top')
  const toScreen = ([u, v]: Point): Point =>
    iso(view, u / view.unit, UNIT.d, UNIT.z + UNIT.h - v / view.unit)
  return svgDocument(w, h, set.defs, [
    ...set.before,
    shadow(view),
    cables(ctx, ports.copper.map(toScreen), false),
    block(view, UNIT, {
      base: '#1b3566',
      edge: accent.main,
      rim: accent.light,
      details: {
        left: frontPanel(ctx, front, ports),
        top: [vents(top), heatsinkFins(top)],
      },
    }),
    cables(ctx, ports.fibre.map(toScreen), true),
    ...set.after,
  ])
}

interface Ports {
  copper: Point[]
  fibre: Point[]
}

function portLayout(front: { w: number; h: number }): Ports {
  const copper: Point[] = []
  const cw = front.w * 0.045
  for (let i = 0; i < 10; i++) {
    for (let r = 0; r < 2; r++) {
      copper.push([front.w * 0.08 + i * cw * 1.18 + cw / 2, front.h * (0.36 + r * 0.34)])
    }
  }
  const fibre: Point[] = []
  for (let i = 0; i < 4; i++) fibre.push([front.w * 0.68 + i * front.w * 0.06, front.h * 0.55])
  return { copper, fibre }
}

function frontPanel(ctx: SceneContext, front: { w: number; h: number }, ports: Ports): string[] {
  const { accent, rand } = ctx
  const out: string[] = []
  const cw = front.w * 0.045
  const ch = front.h * 0.26
  for (const [x, y] of ports.copper) {
    out.push(
      el('rect', {
        x: x - cw / 2,
        y: y - ch / 2,
        width: cw,
        height: ch,
        rx: 2,
        fill: '#020617',
        stroke: navy.line,
      }),
      el('rect', {
        x: x - cw * 0.15,
        y: y + ch * 0.2,
        width: cw * 0.3,
        height: ch * 0.3,
        fill: navy.steel,
      }),
    )
    if (rand.chance(0.7))
      out.push(led(x - cw * 0.3, y - ch / 2 - 4, 1.8, rand.chance(0.85) ? accent.light : '#fbbf24'))
  }
  for (const [x, y] of ports.fibre) {
    out.push(
      el('rect', {
        ...{
          x: x - front.w * 0.022,
          y: y - front.h * 0.2,
          width: front.w * 0.044,
          height: front.h * 0.4,
          rx: 2,
        },
        fill: '#020617',
        stroke: accent.main,
        'stroke-opacity': 0.6,
      }),
      led(x, y - front.h * 0.32, 2, accent.light),
    )
  }
  out.push(
    led(front.w * 0.95, front.h * 0.35, 3, '#34d399'),
    led(front.w * 0.95, front.h * 0.62, 3, '#34d399'),
    el('rect', {
      x: 6,
      y: 6,
      width: front.w - 12,
      height: front.h - 12,
      rx: 4,
      fill: 'none',
      stroke: navy.line,
      opacity: 0.6,
    }),
  )
  return out
}

function vents(top: { w: number; h: number }): string {
  const slots: string[] = []
  for (let i = 0; i < 14; i++) {
    slots.push(
      el('rect', {
        x: top.w * 0.08 + i * top.w * 0.022,
        y: top.h * 0.62,
        width: top.w * 0.01,
        height: top.h * 0.3,
        rx: 2,
      }),
    )
  }
  return group({ fill: '#020617', opacity: 0.55 }, slots)
}

/** The fanless unit's heat sink: fins across the rear of the lid. */
function heatsinkFins(top: { w: number; h: number }): string {
  const fins: string[] = []
  for (let y = top.h * 0.1; y < top.h * 0.5; y += 14)
    fins.push(`M${num(top.w * 0.45)} ${num(y)}h${num(top.w * 0.5)}`)
  return el('path', { d: fins.join(''), stroke: navy.mist, 'stroke-width': 3, opacity: 0.18 })
}

function shadow(view: IsoView): string {
  const [x, y] = iso(view, UNIT.w / 2, UNIT.d / 2, 0)
  return el('ellipse', {
    cx: x,
    cy: y,
    rx: view.unit * 3,
    ry: view.unit * 0.9,
    fill: '#01030b',
    opacity: 0.55,
    filter: 'url(#shadow)',
  })
}

/** Patch leads falling from the ports; fibre ones glow and carry light pulses. */
function cables(ctx: SceneContext, starts: Point[], fibre: boolean): string {
  const { accent, rand, height: h } = ctx
  const out: string[] = []
  starts.forEach(([x, y], i) => {
    if (!fibre && i % 3 !== 0) return // not every copper port is patched
    const sway = fibre ? -rand.range(60, 260) - i * 40 : -rand.range(20, 120)
    const d = `M${num(x)} ${num(y)}C${num(x)} ${num(y + 120)} ${num(x + sway)} ${num(h * 0.7)} ${num(x + sway * 1.6)} ${num(h + 20)}`
    if (fibre) {
      out.push(
        el('path', { d, fill: 'none', stroke: accent.main, 'stroke-width': 5, opacity: 0.45 }),
        el('path', {
          d,
          fill: 'none',
          stroke: accent.light,
          'stroke-width': 2.5,
          'stroke-dasharray': `4 ${num(rand.range(24, 40))}`,
          filter: 'url(#glow)',
        }),
      )
    } else {
      out.push(
        el('path', {
          d,
          fill: 'none',
          stroke: rand.pick([navy.line, '#2b4f86', '#475569']),
          'stroke-width': 5,
          opacity: 0.8,
        }),
      )
    }
  })
  return group({ 'stroke-linecap': 'round' }, out)
}
