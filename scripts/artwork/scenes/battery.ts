import { backdrop, finish } from '../backdrop.js'
import { mix, navy } from '../palette.js'
import type { SceneContext } from '../scene.js'
import {
  el,
  glowFilter,
  group,
  linearGradient,
  num,
  points,
  radialGradient,
  smoothPath,
  svgDocument,
  type Point,
} from '../svg.js'

/** Battery energy storage: a bank of cells with charge bars over a day's charge profile. */
export function drawBattery(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const glow: Point = [w * 0.64, h * 0.42]
  const base = backdrop(ctx, { glow, glowRadius: w * 0.45 })
  const end = finish(ctx)
  const hex = 46
  const defs = [
    ...base.defs,
    ...end.defs,
    linearGradient(
      'cell-body',
      [
        { offset: 0, color: '#1c3a6e' },
        { offset: 0.18, color: '#11264f' },
        { offset: 1, color: '#0a1734' },
      ],
      [0, 0],
      [1, 0],
    ),
    linearGradient('profile', [
      { offset: 0, color: accent.secondary, opacity: 0.45 },
      { offset: 1, color: accent.secondary, opacity: 0.02 },
    ]),
    radialGradient(
      'hex-fade',
      [
        { offset: 0, color: '#fff', opacity: 0.9 },
        { offset: 1, color: '#fff', opacity: 0 },
      ],
      glow,
      w * 0.5,
    ),
    el('mask', { id: 'hex-mask' }, [el('rect', { width: w, height: h, fill: 'url(#hex-fade)' })]),
    hexPattern('hex', hex, accent.main),
    glowFilter('glow', 6),
    glowFilter('glow-wide', 16),
  ]
  return svgDocument(w, h, defs, [
    ...base.body,
    el('rect', { width: w, height: h, fill: 'url(#hex)', opacity: 0.12, mask: 'url(#hex-mask)' }),
    chargeProfile(ctx),
    cellBank(ctx),
    ...end.body,
  ])
}

/** A tiling of hexagon outlines: the honeycomb of cells inside a module. */
function hexPattern(id: string, size: number, colour: string): string {
  const r = size / 2
  const dx = r * Math.sqrt(3)
  const hexagon = (cx: number, cy: number): Point[] =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6
      return [cx + Math.cos(a) * r * 0.92, cy + Math.sin(a) * r * 0.92] as Point
    })
  return el('pattern', { id, width: dx, height: r * 3, patternUnits: 'userSpaceOnUse' }, [
    el('polygon', { points: points(hexagon(dx / 2, r)), fill: 'none', stroke: colour }),
    el('polygon', { points: points(hexagon(0, r * 2.5)), fill: 'none', stroke: colour }),
    el('polygon', { points: points(hexagon(dx, r * 2.5)), fill: 'none', stroke: colour }),
  ])
}

