import { mix } from '../palette.js'
import { el, group, linearGradient, num, points, type Point } from '../svg.js'
import type { Mark } from './logo.js'

/** Varenta Power Electronics: a rising sun over three waves of alternating current. */
export const sunOverWaves: Mark = ({ accent }, [cx, cy]) => {
  const waves = [0, 1, 2].map((i) => {
    const y = cy + 20 + i * 34
    const amp = 10
    let d = `M${num(cx - 110)} ${num(y)}`
    for (let k = 0; k < 4; k++) {
      const x = cx - 110 + k * 55
      d += `Q${num(x + 13.75)} ${num(y - amp)} ${num(x + 27.5)} ${num(y)}T${num(x + 55)} ${num(y)}`
    }
    return el('path', {
      d,
      fill: 'none',
      stroke: i === 1 ? accent.secondary : accent.main,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    })
  })
  return {
    defs: [
      linearGradient('sun', [
        { offset: 0, color: accent.light },
        { offset: 1, color: accent.main },
      ]),
    ],
    body: [
      el('path', {
        d: `M${num(cx - 80)} ${num(cy)}A80 80 0 0 1 ${num(cx + 80)} ${num(cy)}Z`,
        fill: 'url(#sun)',
      }),
      ...waves,
    ],
  }
}

function hexagon(cx: number, cy: number, r: number): string {
  const pts: Point[] = []
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r])
  }
  return points(pts)
}

/** Tessaline Energy Storage: seven cells in a honeycomb, the centre one charged. */
export const honeycomb: Mark = ({ accent }, [cx, cy]) => {
  const r = 44
  const step = r * Math.sqrt(3) + 6
  const cells: string[] = [el('polygon', { points: hexagon(cx, cy, r), fill: accent.light })]
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i
    cells.push(
      el('polygon', {
        points: hexagon(cx + Math.cos(a) * step, cy + Math.sin(a) * step, r),
        fill: i % 2 === 0 ? accent.main : accent.secondary,
      }),
    )
  }
  return { body: cells }
}

/** Corvane Controls: two linked diamonds, a feedback loop between controller and process. */
export const linkedDiamonds: Mark = ({ accent }, [cx, cy]) => {
  const diamond = (x: number, colour: string) =>
    el('rect', {
      ...{ x: x - 62, y: cy - 62, width: 124, height: 124, rx: 18 },
      fill: 'none',
      stroke: colour,
      'stroke-width': 22,
      transform: `rotate(45 ${num(x)} ${num(cy)})`,
    })
  // The left diamond is redrawn over the lower crossing so the two read as interlocked.
  return {
    defs: [
      el('clipPath', { id: 'lower-crossing' }, [
        el('rect', { x: cx - 30, y: cy, width: 60, height: 110 }),
      ]),
    ],
    body: [
      diamond(cx - 52, accent.main),
      diamond(cx + 52, accent.secondary),
      group({ 'clip-path': 'url(#lower-crossing)' }, [diamond(cx - 52, accent.main)]),
    ],
  }
}

/** Strandlink Networks: three strands of fibre braided into one link. */
export const braid: Mark = ({ accent }, [cx, cy]) => {
  const colours = [accent.main, accent.secondary, accent.light]
  const strands = colours.map((colour, i) => {
    const phase = (i * Math.PI * 2) / 3
    const pts: string[] = []
    for (let k = 0; k <= 48; k++) {
      const t = k / 48
      const x = cx - 150 + t * 300
      const y = cy + Math.sin(t * Math.PI * 3 + phase) * 38
      pts.push(`${k === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`)
    }
    return el('path', {
      d: pts.join(''),
      fill: 'none',
      stroke: colour,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    })
  })
  const ends = [cx - 150, cx + 150].map((x) =>
    el('circle', { cx: x, cy, r: 18, fill: accent.main }),
  )
  return { body: [...strands, ...ends] }
}

/** Arkwell Data Systems: three slabs stacked like modules in a rack. */
export const slabStack: Mark = ({ accent }, [cx, cy]) => {
  const slab = (y: number, top: string) => {
    const w = 110
    const d = 56
    const t = 26
    const north: Point = [cx, y - d]
    const east: Point = [cx + w, y]
    const south: Point = [cx, y + d]
    const west: Point = [cx - w, y]
    return group({}, [
      el('polygon', {
        points: points([west, south, [south[0], south[1] + t], [west[0], west[1] + t]]),
        fill: mix(top, '#000000', 0.3),
      }),
      el('polygon', {
        points: points([south, east, [east[0], east[1] + t], [south[0], south[1] + t]]),
        fill: mix(top, '#000000', 0.15),
      }),
      el('polygon', { points: points([north, east, south, west]), fill: top }),
    ])
  }
  return {
    body: [slab(cy + 50, accent.secondary), slab(cy + 4, accent.main), slab(cy - 42, accent.light)],
  }
}

/** Halvorn Analytics: a segmented ring around a rising trend. */
export const ringTrend: Mark = ({ accent }, [cx, cy]) => {
  const r = 100
  const arc = (from: number, to: number, colour: string) => {
    const a0 = (from * Math.PI) / 180
    const a1 = (to * Math.PI) / 180
    return el('path', {
      d: `M${num(cx + Math.cos(a0) * r)} ${num(cy + Math.sin(a0) * r)}A${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${num(cx + Math.cos(a1) * r)} ${num(cy + Math.sin(a1) * r)}`,
      fill: 'none',
      stroke: colour,
      'stroke-width': 22,
      'stroke-linecap': 'round',
    })
  }
  const trend: Point[] = [
    [cx - 58, cy + 34],
    [cx - 20, cy + 2],
    [cx + 8, cy + 22],
    [cx + 52, cy - 36],
  ]
  return {
    body: [
      arc(-60, 110, accent.main),
      arc(135, 200, accent.secondary),
      arc(225, 275, accent.light),
      el('polyline', {
        points: points(trend),
        fill: 'none',
        stroke: accent.main,
        'stroke-width': 16,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      el('circle', { cx: cx + 52, cy: cy - 36, r: 14, fill: accent.secondary }),
    ],
  }
}
