import { backdrop, finish } from '../backdrop.js'
import { navy } from '../palette.js'
import type { SceneContext } from '../scene.js'
import { gear, meshWith, TOOTH_CENTRE, type GearSpec } from './gears.js'
import {
  el,
  glowFilter,
  group,
  linearGradient,
  num,
  polygonPath,
  svgDocument,
  type Point,
} from '../svg.js'

/** Industrial automation: meshing gears, an articulated arm and a conveyor line. */
export function drawAutomation(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const base = backdrop(ctx, { glow: [w * 0.7, h * 0.4], glowRadius: w * 0.45 })
  const end = finish(ctx)
  const beltTop = h * 0.84
  const gripX = w * 0.56
  const defs = [
    ...base.defs,
    ...end.defs,
    linearGradient(
      'gear-fill',
      [
        { offset: 0, color: accent.main, opacity: 0.32 },
        { offset: 1, color: navy.midnight, opacity: 0.2 },
      ],
      [0, 0],
      [1, 1],
    ),
    linearGradient('steel', [
      { offset: 0, color: '#2a4a80' },
      { offset: 0.5, color: '#15295a' },
      { offset: 1, color: '#0a1533' },
    ]),
    linearGradient('belt', [
      { offset: 0, color: '#1a3363' },
      { offset: 1, color: '#08122b' },
    ]),
    glowFilter('glow', 5),
    glowFilter('glow-wide', 14),
  ]
  return svgDocument(w, h, defs, [
    ...base.body,
    circuitTraces(ctx),
    ...gearTrain(ctx),
    conveyor(ctx, beltTop, gripX),
    roboticArm(ctx, [w * 0.25, beltTop + h * 0.035], gripX),
    ...end.body,
  ])
}

function gearTrain(ctx: SceneContext): string[] {
  const { width: w, height: h } = ctx
  const bearing = 2.7
  const drivePitch = (Math.PI * 2) / 22
  const driver: GearSpec = {
    centre: [w * 0.76, h * 0.33],
    radius: h * 0.22,
    teeth: 22,
    turn: bearing - TOOTH_CENTRE * drivePitch,
  }
  const idler = meshWith(driver, bearing, h * 0.13, 13)
  // meshWith assumes the driver has a tooth on the bearing, so the second bearing is rounded to
  // a whole number of driver pitches away from the first.
  const snapped = Math.round((0.95 - bearing) / drivePitch) * drivePitch + bearing
  const tail = meshWith(driver, snapped, h * 0.09, 9)
  return [driver, idler, tail].map((g) => gear(ctx, g.centre, g.radius, g.teeth, g.turn))
}

