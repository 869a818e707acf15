import { backdrop, finish } from '../backdrop.js'
import { navy } from '../palette.js'
import { lerp, project, type Camera } from '../perspective.js'
import type { SceneContext } from '../scene.js'
import {
  el,
  glowFilter,
  num,
  group,
  linearGradient,
  polygonPath,
  radialGradient,
  smoothPath,
  svgDocument,
  type Point,
} from '../svg.js'

/** Energy systems: a low sun over a solar field, with transmission towers carrying the grid. */
export function drawEnergy(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const horizon = h * 0.64
  const sun: Point = [w * 0.72, h * 0.36]
  const base = backdrop(ctx, { glow: sun, glowRadius: w * 0.42, secondGlow: [w * 0.1, h * 0.2] })
  const end = finish(ctx)

  const defs = [
    ...base.defs,
    ...end.defs,
    radialGradient(
      'sun-core',
      [
        { offset: 0, color: '#fffbeb' },
        { offset: 0.45, color: accent.light },
        { offset: 1, color: accent.main },
      ],
      sun,
      h * 0.1,
    ),
    radialGradient(
      'sun-halo',
      [
        { offset: 0, color: accent.main, opacity: 0.55 },
        { offset: 1, color: accent.main, opacity: 0 },
      ],
      sun,
      h * 0.3,
    ),
    linearGradient('ground', [
      { offset: 0, color: '#1a2547' },
      { offset: 0.25, color: navy.midnight },
      { offset: 1, color: navy.abyss },
    ]),
    linearGradient('sky-haze', [
      { offset: 0, color: navy.haze, opacity: 0 },
      { offset: 1, color: '#2b4a80', opacity: 0.55 },
    ]),
    linearGradient('panel', [
      { offset: 0, color: '#1d3566' },
      { offset: 1, color: '#081330' },
    ]),
    linearGradient('panel-sheen', [
      { offset: 0, color: accent.main, opacity: 0.85 },
      { offset: 0.6, color: accent.secondary, opacity: 0.2 },
      { offset: 1, color: accent.main, opacity: 0 },
    ]),
    glowFilter('glow', 6),
    glowFilter('glow-wide', 18),
  ]

  return svgDocument(w, h, defs, [
    ...base.body,
    el('rect', { y: horizon - h * 0.3, width: w, height: h * 0.3, fill: 'url(#sky-haze)' }),
    sunDisc(ctx, sun),
    ground(ctx, horizon),
    powerLine(ctx, horizon),
    solarField(ctx, horizon, sun),
    ...end.body,
  ])
}

function sunDisc(ctx: SceneContext, [cx, cy]: Point): string {
  const { height: h, accent } = ctx
  const r = h * 0.1
  const rings = [1.7, 2.4, 3.3].map((k, i) =>
    el('circle', {
      cx,
      cy,
      r: r * k,
      fill: 'none',
      stroke: accent.light,
      'stroke-width': i === 0 ? 2 : 1.2,
      opacity: 0.28 - i * 0.07,
      'stroke-dasharray': i === 1 ? '2 10' : undefined,
    }),
  )
  // Tick marks on the outer ring: an instrument dial rather than a cartoon sun.
  const ticks: string[] = []
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2
    const inner = r * 2.4 + (i % 6 === 0 ? -14 : -6)
    const outer = r * 2.4
    ticks.push(
      el('line', {
        x1: cx + Math.cos(a) * inner,
        y1: cy + Math.sin(a) * inner,
        x2: cx + Math.cos(a) * outer,
        y2: cy + Math.sin(a) * outer,
      }),
    )
  }
  return group({}, [
    el('circle', { cx, cy, r: h * 0.3, fill: 'url(#sun-halo)' }),
    ...rings,
    group({ stroke: accent.light, 'stroke-width': 1.5, opacity: 0.3 }, ticks),
    el('circle', { cx, cy, r, fill: 'url(#sun-core)', filter: 'url(#glow-wide)' }),
  ])
}

function ground(ctx: SceneContext, horizon: number): string {
  const { width: w, height: h, rand, accent } = ctx
  // Low dunes on the horizon; their crest catches the sunlight.
  const crest: Point[] = []
  for (let x = -60; x < w + 300; x += 260) crest.push([x, horizon - rand.range(2, 14)])
  const dunes = `${smoothPath(crest)}L${w + 40} ${h}L-40 ${h}Z`
  return group({}, [
    el('path', { d: dunes, fill: 'url(#ground)' }),
    el('path', {
      d: smoothPath(crest),
      fill: 'none',
      stroke: accent.main,
      'stroke-width': 2,
      opacity: 0.45,
      filter: 'url(#glow)',
    }),
  ])
}

interface Pylon {
  x: number
  base: number
  height: number
}