/** Five upright cells, each with a stack of charge segments lit to its state of charge. */
function cellBank(ctx: SceneContext): string {
  const { width: w, height: h, accent } = ctx
  const levels = [0.62, 1, 0.87, 0.75, 0.5]
  const segments = 8
  const cellW = w * 0.085
  const gap = w * 0.03
  const cellH = h * 0.46
  const left = w * 0.63 - (levels.length * cellW + (levels.length - 1) * gap) / 2
  const top = h * 0.2
  const bankW = levels.length * cellW + (levels.length - 1) * gap
  const terminals = levels.map((_, i): Point => [
    left + i * (cellW + gap) + cellW / 2,
    top - h * 0.025,
  ])
  const busY = top - h * 0.07
  const bus = terminals.map(([x, y]) => `M${num(x)} ${num(y)}V${num(busY)}`).join('')
  const enclosure = group({ fill: 'none', stroke: navy.line, 'stroke-width': 1.5 }, [
    el('rect', {
      x: left - gap,
      y: busY - h * 0.05,
      width: bankW + gap * 2,
      height: cellH + h * 0.14,
      rx: 18,
      fill: navy.deep,
      'fill-opacity': 0.35,
      opacity: 0.8,
    }),
  ])
  const busBar = group({}, [
    el('path', {
      d: `${bus}M${num(terminals[0]?.[0] ?? left)} ${num(busY)}H${num(terminals.at(-1)?.[0] ?? left)}`,
      fill: 'none',
      stroke: accent.main,
      'stroke-width': 3,
      opacity: 0.7,
      filter: 'url(#glow)',
    }),
    group(
      { fill: accent.light, filter: 'url(#glow)' },
      terminals.map(([x]) => el('circle', { cx: x, cy: busY, r: 5 })),
    ),
  ])
  const cells = levels.map((level, i) => {
    const x = left + i * (cellW + gap)
    const pad = cellW * 0.12
    const segH = (cellH - pad * 2) / segments
    const lit = Math.round(level * segments)
    const bars: string[] = []
    for (let s = 0; s < segments; s++) {
      const y = top + cellH - pad - (s + 1) * segH
      const on = s < lit
      bars.push(
        el('rect', {
          x: x + pad,
          y: y + segH * 0.12,
          width: cellW - pad * 2,
          height: segH * 0.76,
          rx: 4,
          // Lower segments emerald, upper ones lime: the bank reads as "filling up".
          fill: on ? mix(accent.secondary, accent.main, s / (segments - 1)) : 'none',
          stroke: on ? 'none' : accent.main,
          'stroke-opacity': 0.25,
          opacity: on ? 0.85 : 1,
        }),
      )
    }
    return group({}, [
      el('rect', {
        x: x + cellW * 0.3,
        y: top - h * 0.025,
        width: cellW * 0.4,
        height: h * 0.035,
        rx: 6,
        fill: '#1a325f',
        stroke: accent.main,
        'stroke-opacity': 0.5,
        'stroke-width': 1.5,
      }),
      el('rect', {
        x,
        y: top,
        width: cellW,
        height: cellH,
        rx: cellW * 0.16,
        fill: 'url(#cell-body)',
        stroke: accent.main,
        'stroke-width': 2,
        'stroke-opacity': 0.65,
      }),
      group({ filter: 'url(#glow)' }, bars),
      el('rect', {
        x: x + cellW * 0.06,
        y: top + cellH * 0.05,
        width: cellW * 0.05,
        height: cellH * 0.9,
        rx: cellW * 0.025,
        fill: '#fff',
        opacity: 0.07,
      }),
      // State-of-charge tick beside each cell, like a BMS readout without the numbers.
      el('path', {
        d: `M${num(x + cellW + 10)} ${num(top + cellH * (1 - level))}h${num(gap * 0.45)}`,
        stroke: accent.light,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
    ])
  })
  return group({}, [enclosure, busBar, ...cells])
}

/** A day of charging and discharging as bars, with the state-of-charge curve drawn over them. */
function chargeProfile(ctx: SceneContext): string {
  const { width: w, height: h, accent, rand } = ctx
  const baseline = h * 0.93
  const bars: string[] = []
  const curve: Point[] = []
  const count = 64
  const step = w / count
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1)
    // Solar-hours hump plus an evening discharge dip, with jitter so it looks measured.
    const value =
      0.35 + 0.45 * Math.exp(-((t - 0.45) ** 2) / 0.03) - 0.2 * Math.exp(-((t - 0.82) ** 2) / 0.006)
    const height = Math.max(0.05, value + rand.range(-0.04, 0.04)) * h * 0.17
    bars.push(
      el('rect', { x: i * step + step * 0.2, y: baseline - height, width: step * 0.6, height }),
    )
    if (i % 4 === 0 || i === count - 1)
      curve.push([i * step + step / 2, baseline - height - h * 0.03])
  }
  return group({}, [
    group({ fill: 'url(#profile)', opacity: 0.7 }, bars),
    el('path', {
      d: smoothPath(curve),
      fill: 'none',
      stroke: accent.light,
      'stroke-width': 3,
      opacity: 0.8,
      filter: 'url(#glow)',
    }),
    el('path', {
      d: `M0 ${num(baseline)}H${num(w)}`,
      stroke: navy.mist,
      'stroke-width': 1,
      opacity: 0.3,
    }),
  ])
}
