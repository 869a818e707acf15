import { navy } from './palette.js'
import type { SceneContext } from './scene.js'
import { blurFilter, el, group, linearGradient, radialGradient, type Point } from './svg.js'

/**
 * Layers every image shares: navy base, accent glows, a faint engineering grid, a dot-matrix
 * texture and scattered particles. Returned as defs + body so scenes can draw on top.
 */
export interface Layers {
  defs: string[]
  body: string[]
}

export interface BackdropOptions {
  /** Where the accent light comes from. */
  glow: Point
  glowRadius: number
  /** A weaker second light in the secondary hue. */
  secondGlow?: Point
  gridSpacing?: number
}

export function backdrop(ctx: SceneContext, options: BackdropOptions): Layers {
  const { width: w, height: h, accent } = ctx
  const spacing = options.gridSpacing ?? 64
  const defs = [
    linearGradient(
      'bg-base',
      [
        { offset: 0, color: navy.midnight },
        { offset: 0.5, color: '#0b1a3a' },
        { offset: 1, color: navy.deep },
      ],
      [0, 0],
      [1, 1],
    ),
    radialGradient(
      'bg-glow',
      [
        { offset: 0, color: accent.main, opacity: 0.3 },
        { offset: 0.35, color: accent.main, opacity: 0.1 },
        { offset: 1, color: accent.main, opacity: 0 },
      ],
      options.glow,
      options.glowRadius,
    ),
    radialGradient(
      'bg-glow2',
      [
        { offset: 0, color: accent.secondary, opacity: 0.16 },
        { offset: 1, color: accent.secondary, opacity: 0 },
      ],
      options.secondGlow ?? [w * 0.15, h * 0.9],
      options.glowRadius * 0.8,
    ),
    // The grid fades out away from the light so it reads as depth, not wallpaper.
    radialGradient(
      'bg-fade',
      [
        { offset: 0, color: '#fff', opacity: 1 },
        { offset: 1, color: '#fff', opacity: 0 },
      ],
      options.glow,
      Math.max(w, h) * 0.75,
    ),
    el('mask', { id: 'bg-fade-mask' }, [
      el('rect', { width: w, height: h, fill: 'url(#bg-fade)' }),
    ]),
    el(
      'pattern',
      { id: 'bg-grid', width: spacing, height: spacing, patternUnits: 'userSpaceOnUse' },
      [
        el('path', {
          d: `M${spacing} 0H0V${spacing}`,
          fill: 'none',
          stroke: navy.mist,
          'stroke-width': 1,
        }),
      ],
    ),
    el('pattern', { id: 'bg-dots', width: 16, height: 16, patternUnits: 'userSpaceOnUse' }, [
      el('circle', { cx: 8, cy: 8, r: 1.1, fill: navy.mist }),
    ]),
    blurFilter('bg-soft', 2.5),
  ]
  const body = [
    el('rect', { width: w, height: h, fill: 'url(#bg-base)' }),
    el('rect', { width: w, height: h, fill: 'url(#bg-glow2)' }),
    el('rect', { width: w, height: h, fill: 'url(#bg-glow)' }),
    group({ mask: 'url(#bg-fade-mask)' }, [
      el('rect', { width: w, height: h, fill: 'url(#bg-grid)', opacity: 0.07 }),
      el('rect', { width: w, height: h, fill: 'url(#bg-dots)', opacity: 0.1 }),
    ]),
    particles(ctx, Math.round((w * h) / 14000)),
  ]
  return { defs, body }
}

/** Sparse specks of light; a few are blurred so they sit at different depths. */
export function particles(ctx: SceneContext, count: number, area?: [Point, Point]): string {
  const { rand, accent } = ctx
  const [from, to] = area ?? [
    [0, 0],
    [ctx.width, ctx.height],
  ]
  const sharp: string[] = []
  const soft: string[] = []
  for (let i = 0; i < count; i++) {
    const dot = el('circle', {
      cx: rand.range(from[0], to[0]),
      cy: rand.range(from[1], to[1]),
      r: rand.range(0.6, 2),
      fill: rand.chance(0.3) ? accent.light : navy.mist,
      opacity: rand.range(0.15, 0.6),
    })
    ;(rand.chance(0.25) ? soft : sharp).push(dot)
  }
  return group({}, [group({ filter: 'url(#bg-soft)' }, soft), group({}, sharp)])
}

/**
 * Final overlay: darkened edges, and a darker left side because pages set text over the image
 * there (hero, cards with captions).
 */
export function finish(ctx: SceneContext, leftShade = 0.45): Layers {
  const { width: w, height: h } = ctx
  return {
    defs: [
      radialGradient(
        'fx-vignette',
        [
          { offset: 0.55, color: navy.abyss, opacity: 0 },
          { offset: 1, color: navy.abyss, opacity: 0.7 },
        ],
        [w / 2, h / 2],
        Math.hypot(w, h) / 2,
      ),
      linearGradient(
        'fx-left',
        [
          { offset: 0, color: navy.abyss, opacity: leftShade },
          { offset: 0.5, color: navy.abyss, opacity: 0 },
        ],
        [0, 0],
        [1, 0],
      ),
    ],
    body: [
      el('rect', { width: w, height: h, fill: 'url(#fx-left)' }),
      el('rect', { width: w, height: h, fill: 'url(#fx-vignette)' }),
    ],
  }
}