/** A rounded bar from p to q, drawn in local coordinates so the shading follows the bar. */
function link(p: Point, q: Point, thickness: number, stroke: string): string {
  const length = Math.hypot(q[0] - p[0], q[1] - p[1])
  const angle = (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI
  return el('rect', {
    x: -thickness / 2,
    y: -thickness / 2,
    width: length + thickness,
    height: thickness,
    rx: thickness / 2,
    fill: 'url(#steel)',
    stroke,
    'stroke-width': 2,
    'stroke-opacity': 0.7,
    transform: `translate(${num(p[0])} ${num(p[1])}) rotate(${num(angle)})`,
  })
}

function joint([cx, cy]: Point, r: number, colour: string): string {
  return group({}, [
    el('circle', { cx, cy, r, fill: '#10214a', stroke: colour, 'stroke-width': 3 }),
    el('circle', {
      cx,
      cy,
      r: r * 0.45,
      fill: 'none',
      stroke: colour,
      'stroke-width': 1.5,
      opacity: 0.7,
    }),
    el('circle', { cx, cy, r: r * 0.18, fill: colour, filter: 'url(#glow)' }),
  ])
}

/** A six-axis arm reduced to its silhouette: pedestal, two links, wrist and gripper. */
function roboticArm(ctx: SceneContext, [bx, by]: Point, gripX: number): string {
  const { height: h, accent } = ctx
  const shoulder: Point = [bx, by - h * 0.14]
  const elbow: Point = [bx + h * 0.16, by - h * 0.52]
  const wrist: Point = [gripX - h * 0.02, by - h * 0.35]
  const tool: Point = [gripX, wrist[1] + h * 0.11]
  const pedestal: Point[] = [
    [bx - h * 0.09, by],
    [bx + h * 0.09, by],
    [bx + h * 0.055, by - h * 0.1],
    [bx - h * 0.055, by - h * 0.1],
  ]
  const jaw = h * 0.035
  return group({}, [
    el('path', {
      d: polygonPath(pedestal),
      fill: 'url(#steel)',
      stroke: accent.main,
      'stroke-width': 2,
      'stroke-opacity': 0.6,
    }),
    link(shoulder, elbow, h * 0.06, accent.main),
    link(elbow, wrist, h * 0.045, accent.main),
    link(wrist, tool, h * 0.03, accent.main),
    el('path', {
      d: `M${num(tool[0] - jaw)} ${num(tool[1] + jaw * 1.6)}V${num(tool[1])}H${num(tool[0] + jaw)}V${num(tool[1] + jaw * 1.6)}`,
      fill: 'none',
      stroke: accent.light,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    joint(shoulder, h * 0.045, accent.main),
    joint(elbow, h * 0.038, accent.main),
    joint(wrist, h * 0.028, accent.light),
  ])
}

/** A belt with rollers and boxed product moving left to right. */
function conveyor(ctx: SceneContext, top: number, gripX: number): string {
  const { width: w, height: h, accent, rand } = ctx
  const left = w * 0.36
  const right = w + 40
  const depth = h * 0.035
  const rollers: string[] = []
  for (let x = left + depth; x < right; x += depth * 1.6) {
    rollers.push(el('circle', { cx: x, cy: top + depth / 2, r: depth * 0.36 }))
  }
  const legs: string[] = []
  for (let x = left + 60; x < right; x += 260) {
    legs.push(`M${num(x)} ${num(top + depth)}V${num(h)}`)
  }
  const boxes: string[] = []
  // The first box sits right under the gripper, as if about to be picked.
  for (let x = gripX - h * 0.052; x < w; x += rand.range(190, 250)) {
    const s = x < gripX ? h * 0.08 : rand.range(h * 0.06, h * 0.085)
    const lift = s * 0.28
    const front: Point[] = [
      [x, top],
      [x + s, top],
      [x + s, top - s],
      [x, top - s],
    ]
    const lid: Point[] = [
      [x, top - s],
      [x + s, top - s],
      [x + s + lift, top - s - lift],
      [x + lift, top - s - lift],
    ]
    boxes.push(
      el('path', { d: polygonPath(front), fill: '#132a55' }),
      el('path', { d: polygonPath(lid), fill: '#1f3d72' }),
      el('path', { d: `M${num(x + s * 0.5)} ${num(top - s)}V${num(top - s * 0.6)}`, opacity: 0.6 }),
    )
  }
  // Motion streaks above the belt make the line read as running.
  const streaks: string[] = []
  for (let i = 0; i < 14; i++) {
    const x = rand.range(left, w)
    const y = top - rand.range(4, h * 0.1)
    streaks.push(`M${num(x)} ${num(y)}h${num(rand.range(40, 140))}`)
  }
  return group({}, [
    el('path', { d: legs.join(''), stroke: navy.line, 'stroke-width': 6, opacity: 0.5 }),
    el('rect', {
      x: left,
      y: top,
      width: right - left,
      height: depth,
      rx: depth / 2,
      fill: 'url(#belt)',
    }),
    group({ fill: navy.deep, stroke: accent.main, 'stroke-width': 1.5, opacity: 0.7 }, rollers),
    el('path', {
      d: `M${num(left + depth / 2)} ${num(top)}H${num(right)}`,
      stroke: accent.light,
      'stroke-width': 2.5,
      filter: 'url(#glow)',
    }),
    group({ stroke: accent.main, 'stroke-width': 1.5, 'stroke-linejoin': 'round' }, boxes),
    el('path', {
      d: streaks.join(''),
      stroke: accent.light,
      'stroke-width': 1.5,
      opacity: 0.3,
      'stroke-linecap': 'round',
    }),
  ])
}

/** Orthogonal control wiring with terminal dots: a nod to PLC ladder and loop diagrams. */
function circuitTraces(ctx: SceneContext): string {
  const { width: w, height: h, rand, accent } = ctx
  const paths: string[] = []
  const terminals: string[] = []
  for (let i = 0; i < 16; i++) {
    let x = rand.range(-40, w * 0.45)
    let y = rand.range(h * 0.08, h * 0.72)
    let d = `M${num(x)} ${num(y)}`
    for (let k = 0; k < 4; k++) {
      if (k % 2 === 0) x += rand.range(80, 320)
      else y += rand.pick([-1, 1]) * rand.range(30, 120)
      d += `L${num(x)} ${num(y)}`
    }
    paths.push(d)
    terminals.push(el('circle', { cx: x, cy: y, r: 4 }))
  }
  return group({ opacity: 0.35 }, [
    el('path', { d: paths.join(''), fill: 'none', stroke: accent.main, 'stroke-width': 1.5 }),
    group({ fill: accent.light, filter: 'url(#glow)' }, terminals),
  ])
}
