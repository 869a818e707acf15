import { backdrop, finish } from '../../backdrop.js'
import { block, faceSize, iso, type Block, type IsoView } from '../../iso.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import {
  el,
  glowFilter,
  group,
  linearGradient,
  num,
  polygonPath,
  smoothPath,
  svgDocument,
  type Point,
} from '../../svg.js'
import { led } from './parts.js'

/**
 * Remote-site gateway: a pole-mounted enclosure with antenna and solar panel over desert ground,
 * wireless sensors reporting to it and a satellite link overhead.
 */
export function drawFieldGateway(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const horizon = h * 0.7
  const pole: Point = [w * 0.6, h * 0.92]
  const view: IsoView = { origin: [pole[0], h * 0.5], unit: 150 }
  const box: Block = { x: -0.45, y: 0.1, z: 0, w: 0.9, d: 0.4, h: 1.15 }
  const antennaFoot = iso(view, 0.42, 0.12, box.h)
  const antennaTip: Point = [antennaFoot[0], antennaFoot[1] - h * 0.2]
  const satellite: Point = [w * 0.86, h * 0.14]
  const base = backdrop(ctx, {
    glow: [w * 0.62, h * 0.35],
    glowRadius: w * 0.45,
    secondGlow: satellite,
  })
  const end = finish(ctx, 0.42)
  const defs = [
    ...base.defs,
    ...end.defs,
    linearGradient('ground', [
      { offset: 0, color: '#1a2a4f' },
      { offset: 1, color: navy.abyss },
    ]),
    linearGradient(
      'pole',
      [
        { offset: 0, color: '#2a4a80' },
        { offset: 0.5, color: '#5a77a8' },
        { offset: 1, color: '#13254a' },
      ],
      [0, 0],
      [1, 0],
    ),
    linearGradient('pv', [
      { offset: 0, color: '#274a8a' },
      { offset: 1, color: '#0a1633' },
    ]),
    glowFilter('glow', 5),
  ]
  const boxFront = faceSize(view, box, 'left')
  return svgDocument(w, h, defs, [
    ...base.body,
    dunes(ctx, horizon),
    sensors(ctx, horizon, antennaTip),
    el('rect', {
      x: pole[0] - 14,
      y: h * 0.2,
      width: 28,
      height: pole[1] - h * 0.2,
      fill: 'url(#pole)',
    }),
    el('ellipse', { cx: pole[0], cy: pole[1], rx: 60, ry: 12, fill: '#01030b', opacity: 0.5 }),
    el('path', {
      d: `M${num(pole[0])} ${num(h * 0.2)}L${num(pole[0] - 110)} ${num(h * 0.22)}`,
      stroke: navy.mist,
      'stroke-width': 8,
    }),
    solarPanel(ctx, [pole[0] - 110, h * 0.22]),
    el('path', {
      d: `M${num(antennaFoot[0])} ${num(antennaFoot[1])}V${num(antennaTip[1])}`,
      stroke: navy.mist,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
    led(antennaTip[0], antennaTip[1], 6, accent.light),
    block(view, box, {
      base: '#d4deee',
      edge: navy.line,
      rim: accent.light,
      details: {
        left: [
          el('rect', {
            x: 10,
            y: 10,
            width: boxFront.w - 20,
            height: boxFront.h - 20,
            rx: 8,
            fill: 'none',
            stroke: navy.line,
            'stroke-width': 2,
          }),
          led(boxFront.w * 0.2, boxFront.h * 0.2, 5, '#22c55e'),
          led(boxFront.w * 0.32, boxFront.h * 0.2, 5, accent.main),
          led(boxFront.w * 0.44, boxFront.h * 0.2, 5, accent.main),
          el('rect', {
            x: boxFront.w * 0.15,
            y: boxFront.h * 0.72,
            width: boxFront.w * 0.7,
            height: 12,
            rx: 6,
            fill: navy.line,
            opacity: 0.5,
          }),
        ],
      },
    }),
    loraWaves(ctx, antennaTip),
    satelliteLink(ctx, satellite, antennaTip),
    ...end.body,
  ])
}

function dunes(ctx: SceneContext, horizon: number): string {
  const { width: w, height: h, rand, accent } = ctx
  const crest: Point[] = []
  for (let x = -80; x < w + 300; x += 240) crest.push([x, horizon - rand.range(0, 26)])
  const d = `${smoothPath(crest)}L${w + 40} ${h}L-40 ${h}Z`
  return group({}, [
    el('path', { d, fill: 'url(#ground)' }),
    el('path', {
      d: smoothPath(crest),
      fill: 'none',
      stroke: accent.main,
      'stroke-width': 1.5,
      opacity: 0.35,
    }),
  ])
}

/** A small module on a bracket, tilted towards the sun. */
function solarPanel(ctx: SceneContext, [x, y]: Point): string {
  const face: Point[] = [
    [x - 130, y - 40],
    [x + 60, y - 90],
    [x + 110, y - 20],
    [x - 80, y + 30],
  ]
  const cells: string[] = []
  for (let i = 1; i < 6; i++) {
    const t = i / 6
    const a: Point = [
      face[0]![0] + (face[1]![0] - face[0]![0]) * t,
      face[0]![1] + (face[1]![1] - face[0]![1]) * t,
    ]
    const b: Point = [
      face[3]![0] + (face[2]![0] - face[3]![0]) * t,
      face[3]![1] + (face[2]![1] - face[3]![1]) * t,
    ]
    cells.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`)
  }
  return group({}, [
    el('path', {
      d: polygonPath(face),
      fill: 'url(#pv)',
      stroke: ctx.accent.main,
      'stroke-width': 2,
    }),
    el('path', { d: cells.join(''), stroke: navy.mist, opacity: 0.35 }),
  ])
}

/** Concentric LoRa wave fronts around the antenna. */
function loraWaves(ctx: SceneContext, [x, y]: Point): string {
  const rings: string[] = []
  for (let i = 1; i <= 5; i++) {
    rings.push(
      el('circle', {
        cx: x,
        cy: y,
        r: 40 * i,
        fill: 'none',
        stroke: ctx.accent.light,
        'stroke-width': 2.5,
        opacity: 0.5 - i * 0.08,
      }),
    )
  }
  return group({ filter: 'url(#glow)' }, rings)
}

/** Wireless sensors on the ground: pulsing dots linked to the gateway by dashed arcs. */
function sensors(ctx: SceneContext, horizon: number, hub: Point): string {
  const { width: w, height: h, rand, accent } = ctx
  const nodes: string[] = []
  const links: string[] = []
  for (let i = 0; i < 11; i++) {
    const x = rand.range(w * 0.05, w * 0.97)
    const y = rand.range(horizon + 20, h * 0.95)
    const s = 6 + ((y - horizon) / (h - horizon)) * 12
    nodes.push(
      el('ellipse', {
        cx: x,
        cy: y + s * 0.4,
        rx: s * 2.2,
        ry: s * 0.6,
        fill: accent.main,
        opacity: 0.2,
      }),
      el('rect', {
        x: x - s * 0.6,
        y: y - s * 1.4,
        width: s * 1.2,
        height: s * 1.6,
        rx: s * 0.3,
        fill: '#cbd5e1',
        stroke: navy.line,
      }),
      led(x, y - s * 1.7, 3, accent.light),
    )
    const mid: Point = [(x + hub[0]) / 2, Math.min(y, hub[1]) - 60]
    links.push(smoothPath([[x, y - s * 1.7], mid, hub]))
  }
  return group({}, [
    el('path', {
      d: links.join(''),
      fill: 'none',
      stroke: accent.main,
      'stroke-width': 1.5,
      'stroke-dasharray': '3 10',
      opacity: 0.45,
    }),
    ...nodes,
  ])
}

/** A satellite with solar wings and a dashed beam down to the gateway. */
function satelliteLink(ctx: SceneContext, [x, y]: Point, hub: Point): string {
  const { accent } = ctx
  const wing = (dx: number) =>
    el('rect', {
      x: x + dx,
      y: y - 16,
      width: 90,
      height: 32,
      rx: 3,
      fill: 'url(#pv)',
      stroke: accent.main,
      'stroke-opacity': 0.7,
    })
  return group({}, [
    el('path', {
      d: `M${num(x)} ${num(y + 20)}L${num(hub[0] + 10)} ${num(hub[1] - 10)}`,
      stroke: accent.light,
      'stroke-width': 2,
      'stroke-dasharray': '10 12',
      opacity: 0.55,
    }),
    group({ transform: `rotate(-18 ${num(x)} ${num(y)})` }, [
      wing(-122),
      wing(32),
      el('path', { d: `M${num(x - 32)} ${num(y)}h64`, stroke: navy.mist, 'stroke-width': 3 }),
      el('rect', {
        x: x - 24,
        y: y - 24,
        width: 48,
        height: 48,
        rx: 6,
        fill: '#d4deee',
        stroke: accent.main,
      }),
      el('circle', { cx: x, cy: y + 30, r: 12, fill: '#c7d4ea', stroke: accent.main }),
    ]),
    led(x, y + 30, 4, accent.light),
  ])
}
