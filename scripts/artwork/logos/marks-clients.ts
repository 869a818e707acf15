import { mix } from '../palette.js'
import { el, group, linearGradient, num, points, type Point } from '../svg.js'
import type { Mark } from './logo.js'

/** Sahran Power & Water: a water drop carrying a spark of power. */
export const dropAndBolt: Mark = ({ accent }, [cx, cy]) => ({
  defs: [
    linearGradient('drop', [
      { offset: 0, color: accent.light },
      { offset: 1, color: accent.main },
    ]),
  ],
  body: [
    el('path', {
      d: `M${num(cx)} ${num(cy - 120)}C${num(cx + 30)} ${num(cy - 70)} ${num(cx + 82)} ${num(cy - 10)} ${num(cx + 82)} ${num(cy + 38)}A82 82 0 0 1 ${num(cx - 82)} ${num(cy + 38)}C${num(cx - 82)} ${num(cy - 10)} ${num(cx - 30)} ${num(cy - 70)} ${num(cx)} ${num(cy - 120)}Z`,
      fill: 'url(#drop)',
    }),
    el('polygon', {
      points: points([
        [cx + 8, cy - 50],
        [cx - 34, cy + 24],
        [cx - 4, cy + 24],
        [cx - 14, cy + 88],
        [cx + 34, cy + 6],
        [cx + 4, cy + 6],
      ]),
      fill: accent.secondary,
    }),
  ],
})

/** Tamarisk Petroleum Operations: a flame within a flame over a wellhead line. */
export const flame: Mark = ({ accent }, [cx, cy]) => {
  const tongue = (scale: number, dy: number, fill: string) => {
    const s = (v: number) => num(v * scale)
    return el('path', {
      d: `M${num(cx)} ${num(cy - 118 * scale + dy)}c${s(46)} ${s(58)} ${s(78)} ${s(96)} ${s(62)} ${s(150)}a${s(64)} ${s(64)} 0 0 1 ${s(-124)} 0c${s(-8)} ${s(-44)} ${s(14)} ${s(-74)} ${s(36)} ${s(-96)}c${s(2)} ${s(26)} ${s(14)} ${s(40)} ${s(24)} ${s(30)}c${s(10)} ${s(-24)} ${s(8)} ${s(-56)} ${s(2)} ${s(-84)}Z`,
      fill,
    })
  }
  return {
    body: [
      tongue(1, -4, accent.main),
      tongue(0.55, 58, accent.secondary),
      el('rect', {
        x: cx - 90,
        y: cy + 104,
        width: 180,
        height: 16,
        rx: 8,
        fill: mix(accent.main, '#000000', 0.25),
      }),
    ],
  }
}

/** Harfan Medical Group: a rounded cross with a heartbeat cut through it. */
export const crossPulse: Mark = ({ accent }, [cx, cy]) => {
  const pulse = `M${num(cx - 150)} ${num(cy + 6)}H${num(cx - 46)}L${num(cx - 24)} ${num(cy - 40)}L${num(cx + 6)} ${num(cy + 52)}L${num(cx + 28)} ${num(cy + 6)}H${num(cx + 150)}`
  const arm = 44
  const cross = `M${num(cx - arm)} ${num(cy - 120)}h${arm * 2}v${120 - arm}h${120 - arm}v${arm * 2}h${-(120 - arm)}v${120 - arm}h${-arm * 2}v${-(120 - arm)}h${-(120 - arm)}v${-arm * 2}h${120 - arm}Z`
  return {
    defs: [
      el('mask', { id: 'pulse-cut' }, [
        el('rect', { x: 0, y: 0, width: cx * 2, height: cy * 2, fill: '#fff' }),
        el('path', {
          d: pulse,
          fill: 'none',
          stroke: '#000',
          'stroke-width': 30,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
        }),
      ]),
    ],
    body: [
      el('path', {
        d: cross,
        fill: accent.main,
        mask: 'url(#pulse-cut)',
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: pulse,
        fill: 'none',
        stroke: accent.secondary,
        'stroke-width': 12,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      }),
    ],
  }
}

/** Oasis Ridge University: an open book with the sun rising over it. */
export const bookAndSun: Mark = ({ accent }, [cx, cy]) => {
  const page = (side: -1 | 1, fill: string) =>
    el('path', {
      d: `M${num(cx)} ${num(cy + 10)}Q${num(cx + side * 60)} ${num(cy - 20)} ${num(cx + side * 130)} ${num(cy)}V${num(cy + 96)}Q${num(cx + side * 60)} ${num(cy + 76)} ${num(cx)} ${num(cy + 106)}Z`,
      fill,
    })
  const rays: string[] = []
  for (let i = 0; i < 7; i++) {
    const a = Math.PI + (i + 0.5) * (Math.PI / 7)
    rays.push(
      `M${num(cx + Math.cos(a) * 70)} ${num(cy - 40 + Math.sin(a) * 70)}L${num(cx + Math.cos(a) * 96)} ${num(cy - 40 + Math.sin(a) * 96)}`,
    )
  }
  return {
    body: [
      el('path', {
        d: rays.join(''),
        stroke: accent.secondary,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: `M${num(cx - 56)} ${num(cy - 26)}A56 56 0 0 1 ${num(cx + 56)} ${num(cy - 26)}Z`,
        fill: accent.secondary,
      }),
      page(-1, accent.main),
      page(1, mix(accent.main, '#000000', 0.2)),
    ],
  }
}

