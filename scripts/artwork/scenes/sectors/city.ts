import { backdrop, finish } from '../../backdrop.js'
import {
  block,
  faceSize,
  faceTransform,
  iso,
  isoEllipse,
  isoPath,
  metalGradient,
  type Block,
  type IsoView,
} from '../../iso.js'
import { mix, navy } from '../../palette.js'
import type { Random } from '../../prng.js'
import type { SceneContext } from '../../scene.js'
import {
  blurFilter,
  el,
  glowFilter,
  group,
  linearGradient,
  num,
  polygonPath,
  type Point,
} from '../../svg.js'

/**
 * Shared pieces of the isometric sector scenes: the set (backdrop, floor, vignette), buildings
 * with lit windows, trees, and flat markings painted on the ground.
 */
export interface SectorSet {
  defs: string[]
  before: string[]
  after: string[]
}

export function sectorSet(ctx: SceneContext, glow: Point): SectorSet {
  const { width: w, accent } = ctx
  const base = backdrop(ctx, { glow, glowRadius: w * 0.48 })
  const end = finish(ctx, 0.4)
  return {
    defs: [
      ...base.defs,
      ...end.defs,
      metalGradient(),
      linearGradient(
        'glass',
        [
          { offset: 0, color: accent.main, opacity: 0.55 },
          { offset: 1, color: accent.dark, opacity: 0.25 },
        ],
        [0, 0],
        [1, 1],
      ),
      glowFilter('glow', 5),
      glowFilter('glow-wide', 14),
      blurFilter('soft', 10),
    ],
    before: base.body,
    after: end.body,
  }
}

/** The ground the buildings stand on: a raised slab with a grid and a glowing edge. */
export function groundSlab(ctx: SceneContext, view: IsoView, area: Block): string {
  const { accent } = ctx
  const size = faceSize(view, area, 'top')
  const lines: string[] = []
  const step = view.unit
  for (let x = step; x < size.w; x += step) lines.push(`M${num(x)} 0V${num(size.h)}`)
  for (let y = step; y < size.h; y += step) lines.push(`M0 ${num(y)}H${num(size.w)}`)
  return block(view, area, {
    base: '#0f2147',
    edge: accent.main,
    edgeOpacity: 0.5,
    rim: accent.main,
    details: {
      top: [
        el('path', { d: lines.join(''), stroke: accent.main, 'stroke-width': 1, opacity: 0.12 }),
      ],
    },
  })
}

/** Something painted flat on the ground (roads, plazas, tracks), in ground-local pixels. */
export function onGround(view: IsoView, area: Block, content: string[]): string {
  return group({ transform: faceTransform(view, area, 'top') }, content)
}

export interface Windows {
  rows: number
  columns: number
  lit: number
}

/** A grid of windows for a face of the given pixel size; some lit warm, some in the accent. */
export function windowGrid(
  rand: Random,
  size: { w: number; h: number },
  spec: Windows,
  colours: string[],
): string[] {
  const out: string[] = []
  const padX = size.w * 0.06
  const padY = size.h * 0.08
  const cw = (size.w - padX * 2) / spec.columns
  const rh = (size.h - padY * 2) / spec.rows
  for (let r = 0; r < spec.rows; r++) {
    for (let c = 0; c < spec.columns; c++) {
      const lit = rand.chance(spec.lit)
      out.push(
        el('rect', {
          ...{
            x: padX + c * cw + cw * 0.15,
            y: padY + r * rh + rh * 0.18,
            width: cw * 0.7,
            height: rh * 0.6,
          },
          fill: lit ? rand.pick(colours) : '#0a1530',
          opacity: lit ? rand.range(0.55, 0.95) : 0.9,
        }),
      )
    }
  }
  return out
}

export interface BuildingStyle {
  base?: string
  left?: Windows
  right?: Windows
  rim?: boolean
  /** Extra details drawn on top of the windows. */
  extra?: { left?: string[]; right?: string[]; top?: string[] }
}

