import { backdrop, finish } from '../../backdrop.js'
import {
  block,
  cylinder,
  fitView,
  iso,
  isoPath,
  metalGradient,
  type Block,
  type IsoView,
} from '../../iso.js'
import { accents, navy, type Accent } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import {
  el,
  glowFilter,
  group,
  linearGradient,
  polygonPath,
  svgDocument,
  type Point,
} from '../../svg.js'
import { building } from '../sectors/city.js'

const SIZE = 4.2
const GAP = 1.6

/**
 * About "expertise": four lit platforms, one per area the company names (smart cities,
 * industrial automation, energy management, IoT integration), joined through a central hub.
 */
export function drawExpertise(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const centre: Point = [w * 0.6, h * 0.52]
  const span = SIZE * 2 + GAP
  const view = fitView(
    { x: -0.2, y: -0.2, z: 0, w: span + 0.4, d: span + 0.4, h: 2.6 },
    centre,
    w * 0.66,
  )
  const base = backdrop(ctx, { glow: [centre[0], centre[1] - h * 0.1], glowRadius: w * 0.5 })
  const end = finish(ctx, 0.42)
  const defs = [
    ...base.defs,
    ...end.defs,
    metalGradient(),
    linearGradient('pv', [
      { offset: 0, color: '#274a8a' },
      { offset: 1, color: '#0a1633' },
    ]),
    glowFilter('glow', 5),
  ]
  const at = (i: number, j: number): Point => [i * (SIZE + GAP), j * (SIZE + GAP)]
  const themed = (accent: Accent): SceneContext => ({ ...ctx, accent })
  // Back to front: (0,0), then (1,0) and (0,1), then (1,1).
  return svgDocument(w, h, defs, [
    ...base.body,
    links(ctx, view),
    platform(themed(accents.it), view, at(0, 0), smartCity),
    platform(themed(accents.automation), view, at(1, 0), automationCell),
    platform(themed(accents.energy), view, at(0, 1), energyYard),
    platform(themed(accents.software), view, at(1, 1), iotField),
    hubNode(ctx, view),
    ...end.body,
  ])
}

type Furnish = (ctx: SceneContext, view: IsoView, x: number, y: number) => string[]

function platform(ctx: SceneContext, view: IsoView, [x, y]: Point, furnish: Furnish): string {
  const slab: Block = { x, y, z: 0, w: SIZE, d: SIZE, h: 0.3 }
  return group({}, [
    block(view, slab, { base: '#12264d', edge: ctx.accent.main, rim: ctx.accent.main }),
    ...furnish(ctx, view, x, y),
  ])
}

const smartCity: Furnish = (ctx, view, x, y) =>
  (
    [
      [0.4, 0.4, 1.1, 1.1, 2.2],
      [2.0, 0.3, 1.0, 1.0, 1.5],
      [0.4, 2.1, 1.0, 1.2, 1.2],
      [2.1, 1.9, 1.5, 1.0, 1.8],
      [2.4, 3.1, 1.2, 0.8, 0.9],
    ] as const
  ).map(([bx, by, bw, bd, bh]) =>
    building(
      ctx,
      view,
      { x: x + bx, y: y + by, z: 0.3, w: bw, d: bd, h: bh },
      {
        left: { rows: Math.round(bh * 4), columns: 3, lit: 0.6 },
        right: { rows: Math.round(bh * 4), columns: 3, lit: 0.5 },
      },
    ),
  )

const automationCell: Furnish = (ctx, view, x, y) => {
  const { accent } = ctx
  const boxes = [0.6, 1.5, 2.4].map((bx) =>
    block(
      view,
      { x: x + bx, y: y + 2.55, z: 0.55, w: 0.5, d: 0.5, h: 0.45 },
      { base: '#2a4f8a', edge: accent.light },
    ),
  )
  return [
    block(
      view,
      { x: x + 0.3, y: y + 0.4, z: 0.3, w: 1.4, d: 1.3, h: 1.6 },
      { base: '#1f3a6e', edge: accent.main, rim: accent.light },
    ),
    cylinder(view, [x + 2.9, y + 1.1], 0.3, 0.45, 0.4, {
      sideFill: 'url(#metal)',
      top: '#2a4f8a',
      edge: accent.main,
    }),
    el('path', {
      d: isoPath(view, [
        [x + 2.9, y + 1.1, 0.7],
        [x + 2.9, y + 1.1, 1.9],
        [x + 2.1, y + 2.3, 1.7],
        [x + 1.8, y + 2.8, 1.3],
      ]),
      fill: 'none',
      stroke: accent.light,
      'stroke-width': 10,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      opacity: 0.9,
    }),
    block(
      view,
      { x: x + 0.2, y: y + 2.5, z: 0.3, w: 3.8, d: 0.6, h: 0.25 },
      { base: '#1a3363', edge: accent.main },
    ),
    ...boxes,
  ]
}

