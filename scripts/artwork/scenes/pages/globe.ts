import { backdrop, finish } from '../../backdrop.js'
import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, glowFilter, group, num, radialGradient, svgDocument, type Point } from '../../svg.js'
import { cities, hub, inside, regions, type LonLat } from './regions.js'

type Vec = [number, number, number]
const RAD = Math.PI / 180

/** Orthographic view of the globe centred on (lon0, lat0). */
interface Orbit {
  centre: Point
  radius: number
  east: Vec
  north: Vec
  out: Vec
}

function orbit(centre: Point, radius: number, lon0: number, lat0: number): Orbit {
  const [l, p] = [lon0 * RAD, lat0 * RAD]
  return {
    centre,
    radius,
    east: [-Math.sin(l), Math.cos(l), 0],
    north: [-Math.sin(p) * Math.cos(l), -Math.sin(p) * Math.sin(l), Math.cos(p)],
    out: [Math.cos(p) * Math.cos(l), Math.cos(p) * Math.sin(l), Math.sin(p)],
  }
}

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

function vec([lon, lat]: LonLat): Vec {
  const [l, p] = [lon * RAD, lat * RAD]
  return [Math.cos(p) * Math.cos(l), Math.cos(p) * Math.sin(l), Math.sin(p)]
}

/** Screen position and facing (1 at the centre of the disc, 0 at the limb) of a point at `lift`. */
function project(o: Orbit, v: Vec, lift = 1): { at: Point; facing: number } {
  return {
    at: [
      o.centre[0] + dot(v, o.east) * o.radius * lift,
      o.centre[1] - dot(v, o.north) * o.radius * lift,
    ],
    facing: dot(v, o.out),
  }
}

/** About hero: a dotted globe showing the Middle East and Africa, with project arcs from Dubai. */
export function drawGlobe(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const o = orbit([w * 0.64, h * 0.6], h * 0.5, 26, 10)
  const base = backdrop(ctx, { glow: o.centre, glowRadius: w * 0.5 })
  const end = finish(ctx, 0.45)
  const defs = [
    ...base.defs,
    ...end.defs,
    radialGradient(
      'sphere',
      [
        { offset: 0, color: '#14305e' },
        { offset: 0.75, color: '#0b1a3a' },
        { offset: 1, color: '#07112a' },
      ],
      [o.centre[0] - o.radius * 0.3, o.centre[1] - o.radius * 0.35],
      o.radius * 1.4,
    ),
    radialGradient(
      'atmosphere',
      [
        { offset: 0.9, color: accent.main, opacity: 0 },
        { offset: 0.925, color: accent.main, opacity: 0.22 },
        { offset: 1, color: accent.main, opacity: 0 },
      ],
      o.centre,
      o.radius * 1.1,
    ),
    glowFilter('glow', 5),
  ]
  return svgDocument(w, h, defs, [
    ...base.body,
    el('circle', { cx: o.centre[0], cy: o.centre[1], r: o.radius * 1.1, fill: 'url(#atmosphere)' }),
    el('circle', {
      cx: o.centre[0],
      cy: o.centre[1],
      r: o.radius,
      fill: 'url(#sphere)',
      stroke: accent.main,
      'stroke-opacity': 0.5,
      'stroke-width': 1.5,
    }),
    graticule(ctx, o),
    land(ctx, o),
    arcs(ctx, o),
    ...end.body,
  ])
}

/** Meridians and parallels every 15 degrees, drawn only on the near side. */
function graticule(ctx: SceneContext, o: Orbit): string {
  const lines: string[] = []
  const trace = (points: LonLat[]) => {
    let d = ''
    let pen = false
    for (const p of points) {
      const { at, facing } = project(o, vec(p))
      if (facing <= 0) {
        pen = false
        continue
      }
      d += `${pen ? 'L' : 'M'}${num(at[0])} ${num(at[1])}`
      pen = true
    }
    if (d) lines.push(d)
  }
  for (let lon = -180; lon < 180; lon += 15) {
    trace(Array.from({ length: 61 }, (_, i) => [lon, -90 + i * 3] as LonLat))
  }
  for (let lat = -75; lat <= 75; lat += 15) {
    trace(Array.from({ length: 121 }, (_, i) => [-180 + i * 3, lat] as LonLat))
  }
  return el('path', {
    d: lines.join(''),
    fill: 'none',
    stroke: navy.mist,
    'stroke-width': 1,
    opacity: 0.12,
  })
}

/** Land as a grid of dots, brighter towards the centre of the disc. */
function land(ctx: SceneContext, o: Orbit): string {
  const { accent } = ctx
  const dots: string[] = []
  const step = 1.5
  for (let lat = -40; lat <= 42; lat += step) {
    const lonStep = step / Math.cos(lat * RAD)
    for (let lon = -20; lon <= 65; lon += lonStep) {
      const p: LonLat = [lon, lat]
      if (!regions.some((r) => inside(p, r))) continue
      const { at, facing } = project(o, vec(p))
      if (facing <= 0.05) continue
      dots.push(
        el('circle', {
          cx: at[0],
          cy: at[1],
          r: 1.2 + 2.2 * facing,
          opacity: num(0.25 + 0.6 * facing),
        }),
      )
    }
  }
  return group({ fill: accent.light }, dots)
}

/** Great-circle arcs lifted off the surface, from the hub to each city, with glowing ends. */
function arcs(ctx: SceneContext, o: Orbit): string {
  const { accent } = ctx
  const from = vec(hub)
  const paths: string[] = []
  const ends: string[] = []
  for (const city of cities) {
    const to = vec(city)
    const angle = Math.acos(Math.min(1, dot(from, to)))
    const pts: Point[] = []
    for (let i = 0; i <= 32; i++) {
      const t = i / 32
      // Spherical interpolation, then lift in proportion to the distance travelled.
      const a = Math.sin((1 - t) * angle) / Math.sin(angle)
      const b = Math.sin(t * angle) / Math.sin(angle)
      const v: Vec = [a * from[0] + b * to[0], a * from[1] + b * to[1], a * from[2] + b * to[2]]
      pts.push(project(o, v, 1 + Math.sin(Math.PI * t) * angle * 0.22).at)
    }
    paths.push(pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join(''))
    const { at } = project(o, to)
    ends.push(el('circle', { cx: at[0], cy: at[1], r: 5 }))
  }
  const { at: centre } = project(o, from)
  return group({}, [
    el('path', {
      d: paths.join(''),
      fill: 'none',
      stroke: accent.main,
      'stroke-width': 2,
      opacity: 0.75,
      filter: 'url(#glow)',
    }),
    group({ fill: accent.light, filter: 'url(#glow)' }, ends),
    el('circle', {
      cx: centre[0],
      cy: centre[1],
      r: 22,
      fill: 'none',
      stroke: '#fbbf24',
      'stroke-width': 2,
      opacity: 0.7,
    }),
    el('circle', { cx: centre[0], cy: centre[1], r: 9, fill: '#fbbf24', filter: 'url(#glow)' }),
  ])
}
