import { finish, particles } from '../backdrop.js'
import { navy } from '../palette.js'
import type { SceneContext } from '../scene.js'
import {
  blurFilter,
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
import { skylineLayer, supertall, type Building } from './skyline.js'

/** Home hero: a city at dusk on a glowing grid, its towers linked like nodes of a network. */
export function drawHero(ctx: SceneContext): string {
  const { width: w, height: h, accent, rand } = ctx
  const horizon = h * 0.76
  const sunset: Point = [w * 0.68, horizon - h * 0.04]
  const end = finish(ctx, 0.6)
  const defs = [
    ...end.defs,
    linearGradient('sky', [
      { offset: 0, color: '#020612' },
      { offset: 0.35, color: '#08163a' },
      { offset: 0.6, color: '#13275a' },
      { offset: 0.76, color: '#2a2f66' },
      { offset: 0.77, color: navy.deep },
      { offset: 1, color: navy.abyss },
    ]),
    radialGradient(
      'sunset',
      [
        { offset: 0, color: '#fcd34d', opacity: 0.85 },
        { offset: 0.18, color: '#f97316', opacity: 0.45 },
        { offset: 0.5, color: '#7c3aed', opacity: 0.16 },
        { offset: 1, color: '#7c3aed', opacity: 0 },
      ],
      sunset,
      w * 0.5,
    ),
    radialGradient(
      'sunset-floor',
      [
        { offset: 0, color: '#f59e0b', opacity: 0.3 },
        { offset: 1, color: '#f59e0b', opacity: 0 },
      ],
      [sunset[0], horizon],
      w * 0.28,
    ),
    radialGradient(
      'grid-fade',
      [
        { offset: 0, color: '#fff', opacity: 0.2 },
        { offset: 0.5, color: '#fff', opacity: 1 },
        { offset: 1, color: '#fff', opacity: 0.2 },
      ],
      [w * 0.62, h * 1.1],
      w * 0.7,
    ),
    el('mask', { id: 'grid-mask' }, [
      el('rect', { y: horizon, width: w, height: h - horizon, fill: 'url(#grid-fade)' }),
    ]),
    blurFilter('haze', 2.5),
    glowFilter('glow', 5),
  ]
  const back = skylineLayer(rand, w, {
    ground: horizon,
    peak: h * 0.36,
    centre: 0.62,
    spread: 0.08,
    minWidth: 50,
    maxWidth: 120,
    fill: '#24366e',
  })
  const middle = skylineLayer(rand, w, {
    ground: horizon,
    peak: h * 0.4,
    centre: 0.66,
    spread: 0.05,
    minWidth: 60,
    maxWidth: 150,
    fill: '#0e1a3d',
    rim: '#f59e0b',
    windows: { colours: ['#fcd34d', '#fde68a', accent.light], lit: 0.14 },
  })
  const front = skylineLayer(rand, w, {
    ground: horizon,
    peak: h * 0.2,
    centre: 0.5,
    spread: 0.2,
    minWidth: 70,
    maxWidth: 190,
    fill: '#060d24',
    windows: { colours: ['#fcd34d', accent.light, accent.main], lit: 0.1 },
  })
  const landmark = polygonPath(supertall(w * 0.7, horizon, h * 0.62, w * 0.045))
  return svgDocument(w, h, defs, [
    el('rect', { width: w, height: h, fill: 'url(#sky)' }),
    particles(ctx, 260, [
      [0, 0],
      [w, h * 0.5],
    ]),
    // The sunset lights the sky only; the floor gets a weaker reflection of it below.
    el('rect', { width: w, height: horizon, fill: 'url(#sunset)' }),
    el('rect', { y: horizon, width: w, height: h - horizon, fill: 'url(#sunset-floor)' }),
    group({ filter: 'url(#haze)', opacity: 0.8 }, [back.svg]),
    el('path', { d: landmark, fill: '#111f47', stroke: '#f59e0b', 'stroke-opacity': 0.5 }),
    middle.svg,
    networkArcs(ctx, [...middle.buildings].sort((a, b) => a.top - b.top).slice(0, 6)),
    front.svg,
    groundGrid(ctx, horizon),
    ...end.body,
  ])
}

/** Tron-like floor grid converging on the horizon; evokes planning drawings and the power grid. */
function groundGrid(ctx: SceneContext, horizon: number): string {
  const { width: w, height: h, accent } = ctx
  const vanishX = w * 0.62
  const lines: string[] = []
  for (let i = -24; i <= 24; i++) {
    const bottomX = vanishX + i * w * 0.08
    lines.push(`M${num(vanishX + i * 4)} ${num(horizon)}L${num(bottomX)} ${num(h)}`)
  }
  for (let z = 1; z < 40; z *= 1.32) {
    const y = horizon + (h - horizon) / z
    lines.push(`M0 ${num(y)}H${num(w)}`)
  }
  return group({ mask: 'url(#grid-mask)' }, [
    el('path', { d: lines.join(''), stroke: accent.main, 'stroke-width': 1.2, opacity: 0.4 }),
    el('path', {
      d: `M0 ${num(horizon)}H${num(w)}`,
      stroke: '#fbbf24',
      'stroke-width': 2,
      opacity: 0.6,
      filter: 'url(#glow)',
    }),
  ])
}

/** Arcs between the tallest roofs: the "smart" in smart infrastructure. */
function networkArcs(ctx: SceneContext, roofs: Building[]): string {
  const { accent } = ctx
  const tops: Point[] = roofs
    .map((b): Point => [b.x + b.width / 2, b.top])
    .sort((a, b) => a[0] - b[0])
  const arcs: string[] = []
  for (let i = 0; i < tops.length - 1; i++) {
    const a = tops[i]
    const b = tops[i + 1]
    if (!a || !b) continue
    const lift = Math.abs(b[0] - a[0]) * 0.35
    const mid: Point = [(a[0] + b[0]) / 2, Math.min(a[1], b[1]) - lift]
    arcs.push(`M${num(a[0])} ${num(a[1])}Q${num(mid[0])} ${num(mid[1])} ${num(b[0])} ${num(b[1])}`)
  }
  return group({}, [
    el('path', {
      d: arcs.join(''),
      fill: 'none',
      stroke: accent.light,
      'stroke-width': 1.5,
      'stroke-dasharray': '5 7',
      opacity: 0.55,
    }),
    group(
      { fill: accent.light, filter: 'url(#glow)' },
      tops.map(([x, y]) => el('circle', { cx: x, cy: y, r: 4.5 })),
    ),
  ])
}
