import { mix, navy } from '../palette.js'
import type { SceneContext } from '../scene.js'
import { el, group, num, smoothPath, type Point } from '../svg.js'
import { BAR, type Box } from './panes.js'

/** Sidebar, KPI tiles, an area chart and a bar chart: the shape of an operations dashboard. */
export function dashboard(ctx: SceneContext, box: Box): string[] {
  const { rand, accent } = ctx
  const out: string[] = []
  const side = box.w * 0.16
  for (let i = 0; i < 7; i++) {
    out.push(
      el('rect', {
        ...{ x: box.x + 20, y: box.y + BAR + 28 + i * 40, width: side - 44, height: 14, rx: 7 },
        fill: i === 1 ? accent.main : navy.steel,
        opacity: i === 1 ? 0.9 : 0.8,
      }),
    )
  }
  out.push(
    el('path', {
      d: `M${num(box.x + side)} ${num(box.y + BAR)}v${num(box.h - BAR)}`,
      stroke: navy.line,
      opacity: 0.5,
    }),
  )
  const inner: Box = { x: box.x + side + 24, y: box.y + BAR + 24, w: box.w - side - 48, h: 0 }
  const tileW = (inner.w - 32) / 3
  const tileH = box.h * 0.17
  for (let i = 0; i < 3; i++) {
    const x = inner.x + i * (tileW + 16)
    const spark: Point[] = []
    for (let k = 0; k < 8; k++) {
      spark.push([
        x + 20 + (k * (tileW - 40)) / 7,
        inner.y + tileH - 22 - rand.range(0, tileH * 0.3),
      ])
    }
    out.push(
      el('rect', { x, y: inner.y, width: tileW, height: tileH, rx: 10, fill: navy.midnight }),
      el('rect', {
        x: x + 20,
        y: inner.y + 18,
        width: tileW * 0.3,
        height: 10,
        rx: 5,
        fill: navy.line,
      }),
      el('rect', {
        ...{ x: x + 20, y: inner.y + 38, width: tileW * rand.range(0.35, 0.55), height: 20, rx: 6 },
        fill: mix(accent.light, accent.secondary, i / 2),
      }),
      el('path', {
        d: smoothPath(spark),
        fill: 'none',
        stroke: accent.light,
        'stroke-width': 2,
        opacity: 0.8,
      }),
    )
  }
  // Area chart: a noisy upward trend with horizontal guides.
  const chartY = inner.y + tileH + 24
  const chart: Box = { x: inner.x, y: chartY, w: inner.w * 0.62, h: box.y + box.h - 24 - chartY }
  const guides: string[] = []
  for (let g = 1; g < 5; g++) {
    guides.push(`M${num(chart.x)} ${num(chart.y + (g * chart.h) / 5)}h${num(chart.w)}`)
  }
  const line: Point[] = []
  let v = 0.3
  for (let k = 0; k <= 12; k++) {
    v = Math.min(0.92, Math.max(0.1, v + rand.range(-0.1, 0.16)))
    line.push([chart.x + (k * chart.w) / 12, chart.y + chart.h * (1 - v)])
  }
  const curve = smoothPath(line)
  out.push(
    el('rect', {
      x: chart.x,
      y: chart.y,
      width: chart.w,
      height: chart.h,
      rx: 10,
      fill: navy.midnight,
    }),
    el('path', { d: guides.join(''), stroke: navy.line, opacity: 0.35, 'stroke-dasharray': '4 6' }),
    el('path', {
      d: `${curve}L${num(chart.x + chart.w)} ${num(chart.y + chart.h)}L${num(chart.x)} ${num(chart.y + chart.h)}Z`,
      fill: 'url(#area)',
    }),
    el('path', {
      d: curve,
      fill: 'none',
      stroke: accent.light,
      'stroke-width': 3,
      filter: 'url(#glow)',
    }),
  )
  const bars: Box = { x: chart.x + chart.w + 20, y: chart.y, w: inner.w - chart.w - 20, h: chart.h }
  const columns: string[] = []
  const n = 7
  const colW = (bars.w - 40) / n
  for (let k = 0; k < n; k++) {
    const bh = (bars.h - 40) * rand.range(0.25, 0.95)
    columns.push(
      el('rect', {
        ...{ x: bars.x + 20 + k * colW + colW * 0.18, y: bars.y + bars.h - 20 - bh },
        ...{ width: colW * 0.64, height: bh, rx: 4 },
      }),
    )
  }
  out.push(
    el('rect', {
      x: bars.x,
      y: bars.y,
      width: bars.w,
      height: bars.h,
      rx: 10,
      fill: navy.midnight,
    }),
    group({ fill: 'url(#bar)', opacity: 0.9 }, columns),
  )
  return out
}