const energyYard: Furnish = (ctx, view, x, y) => {
  const { accent } = ctx
  const panels: string[] = []
  for (const row of [0.4, 1.5, 2.6]) {
    const face = [
      iso(view, x + 0.3, y + row, 0.8),
      iso(view, x + 2.4, y + row, 0.8),
      iso(view, x + 2.4, y + row + 0.8, 0.4),
      iso(view, x + 0.3, y + row + 0.8, 0.4),
    ]
    panels.push(
      el('path', {
        d: polygonPath(face),
        fill: 'url(#pv)',
        stroke: accent.main,
        'stroke-opacity': 0.7,
      }),
    )
  }
  return [
    ...panels,
    block(
      view,
      { x: x + 2.8, y: y + 0.5, z: 0.3, w: 1.1, d: 2.8, h: 1.1 },
      { base: '#1f3a6e', edge: accent.main, rim: accent.light },
    ),
  ]
}

const iotField: Furnish = (ctx, view, x, y) => {
  const { accent } = ctx
  const tip = iso(view, x + 2.1, y + 2.1, 2.6)
  const sensors = (
    [
      [0.6, 0.6],
      [3.4, 0.8],
      [0.7, 3.4],
      [3.3, 3.3],
    ] as const
  ).flatMap(([sx, sy]) => {
    const top = iso(view, x + sx, y + sy, 0.75)
    return [
      cylinder(view, [x + sx, y + sy], 0.3, 0.2, 0.45, {
        sideFill: 'url(#metal)',
        top: '#c7d4ea',
        edge: accent.main,
      }),
      el('path', {
        d: `M${top[0]} ${top[1]}L${tip[0]} ${tip[1]}`,
        stroke: accent.light,
        'stroke-dasharray': '4 8',
        opacity: 0.6,
      }),
    ]
  })
  const rings = [1, 2, 3].map((i) =>
    el('ellipse', {
      cx: tip[0],
      cy: tip[1],
      rx: 26 * i,
      ry: 13 * i,
      fill: 'none',
      stroke: accent.light,
      'stroke-width': 2,
      opacity: 0.7 - i * 0.18,
    }),
  )
  return [
    ...sensors,
    cylinder(view, [x + 2.1, y + 2.1], 0.3, 0.08, 2.3, {
      sideFill: 'url(#metal)',
      top: '#c7d4ea',
      edge: accent.main,
    }),
    group({ filter: 'url(#glow)' }, [
      ...rings,
      el('circle', { cx: tip[0], cy: tip[1], r: 6, fill: accent.light }),
    ]),
  ]
}

/** Light paths between the platforms, meeting in the middle. */
function links(ctx: SceneContext, view: IsoView): string {
  const c = SIZE + GAP / 2
  const mids: Array<readonly [number, number]> = [
    [SIZE / 2, c],
    [SIZE + GAP + SIZE / 2, c],
    [c, SIZE / 2],
    [c, SIZE + GAP + SIZE / 2],
  ]
  const d = mids
    .map(([x, y]) =>
      isoPath(view, [
        [x, y, 0.05],
        [c, c, 0.05],
      ]),
    )
    .join('')
  return group({}, [
    el('path', {
      d,
      stroke: navy.line,
      'stroke-width': 10,
      opacity: 0.6,
      'stroke-linecap': 'round',
    }),
    el('path', {
      d,
      stroke: ctx.accent.light,
      'stroke-width': 3,
      'stroke-dasharray': '6 18',
      filter: 'url(#glow)',
    }),
  ])
}

function hubNode(ctx: SceneContext, view: IsoView): string {
  const c = SIZE + GAP / 2
  const [x, y] = iso(view, c, c, 0.05)
  return group({ filter: 'url(#glow)' }, [
    el('ellipse', {
      cx: x,
      cy: y,
      rx: 34,
      ry: 17,
      fill: 'none',
      stroke: ctx.accent.light,
      'stroke-width': 2,
    }),
    el('circle', { cx: x, cy: y, r: 9, fill: ctx.accent.light }),
  ])
}