export function building(ctx: SceneContext, view: IsoView, b: Block, style: BuildingStyle): string {
  const { rand, accent } = ctx
  const colours = [accent.light, accent.main, '#fde68a', '#e0f2fe']
  const left = style.left ? windowGrid(rand, faceSize(view, b, 'left'), style.left, colours) : []
  const right = style.right
    ? windowGrid(rand, faceSize(view, b, 'right'), style.right, colours)
    : []
  return block(view, b, {
    base: style.base ?? '#1b3566',
    edge: accent.main,
    edgeOpacity: 0.5,
    rim: style.rim ? accent.light : undefined,
    details: {
      left: [...left, ...(style.extra?.left ?? [])],
      right: [...right, ...(style.extra?.right ?? [])],
      top: style.extra?.top ?? [],
    },
  })
}

/** A stylised tree: trunk and a round crown with a highlight. */
export function tree(ctx: SceneContext, view: IsoView, x: number, y: number, size = 0.45): string {
  const [bx, by] = iso(view, x, y, 0)
  const r = size * view.unit
  const crown = mix(ctx.accent.dark, '#0f766e', 0.5)
  return group({}, [
    el('ellipse', { cx: bx, cy: by, rx: r * 0.8, ry: r * 0.35, fill: '#01030b', opacity: 0.4 }),
    el('rect', {
      x: bx - r * 0.08,
      y: by - r * 1.2,
      width: r * 0.16,
      height: r * 1.2,
      fill: navy.line,
    }),
    el('circle', {
      cx: bx,
      cy: by - r * 1.5,
      r,
      fill: crown,
      stroke: ctx.accent.main,
      'stroke-opacity': 0.4,
    }),
    el('circle', {
      cx: bx - r * 0.3,
      cy: by - r * 1.75,
      r: r * 0.35,
      fill: '#ffffff',
      opacity: 0.08,
    }),
  ])
}

/** A dome on a drum (civic buildings, campus halls). */
export function dome(
  ctx: SceneContext,
  view: IsoView,
  x: number,
  y: number,
  z: number,
  r: number,
): string {
  const { accent } = ctx
  const base = isoEllipse(view, x, y, z, r)
  const height = r * view.unit * 1.05
  const d = `M${num(base.cx - base.rx)} ${num(base.cy)}A${num(base.rx)} ${num(height)} 0 0 1 ${num(base.cx + base.rx)} ${num(base.cy)}A${num(base.rx)} ${num(base.ry)} 0 0 1 ${num(base.cx - base.rx)} ${num(base.cy)}Z`
  const ribs: string[] = []
  for (const t of [-0.6, -0.2, 0.2, 0.6]) {
    ribs.push(
      `M${num(base.cx + base.rx * t)} ${num(base.cy + base.ry * Math.sqrt(1 - t * t))}Q${num(base.cx + base.rx * t * 0.9)} ${num(base.cy - height * 0.9)} ${num(base.cx)} ${num(base.cy - height)}`,
    )
  }
  return group({}, [
    el('path', { d, fill: 'url(#metal)', stroke: accent.main, 'stroke-opacity': 0.6 }),
    el('path', { d: ribs.join(''), fill: 'none', stroke: navy.abyss, opacity: 0.35 }),
    el('circle', {
      cx: base.cx,
      cy: base.cy - height - 6,
      r: 6,
      fill: accent.light,
      filter: 'url(#glow)',
    }),
  ])
}

/** A polygon on the ground through world (x, y) points, e.g. a camera's field of view. */
export function groundPolygon(
  view: IsoView,
  pts: Array<readonly [number, number]>,
  attrs: Record<string, string | number>,
): string {
  return el('path', { d: polygonPath(pts.map(([x, y]) => iso(view, x, y, 0))), ...attrs })
}

/** A perimeter fence between two ground corners: posts and two rails. */
export function fence(
  view: IsoView,
  from: readonly [number, number],
  to: readonly [number, number],
): string {
  const [x0, y0] = from
  const [x1, y1] = to
  const corners = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ] as const
  const rail = (z: number) =>
    isoPath(
      view,
      corners.map(([x, y]) => [x, y, z] as const),
    )
  const posts: string[] = []
  for (let x = x0; x <= x1 + 1e-6; x += 0.8) {
    for (const y of [y0, y1]) {
      const [a, b] = [iso(view, x, y, 0), iso(view, x, y, 0.55)]
      posts.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`)
    }
  }
  return group({ stroke: navy.mist, fill: 'none', opacity: 0.35 }, [
    el('path', { d: rail(0.55) + rail(0.3), 'stroke-width': 1.2 }),
    el('path', { d: posts.join(''), 'stroke-width': 1.2 }),
  ])
}
