import { backdrop, finish } from '../backdrop.js'
import { navy } from '../palette.js'
import type { SceneContext } from '../scene.js'
import {
  barChart,
  gauges,
  heatmap,
  lineChart,
  mapView,
  singleLine,
  type Screen,
} from './screens.js'
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

/** Home "about": an operations control room — a video wall above a curved operator console. */
export function drawAbout(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const base = backdrop(ctx, { glow: [w * 0.55, h * 0.38], glowRadius: w * 0.5 })
  const end = finish(ctx, 0.3)
  const defs = [
    ...base.defs,
    ...end.defs,
    linearGradient('screen', [
      { offset: 0, color: '#0f2a52' },
      { offset: 1, color: '#091a38' },
    ]),
    linearGradient('desk-top', [
      { offset: 0, color: '#1a3260' },
      { offset: 1, color: '#0b1733' },
    ]),
    linearGradient('desk-front', [
      { offset: 0, color: '#07112a' },
      { offset: 1, color: navy.abyss },
    ]),
    radialGradient(
      'wall-spill',
      [
        { offset: 0, color: accent.main, opacity: 0.22 },
        { offset: 1, color: accent.main, opacity: 0 },
      ],
      [w * 0.55, h * 0.72],
      w * 0.45,
    ),
    glowFilter('glow', 5),
    glowFilter('glow-wide', 12),
  ]
  return svgDocument(w, h, defs, [
    ...base.body,
    videoWall(ctx),
    el('rect', { width: w, height: h, fill: 'url(#wall-spill)' }),
    operatorDesk(ctx),
    ...end.body,
  ])
}

/**
 * Screens in a concave arc: outer columns are nearer the viewer, so they are drawn larger and
 * lower, which is what makes the wall read as curved without real 3D.
 */
function videoWall(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const columns = 5
  const rows = 3
  const gap = 14
  const out: string[] = []
  // Hand-placed so neighbouring screens never show the same kind of view.
  const layout = [
    [lineChart, singleLine, barChart],
    [mapView, heatmap, gauges],
    [gauges, lineChart, singleLine],
    [lineChart, singleLine, mapView],
    [heatmap, barChart, gauges],
  ]
  for (let c = 0; c < columns; c++) {
    const offCentre = Math.abs(c - (columns - 1) / 2) / ((columns - 1) / 2)
    const scale = 1 + 0.16 * offCentre * offCentre
    const colW = w * 0.15 * scale
    const xCentre = w * 0.55 + (c - (columns - 1) / 2) * w * 0.16 * (1 + 0.06 * offCentre)
    const screenH = h * 0.15 * scale
    const top = h * 0.12 - (scale - 1) * h * 0.12
    for (let r = 0; r < rows; r++) {
      const screen: Screen = {
        x: xCentre - colW / 2,
        y: top + r * (screenH + gap),
        w: colW - gap,
        h: screenH,
      }
      const draw = layout[c]?.[r] ?? lineChart
      out.push(
        el('rect', {
          x: screen.x,
          y: screen.y,
          width: screen.w,
          height: screen.h,
          rx: 6,
          fill: 'url(#screen)',
          stroke: ctx.accent.main,
          'stroke-opacity': 0.35,
          'stroke-width': 1.5,
        }),
        draw(ctx, screen),
      )
    }
  }
  return group({}, out)
}

/** The operator desk: a shallow arc with monitors seen from behind, their light on the desk. */
function operatorDesk(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const top = h * 0.8
  const bulge = h * 0.06
  const front = h * 0.12
  const edge = `M${num(-20)} ${num(top - bulge)}Q${num(w / 2)} ${num(top + bulge)} ${num(w + 20)} ${num(top - bulge)}`
  const surface = `${edge}L${num(w + 20)} ${num(top - bulge + front * 0.4)}Q${num(w / 2)} ${num(top + bulge + front * 0.4)} -20 ${num(top - bulge + front * 0.4)}Z`
  const body = `M-20 ${num(top - bulge + front * 0.4)}Q${num(w / 2)} ${num(top + bulge + front * 0.4)} ${num(w + 20)} ${num(top - bulge + front * 0.4)}V${num(h)}H-20Z`
  const monitors: string[] = []
  const glows: string[] = []
  const count = 5
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count
    const x = w * t
    // Point on the desk's front curve (quadratic Bézier) at parameter t.
    const y =
      (1 - t) ** 2 * (top - bulge) + 2 * (1 - t) * t * (top + bulge) + t ** 2 * (top - bulge)
    const mw = w * 0.1
    const mh = h * 0.085
    const tilt = (t - 0.5) * 0.25
    const back: Point[] = [
      [x - mw / 2, y - mh - 8 + tilt * 40],
      [x + mw / 2, y - mh - 8 - tilt * 40],
      [x + mw / 2, y - 30 - tilt * 40],
      [x - mw / 2, y - 30 + tilt * 40],
    ]
    glows.push(el('ellipse', { cx: x, cy: y - mh * 0.55, rx: mw * 0.62, ry: mh * 0.62 }))
    monitors.push(
      el('path', {
        d: polygonPath(back),
        fill: '#081230',
        stroke: accent.main,
        'stroke-opacity': 0.35,
        'stroke-width': 1.5,
      }),
      el('rect', { x: x - 8, y: y - 32, width: 16, height: 26, fill: '#081230' }),
    )
  }
  return group({}, [
    group({ fill: accent.main, opacity: 0.18, filter: 'url(#glow-wide)' }, glows),
    el('path', { d: surface, fill: 'url(#desk-top)' }),
    el('path', { d: body, fill: 'url(#desk-front)' }),
    el('path', {
      d: edge,
      fill: 'none',
      stroke: accent.light,
      'stroke-width': 2.5,
      opacity: 0.8,
      filter: 'url(#glow)',
    }),
    ...monitors,
  ])
}