/** Coastal Cities Infrastructure Authority: a civic portico in a ring, over the sea. */
export const civicRing: Mark = ({ accent }, [cx, cy]) => {
  const columns: string[] = []
  for (let i = 0; i < 4; i++)
    columns.push(el('rect', { x: cx - 54 + i * 32, y: cy - 24, width: 16, height: 62, rx: 3 }))
  const wave = (y: number) => `M${num(cx - 76)} ${num(y)}q19 -12 38 0t38 0t38 0t38 0`
  return {
    body: [
      el('circle', { cx, cy, r: 118, fill: 'none', stroke: accent.main, 'stroke-width': 14 }),
      el('polygon', {
        points: points([
          [cx - 76, cy - 32],
          [cx, cy - 80],
          [cx + 76, cy - 32],
        ] as Point[]),
        fill: accent.main,
      }),
      group({ fill: accent.main }, columns),
      el('rect', { x: cx - 76, y: cy + 42, width: 152, height: 12, rx: 4, fill: accent.main }),
      el('path', {
        d: wave(cy + 74) + wave(cy + 96),
        fill: 'none',
        stroke: accent.secondary,
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
    ],
  }
}

/** Dhowline Logistics: a lateen sail over a crescent hull, moving forward. */
export const dhow: Mark = ({ accent }, [cx, cy]) => ({
  body: [
    el('path', {
      d: `M${num(cx - 20)} ${num(cy - 118)}L${num(cx + 96)} ${num(cy + 30)}H${num(cx - 64)}Z`,
      fill: accent.main,
    }),
    el('path', {
      d: `M${num(cx - 34)} ${num(cy - 70)}L${num(cx - 96)} ${num(cy + 30)}H${num(cx - 44)}Z`,
      fill: mix(accent.main, '#ffffff', 0.3),
    }),
    el('path', {
      d: `M${num(cx - 130)} ${num(cy + 46)}H${num(cx + 140)}Q${num(cx + 90)} ${num(cy + 118)} ${num(cx - 70)} ${num(cy + 112)}Z`,
      fill: accent.secondary,
    }),
    el('path', {
      d: `M${num(cx - 190)} ${num(cy + 70)}h36M${num(cx - 200)} ${num(cy + 94)}h52`,
      stroke: accent.secondary,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
  ],
})

/** Kilima Towers: a hill with a mast on its summit, broadcasting to both sides. */
export const hillMast: Mark = ({ accent }, [cx, cy]) => {
  const arcs: string[] = []
  for (const r of [34, 62]) {
    for (const side of [-1, 1]) {
      const a0 = side === 1 ? -0.7 : Math.PI + 0.7
      const a1 = side === 1 ? 0.7 : Math.PI - 0.7
      arcs.push(
        `M${num(cx + Math.cos(a0) * r)} ${num(cy - 76 + Math.sin(a0) * r)}A${r} ${r} 0 0 ${side === 1 ? 1 : 0} ${num(cx + Math.cos(a1) * r)} ${num(cy - 76 + Math.sin(a1) * r)}`,
      )
    }
  }
  return {
    body: [
      el('path', {
        d: `M${num(cx - 150)} ${num(cy + 110)}Q${num(cx - 60)} ${num(cy - 30)} ${num(cx)} ${num(cy - 24)}Q${num(cx + 60)} ${num(cy - 30)} ${num(cx + 150)} ${num(cy + 110)}Z`,
        fill: accent.main,
      }),
      el('path', {
        d: `M${num(cx - 40)} ${num(cy + 110)}Q${num(cx + 30)} ${num(cy + 30)} ${num(cx + 150)} ${num(cy + 110)}Z`,
        fill: accent.secondary,
      }),
      el('path', {
        d: `M${num(cx)} ${num(cy - 24)}V${num(cy - 110)}`,
        stroke: accent.main,
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
      el('circle', { cx, cy: cy - 76, r: 11, fill: accent.main }),
      el('path', {
        d: arcs.join(''),
        fill: 'none',
        stroke: accent.main,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
    ],
  }
}

/** Kopje Ridge Mining: balanced boulders on a ridge line. */
export const boulders: Mark = ({ accent }, [cx, cy]) => ({
  body: [
    el('ellipse', { cx: cx - 6, cy: cy + 50, rx: 110, ry: 56, fill: accent.main }),
    el('ellipse', {
      cx: cx + 14,
      cy: cy - 28,
      rx: 70,
      ry: 38,
      fill: accent.secondary,
      transform: `rotate(-8 ${num(cx + 14)} ${num(cy - 28)})`,
    }),
    el('ellipse', {
      cx: cx - 6,
      cy: cy - 84,
      rx: 36,
      ry: 24,
      fill: mix(accent.main, '#ffffff', 0.25),
    }),
    el('rect', {
      x: cx - 170,
      y: cy + 110,
      width: 340,
      height: 14,
      rx: 7,
      fill: mix(accent.main, '#000000', 0.25),
    }),
  ],
})
