import { mix, navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, num, smoothPath, type Point } from '../../svg.js'
import type { Box } from '../panes.js'

/** A ring chart: shares of a whole, with a soft glow, centred in the box. */
export function ring(ctx: SceneContext, box: Box, shares: number[]): string {
  const { accent } = ctx
  const r = Math.min(box.w, box.h) * 0.32
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  const circumference = 2 * Math.PI * r
  const colours = [accent.main, accent.secondary, accent.light, navy.line]
  let offset = 0
  const arcs = shares.map((share, i) => {
    const arc = el('circle', {
      cx,
      cy,
      r,
      fill: 'none',
      stroke: colours[i % colours.length],
      'stroke-width': r * 0.3,
      'stroke-dasharray': `${num(Math.max(0, circumference * share - 5))} ${num(circumference)}`,
      'stroke-dashoffset': num(-offset),
      transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
    })
    offset += circumference * share
    return arc
  })
  return group({}, [
    el('circle', { cx, cy, r, fill: 'none', stroke: navy.steel, 'stroke-width': r * 0.3 }),
    group({ filter: 'url(#glow)' }, arcs),
    el('circle', { cx, cy, r: r * 0.3, fill: accent.light, opacity: 0.18 }),
  ])
}

/** Headline numbers as pills: a label bar, a value bar and a tiny trend line. */
export function kpis(ctx: SceneContext, box: Box, count: number): string {
  const { accent, rand } = ctx
  const gap = 12
  const w = (box.w - gap * (count - 1)) / count
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const x = box.x + i * (w + gap)
    const spark: Point[] = []
    for (let k = 0; k < 7; k++) {
      spark.push([x + 14 + (k * (w - 28)) / 6, box.y + box.h - 14 - rand.range(0, box.h * 0.22)])
    }
    out.push(
      el('rect', { x, y: box.y, width: w, height: box.h, rx: 8, fill: navy.midnight }),
      el('rect', { x: x + 14, y: box.y + 14, width: w * 0.35, height: 8, rx: 4, fill: navy.line }),
      el('rect', {
        ...{ x: x + 14, y: box.y + 30, width: w * rand.range(0.3, 0.55), height: 16, rx: 5 },
        fill: mix(accent.light, accent.main, i / Math.max(1, count - 1)),
      }),
      el('path', {
        d: smoothPath(spark),
        fill: 'none',
        stroke: accent.light,
        'stroke-width': 2,
        opacity: 0.7,
      }),
    )
  }
  return group({}, out)
}

/** An area chart with guides, filled with the `area` gradient. */
export function areaChart(ctx: SceneContext, box: Box, trend = 0.03): string {
  const { rand, accent } = ctx
  const pad = 16
  const s = { x: box.x + pad, y: box.y + pad, w: box.w - pad * 2, h: box.h - pad * 2 }
  const pts: Point[] = []
  let v = rand.range(0.25, 0.45)
  const steps = 14
  for (let k = 0; k <= steps; k++) {
    v = Math.min(0.92, Math.max(0.08, v + trend + rand.range(-0.12, 0.12)))
    pts.push([s.x + (k * s.w) / steps, s.y + s.h * (1 - v)])
  }
  const curve = smoothPath(pts)
  const guides: string[] = []
  for (let g = 1; g < 4; g++) guides.push(`M${num(s.x)} ${num(s.y + (g * s.h) / 4)}h${num(s.w)}`)
  return group({}, [
    el('path', { d: guides.join(''), stroke: navy.line, opacity: 0.35, 'stroke-dasharray': '4 6' }),
    el('path', {
      d: `${curve}L${num(s.x + s.w)} ${num(s.y + s.h)}L${num(s.x)} ${num(s.y + s.h)}Z`,
      fill: 'url(#area)',
    }),
    el('path', {
      d: curve,
      fill: 'none',
      stroke: accent.light,
      'stroke-width': 2.5,
      filter: 'url(#glow)',
    }),
  ])
}

/** Rows of a table or list: a status dot, a name bar and a value bar per row. */
export function list(ctx: SceneContext, box: Box, rows: number): string {
  const { accent, rand } = ctx
  const rowH = box.h / rows
  const out: string[] = []
  for (let i = 0; i < rows; i++) {
    const y = box.y + i * rowH + rowH / 2
    const state = rand.next()
    out.push(
      el('circle', {
        cx: box.x + 18,
        cy: y,
        r: 5,
        fill: state < 0.15 ? '#f43f5e' : state < 0.3 ? '#fbbf24' : accent.main,
      }),
      el('rect', {
        x: box.x + 34,
        y: y - 5,
        width: box.w * rand.range(0.3, 0.5),
        height: 10,
        rx: 5,
        fill: navy.line,
      }),
      el('rect', {
        ...{
          x: box.x + box.w * 0.68,
          y: y - 5,
          width: box.w * rand.range(0.12, 0.25),
          height: 10,
          rx: 5,
        },
        fill: accent.light,
        opacity: 0.6,
      }),
    )
    if (i > 0) {
      out.push(
        el('path', {
          d: `M${num(box.x + 10)} ${num(box.y + i * rowH)}h${num(box.w - 20)}`,
          stroke: navy.steel,
        }),
      )
    }
  }
  return group({}, out)
}
