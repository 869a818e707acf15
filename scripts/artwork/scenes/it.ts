import { backdrop, finish } from '../backdrop.js'
import { navy } from '../palette.js'
import { lerp, project, type Camera } from '../perspective.js'
import type { SceneContext } from '../scene.js'
import {
  el,
  glowFilter,
  group,
  linearGradient,
  num,
  polygonPath,
  radialGradient,
  svgDocument,
  type Point,
} from '../svg.js'

const AISLE = 1.1
const RACK_HEIGHT = 2.2
const CEILING = 2.9
const NEAR = 0.5
const FAR = 26

/** IT infrastructure: a cold aisle between server racks, with a network mesh in the light. */
export function drawIt(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const camera: Camera = { vanish: [w * 0.6, h * 0.47], focal: w * 0.36, eyeHeight: 1.15 }
  const base = backdrop(ctx, { glow: camera.vanish, glowRadius: w * 0.4 })
  const end = finish(ctx, 0.35)
  const defs = [
    ...base.defs,
    ...end.defs,
    radialGradient(
      'aisle-light',
      [
        { offset: 0, color: '#ecfeff', opacity: 0.95 },
        { offset: 0.08, color: accent.light, opacity: 0.6 },
        { offset: 0.4, color: accent.main, opacity: 0.15 },
        { offset: 1, color: accent.main, opacity: 0 },
      ],
      camera.vanish,
      w * 0.35,
    ),
    linearGradient('floor', [
      { offset: 0, color: '#0d2244' },
      { offset: 1, color: navy.abyss },
    ]),
    glowFilter('led', 3),
    glowFilter('strip', 8),
  ]
  return svgDocument(w, h, defs, [
    ...base.body,
    floorAndCeiling(ctx, camera),
    rackWall(ctx, camera, -1),
    rackWall(ctx, camera, 1),
    el('rect', { width: w, height: h, fill: 'url(#aisle-light)' }),
    network(ctx, camera.vanish),
    ...end.body,
  ])
}