/** Lattice towers stepping towards the horizon with catenary conductors between them. */
function powerLine(ctx: SceneContext, horizon: number): string {
  const { width: w, height: h, accent } = ctx
  const pylons: Pylon[] = [
    { x: w * 0.2, base: horizon + h * 0.05, height: h * 0.5 },
    { x: w * 0.45, base: horizon + h * 0.012, height: h * 0.25 },
    { x: w * 0.59, base: horizon + h * 0.004, height: h * 0.135 },
    { x: w * 0.67, base: horizon, height: h * 0.075 },
  ]
  const tips = pylons.map(armTips)
  const wires: string[] = []
  for (let i = 0; i < tips.length; i++) {
    const here = tips[i] ?? []
    const previous: Point[] =
      i === 0 ? here.map(([x, y]) => [x - w * 0.3, y - h * 0.05] as Point) : (tips[i - 1] ?? [])
    here.forEach((to, k) => {
      const from = previous[k]
      if (!from) return
      const sag = Math.abs(to[0] - from[0]) * 0.08
      const mid: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag]
      wires.push(el('path', { d: `M${from[0]} ${from[1]}Q${mid[0]} ${mid[1]} ${to[0]} ${to[1]}` }))
    })
  }
  return group({}, [
    group({ fill: 'none', stroke: accent.light, 'stroke-width': 1.4, opacity: 0.55 }, wires),
    ...pylons.map((p) => pylonShape(ctx, p)),
    group(
      { fill: accent.light, filter: 'url(#glow)' },
      tips.flat().map(([x, y]) => el('circle', { cx: x, cy: y, r: 3 })),
    ),
  ])
}

function armTips({ x, base, height }: Pylon): Point[] {
  const lower = base - height * 0.7
  const upper = base - height * 0.86
  return [
    [x - height * 0.2, lower],
    [x + height * 0.2, lower],
    [x - height * 0.14, upper],
    [x + height * 0.14, upper],
  ]
}

function pylonShape(ctx: SceneContext, { x, base, height }: Pylon): string {
  const spreadBase = height * 0.13
  const spreadTop = height * 0.035
  const top = base - height
  const legAt = (t: number, side: -1 | 1): Point => [
    x + side * (spreadBase + (spreadTop - spreadBase) * t),
    base - height * 0.9 * t,
  ]
  const lines: string[] = []
  const line = (a: Point, b: Point) =>
    lines.push(el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1] }))
  line(legAt(0, -1), legAt(1, -1))
  line(legAt(0, 1), legAt(1, 1))
  // Cross-bracing: the zig-zag lattice that makes the silhouette read as a steel tower.
  const steps = 7
  for (let i = 0; i < steps; i++) {
    const t0 = i / steps
    const t1 = (i + 1) / steps
    line(legAt(t0, -1), legAt(t1, 1))
    line(legAt(t0, 1), legAt(t1, -1))
  }
  for (const level of [0.7, 0.86]) {
    const y = base - height * level
    const reach = height * (level === 0.7 ? 0.2 : 0.14)
    line([x - reach, y], [x + reach, y])
    line([x - reach, y], [x - spreadTop * 2, y + height * 0.05])
    line([x + reach, y], [x + spreadTop * 2, y + height * 0.05])
  }
  line(legAt(1, -1), [x, top])
  line(legAt(1, 1), [x, top])
  const weight = Math.max(1, height / 260)
  return group(
    { stroke: navy.mist, 'stroke-width': weight, opacity: 0.75, 'stroke-linecap': 'round' },
    lines,
  )
}

/** Rows of tilted modules in one-point perspective, brighter where they face the sun. */
function solarField(ctx: SceneContext, horizon: number, sun: Point): string {
  const { width: w, accent } = ctx
  const camera: Camera = { vanish: [w * 0.58, horizon], focal: w * 0.48, eyeHeight: 2.2 }
  const at = (x: number, y: number, z: number) => project(camera, x, y, z)
  const rows = [34, 28, 23, 19, 15.5, 12.5, 10, 8, 6.3, 5]
  const modules: string[] = []
  // Far rows first so nearer modules overlap them, each module drawn whole (face, cells, sheen).
  for (const z of rows) {
    for (let x = -18; x < 18; x += 1.9) {
      const corners: Point[] = [
        at(x, 0.35, z),
        at(x + 1.75, 0.35, z),
        at(x + 1.75, 0.95, z + 1.0),
        at(x, 0.95, z + 1.0),
      ]
      const [a, b, c, d] = corners as [Point, Point, Point, Point]
      if (b[0] < -50 || a[0] > w + 50) continue
      const face = polygonPath(corners)
      const cells: string[] = []
      for (let k = 1; k < 6; k++) {
        const p = lerp(a, b, k / 6)
        const q = lerp(d, c, k / 6)
        cells.push(`M${num(p[0])} ${num(p[1])}L${num(q[0])} ${num(q[1])}`)
      }
      const m1 = lerp(a, d, 0.5)
      const m2 = lerp(b, c, 0.5)
      cells.push(`M${num(m1[0])} ${num(m1[1])}L${num(m2[0])} ${num(m2[1])}`)
      // Sunlight glances off the modules nearest the sun's bearing.
      const facing = 1 - Math.min(1, Math.abs((a[0] + b[0]) / 2 - sun[0]) / (w * 0.5))
      modules.push(
        el('path', { d: face, fill: 'url(#panel)' }),
        facing > 0.05
          ? el('path', { d: face, fill: 'url(#panel-sheen)', opacity: facing * 0.5 })
          : '',
        el('path', { d: cells.join(''), stroke: navy.line, 'stroke-width': 0.8, opacity: 0.55 }),
        el('path', { d: face, stroke: accent.main, 'stroke-opacity': 0.18 + facing * 0.4 }),
      )
    }
  }
  return group({ fill: 'none', 'stroke-width': 1 }, modules)
}
