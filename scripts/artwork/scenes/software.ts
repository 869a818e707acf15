import { backdrop, finish } from '../backdrop.js'
import { navy } from '../palette.js'
import type { SceneContext } from '../scene.js'
import { dashboard } from './dashboard.js'
import { BAR, pane, type Box } from './panes.js'
import {
  blurFilter,
  el,
  glowFilter,
  group,
  linearGradient,
  num,
  svgDocument,
  type Point,
} from '../svg.js'

/** Software platforms: layered dashboard, analytics and code windows floating in violet light. */
export function drawSoftware(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const base = backdrop(ctx, { glow: [w * 0.62, h * 0.45], glowRadius: w * 0.48 })
  const end = finish(ctx)
  const defs = [
    ...base.defs,
    ...end.defs,
    linearGradient('pane', [
      { offset: 0, color: '#16234d', opacity: 0.95 },
      { offset: 1, color: '#0b1433', opacity: 0.95 },
    ]),
    linearGradient('area', [
      { offset: 0, color: accent.main, opacity: 0.55 },
      { offset: 1, color: accent.main, opacity: 0 },
    ]),
    linearGradient('bar', [
      { offset: 0, color: accent.light },
      { offset: 1, color: accent.secondary },
    ]),
    blurFilter('shadow', 24),
    glowFilter('glow', 5),
  ]
  const main: Box = { x: w * 0.34, y: h * 0.15, w: w * 0.52, h: h * 0.58 }
  const code: Box = { x: w * 0.2, y: h * 0.55, w: w * 0.3, h: h * 0.36 }
  const donut: Box = { x: w * 0.76, y: h * 0.08, w: w * 0.19, h: h * 0.3 }
  return svgDocument(w, h, defs, [
    ...base.body,
    links(ctx, [
      [code.x + code.w * 0.5, code.y + code.h],
      [main.x + main.w * 0.5, main.y + main.h],
      [donut.x + donut.w * 0.5, donut.y + donut.h],
    ]),
    pane(ctx, main, dashboard(ctx, main)),
    pane(ctx, donut, donutCard(ctx, donut)),
    pane(ctx, code, codeBlock(ctx, code)),
    ...end.body,
  ])
}

/** A ring chart in three segments with legend lines. */
function donutCard(ctx: SceneContext, box: Box): string[] {
  const { accent } = ctx
  const r = Math.min(box.w, box.h - BAR) * 0.28
  const cx = box.x + box.w * 0.36
  const cy = box.y + BAR + (box.h - BAR) / 2
  const circumference = 2 * Math.PI * r
  const shares = [0.46, 0.3, 0.24]
  const colours = [accent.main, accent.secondary, accent.light]
  let offset = 0
  const rings = shares.map((share, i) => {
    const ring = el('circle', {
      cx,
      cy,
      r,
      fill: 'none',
      stroke: colours[i],
      'stroke-width': r * 0.32,
      'stroke-dasharray': `${num(circumference * share - 6)} ${num(circumference)}`,
      'stroke-dashoffset': num(-offset),
      transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
    })
    offset += circumference * share
    return ring
  })
  const legend = shares.map((share, i) =>
    group({}, [
      el('circle', { cx: box.x + box.w * 0.7, cy: cy - 30 + i * 30, r: 6, fill: colours[i] }),
      el('rect', {
        ...{ x: box.x + box.w * 0.7 + 16, y: cy - 35 + i * 30, width: 40 + share * 60, height: 10 },
        rx: 5,
        fill: navy.line,
      }),
    ]),
  )
  return [...rings, ...legend]
}

/** Syntax-highlighted code reduced to coloured bars, indented like real blocks. */
function codeBlock(ctx: SceneContext, box: Box): string[] {
  const { rand, accent } = ctx
  const palette = [accent.light, accent.main, '#38bdf8', '#f472b6', navy.mist, '#fbbf24']
  const rows: string[] = []
  const lineH = 26
  let indent = 0
  for (let i = 0; i * lineH < box.h - BAR - 40; i++) {
    const y = box.y + BAR + 24 + i * lineH
    rows.push(el('rect', { x: box.x + 20, y, width: 18, height: 9, rx: 4, fill: navy.steel }))
    if (rand.chance(0.12)) continue // a blank line
    let x = box.x + 60 + indent * 28
    const tokens = rand.int(1, 4)
    for (let t = 0; t < tokens && x < box.x + box.w - 60; t++) {
      const len = rand.range(30, 110)
      rows.push(
        el('rect', { x, y, width: len, height: 10, rx: 5, fill: rand.pick(palette), opacity: 0.8 }),
      )
      x += len + 10
    }
    indent = Math.max(0, Math.min(3, indent + rand.pick([-1, 0, 0, 1])))
  }
  return rows
}

/** Dashed data paths dropping from each window to a shared bus: the platform integrates them. */
function links(ctx: SceneContext, anchors: Point[]): string {
  const { height: h, width: w, accent } = ctx
  const bus = h * 0.95
  const paths = anchors.map(([x, y]) => `M${num(x)} ${num(y)}V${num(bus)}`)
  const xs = anchors.map(([x]) => x)
  paths.push(`M${num(Math.min(...xs) - w * 0.1)} ${num(bus)}H${num(Math.max(...xs) + w * 0.05)}`)
  return group({}, [
    el('path', {
      d: paths.join(''),
      fill: 'none',
      stroke: accent.main,
      'stroke-width': 2,
      'stroke-dasharray': '6 8',
      opacity: 0.5,
    }),
    group(
      { fill: accent.light, filter: 'url(#glow)' },
      xs.map((x) => el('circle', { cx: x, cy: bus, r: 5 })),
    ),
  ])
}