function floorAndCeiling(ctx: SceneContext, camera: Camera): string {
  const { accent } = ctx
  const at = (x: number, y: number, z: number) => project(camera, x, y, z)
  const floor = polygonPath([
    at(-AISLE, 0, NEAR),
    at(AISLE, 0, NEAR),
    at(AISLE, 0, FAR),
    at(-AISLE, 0, FAR),
  ])
  // Raised-floor tiles: lines along the aisle plus cross joints spaced by depth.
  const tiles: string[] = []
  for (let x = -AISLE; x <= AISLE + 0.01; x += AISLE / 2) {
    const [a, b] = [at(x, 0, NEAR), at(x, 0, FAR)]
    tiles.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`)
  }
  for (let z = NEAR; z < FAR; z += 0.6) {
    const [a, b] = [at(-AISLE, 0, z), at(AISLE, 0, z)]
    tiles.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`)
  }
  // Ceiling luminaires: short segments, so their spacing shrinks with depth.
  const strips: string[] = []
  for (const x of [-0.45, 0.45]) {
    for (let z = NEAR; z < FAR; z += 1.5) {
      const [a, b] = [at(x, CEILING, z), at(x, CEILING, z + 0.9)]
      strips.push(el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1] }))
    }
  }
  const trays: string[] = []
  for (const x of [-0.95, 0.95]) {
    for (const y of [2.45, 2.6]) {
      const [a, b] = [at(x, y, NEAR), at(x, y, FAR)]
      trays.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`)
    }
  }
  return group({}, [
    el('path', { d: floor, fill: 'url(#floor)' }),
    el('path', { d: tiles.join(''), stroke: accent.main, 'stroke-width': 1, opacity: 0.16 }),
    el('path', { d: trays.join(''), stroke: navy.line, 'stroke-width': 2, opacity: 0.5 }),
    group(
      { stroke: accent.light, 'stroke-width': 6, opacity: 0.55, filter: 'url(#strip)' },
      strips,
    ),
  ])
}

/** One wall of racks along the aisle; side -1 is left, 1 is right. */
function rackWall(ctx: SceneContext, camera: Camera, side: -1 | 1): string {
  const { rand, accent } = ctx
  const x = side * AISLE
  const at = (y: number, z: number) => project(camera, x, y, z)
  const bodies: string[] = []
  const units: string[] = []
  const leds: string[] = []
  const ledColours = [accent.main, accent.main, accent.light, '#34d399', '#34d399', '#fbbf24']
  // Far racks first so nearer ones paint over them.
  const starts: number[] = []
  for (let z = NEAR - 0.3; z < FAR; z += 0.64) starts.push(z)
  for (const z0 of starts.reverse()) {
    const z1 = z0 + 0.6
    bodies.push(
      el('path', {
        d: polygonPath([at(0, z0), at(RACK_HEIGHT, z0), at(RACK_HEIGHT, z1), at(0, z1)]),
      }),
    )
    const pixelHeight = at(0, z0)[1] - at(RACK_HEIGHT, z0)[1]
    if (pixelHeight < 30) continue
    const count = 16
    for (let u = 0; u < count; u++) {
      const y0 = 0.12 + (u * (RACK_HEIGHT - 0.24)) / count
      const y1 = y0 + ((RACK_HEIGHT - 0.24) / count) * 0.8
      const corners: Point[] = [
        at(y0, z0 + 0.04),
        at(y1, z0 + 0.04),
        at(y1, z1 - 0.04),
        at(y0, z1 - 0.04),
      ]
      units.push(el('path', { d: polygonPath(corners), opacity: rand.range(0.5, 1) }))
      const lit = rand.int(0, 3)
      for (let k = 0; k < lit; k++) {
        const t = 0.08 + k * 0.07
        const [cx, cy] = lerp(at((y0 + y1) / 2, z0 + 0.04), at((y0 + y1) / 2, z1 - 0.04), t)
        leds.push(
          el('circle', {
            cx,
            cy,
            r: Math.max(1, pixelHeight / 260),
            fill: rand.pick(ledColours),
          }),
        )
      }
    }
  }
  return group({}, [
    group(
      { fill: '#0a1530', stroke: accent.dark, 'stroke-width': 1, 'stroke-opacity': 0.6 },
      bodies,
    ),
    group(
      { fill: '#142b55', stroke: navy.line, 'stroke-width': 0.6, 'stroke-opacity': 0.5 },
      units,
    ),
    group({ filter: 'url(#led)' }, leds),
  ])
}

/** A loose mesh of nodes hanging in the light at the end of the aisle. */
function network(ctx: SceneContext, centre: Point): string {
  const { rand, accent, width: w } = ctx
  const nodes: Point[] = []
  for (let i = 0; i < 34; i++) {
    const a = rand.range(0, Math.PI * 2)
    const d = Math.sqrt(rand.next()) * w * 0.22
    nodes.push([centre[0] + Math.cos(a) * d, centre[1] + Math.sin(a) * d * 0.7])
  }
  const links: string[] = []
  nodes.forEach((p, i) => {
    const nearest = nodes
      .map((q, j) => ({ j, d: Math.hypot(q[0] - p[0], q[1] - p[1]) }))
      .filter((n) => n.j !== i)
      .sort((m, n) => m.d - n.d)
      .slice(0, 2)
    for (const n of nearest) {
      const q = nodes[n.j]
      if (q && n.j > i) links.push(`M${num(p[0])} ${num(p[1])}L${num(q[0])} ${num(q[1])}`)
    }
  })
  return group({}, [
    el('path', { d: links.join(''), stroke: accent.light, 'stroke-width': 1, opacity: 0.35 }),
    group(
      { fill: accent.light, filter: 'url(#led)' },
      nodes.map(([cx, cy]) => el('circle', { cx, cy, r: rand.range(2, 4.5) })),
    ),
  ])
}
