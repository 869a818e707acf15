import { navy } from '../palette.js'
import type { SceneContext } from '../scene.js'
import { el, group, num, smoothPath, type Point } from '../svg.js'

/** Small abstract views for the control-room video wall; each fills one screen rectangle. */
export interface Screen {
  x: number
  y: number
  w: number
  h: number
}

function inset(s: Screen, pad: number): Screen {
  return { x: s.x + pad, y: s.y + pad, w: s.w - pad * 2, h: s.h - pad * 2 }
}

export function lineChart(ctx: SceneContext, screen: Screen): string {
  const { rand, accent } = ctx
  const s = inset(screen, 18)
  const series = [accent.light, '#fbbf24'].map((colour, k) => {
    const pts: Point[] = []
    let v = rand.range(0.3, 0.7)
    for (let i = 0; i <= 10; i++) {
      v = Math.min(0.95, Math.max(0.05, v + rand.range(-0.18, 0.18)))
      pts.push([s.x + (i * s.w) / 10, s.y + s.h * (1 - v)])
    }
    return el('path', {
      d: smoothPath(pts),
      fill: 'none',
      stroke: colour,
      'stroke-width': k === 0 ? 2.5 : 1.5,
      opacity: k === 0 ? 0.9 : 0.6,
    })
  })
  return group({ filter: 'url(#glow)' }, series)
}

export function barChart(ctx: SceneContext, screen: Screen): string {
  const { rand, accent } = ctx
  const s = inset(screen, 18)
  const n = 12
  const bars: string[] = []
  for (let i = 0; i < n; i++) {
    const bh = s.h * rand.range(0.2, 1)
    bars.push(
      el('rect', { x: s.x + (i * s.w) / n + 2, y: s.y + s.h - bh, width: s.w / n - 5, height: bh }),
    )
  }
  return group({ fill: accent.secondary, opacity: 0.75 }, bars)
}

/** A single-line electrical diagram: busbar, feeders and breaker squares. */
export function singleLine(ctx: SceneContext, screen: Screen): string {
  const { accent, rand } = ctx
  const s = inset(screen, 20)
  const busY = s.y + s.h * 0.3
  const feeders = 5
  const parts: string[] = [`M${num(s.x)} ${num(busY)}H${num(s.x + s.w)}`]
  const breakers: string[] = []
  for (let i = 0; i < feeders; i++) {
    const x = s.x + ((i + 0.5) * s.w) / feeders
    parts.push(`M${num(x)} ${num(busY)}V${num(s.y + s.h)}`)
    breakers.push(
      el('rect', {
        x: x - 6,
        y: busY + s.h * 0.3,
        width: 12,
        height: 12,
        fill: rand.chance(0.8) ? accent.secondary : '#fbbf24',
      }),
    )
  }
  return group({}, [
    el('path', { d: parts.join(''), stroke: accent.light, 'stroke-width': 2, opacity: 0.7 }),
    group({ filter: 'url(#glow)' }, breakers),
  ])
}

/** Site markers joined to a hub: remote assets reporting in. */
export function mapView(ctx: SceneContext, screen: Screen): string {
  const { accent, rand } = ctx
  const s = inset(screen, 16)
  const hub: Point = [s.x + s.w * 0.45, s.y + s.h * 0.45]
  const sites: Point[] = Array.from({ length: 9 }, () => [
    rand.range(s.x, s.x + s.w),
    rand.range(s.y, s.y + s.h),
  ])
  return group({}, [
    el('path', {
      d: sites.map(([x, y]) => `M${num(hub[0])} ${num(hub[1])}L${num(x)} ${num(y)}`).join(''),
      stroke: accent.main,
      opacity: 0.45,
    }),
    group(
      { fill: accent.light, filter: 'url(#glow)' },
      [...sites, hub].map(([x, y], i) =>
        el('circle', { cx: x, cy: y, r: i === sites.length ? 6 : 3 }),
      ),
    ),
  ])
}

export function gauges(ctx: SceneContext, screen: Screen): string {
  const { accent, rand } = ctx
  const s = inset(screen, 18)
  const r = Math.min(s.h * 0.42, s.w / 6)
  const out: string[] = []
  for (let i = 0; i < 3; i++) {
    const cx = s.x + ((i + 0.5) * s.w) / 3
    const cy = s.y + s.h * 0.55
    const arc = Math.PI * r
    const value = rand.range(0.3, 0.95)
    const track = `M${num(cx - r)} ${num(cy)}A${num(r)} ${num(r)} 0 0 1 ${num(cx + r)} ${num(cy)}`
    out.push(
      el('path', { d: track, fill: 'none', stroke: navy.steel, 'stroke-width': 8 }),
      el('path', {
        d: track,
        fill: 'none',
        stroke: value > 0.85 ? '#fbbf24' : accent.main,
        'stroke-width': 8,
        'stroke-dasharray': `${num(arc * value)} ${num(arc)}`,
      }),
    )
  }
  return group({ filter: 'url(#glow)' }, out)
}

export function heatmap(ctx: SceneContext, screen: Screen): string {
  const { accent, rand } = ctx
  const s = inset(screen, 16)
  const cols = 14
  const rows = 5
  const cells: string[] = []
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      cells.push(
        el('rect', {
          x: s.x + (c * s.w) / cols,
          y: s.y + (r * s.h) / rows,
          width: s.w / cols - 3,
          height: s.h / rows - 3,
          opacity: rand.range(0.1, 0.85),
        }),
      )
    }
  }
  return group({ fill: accent.secondary }, cells)
}
