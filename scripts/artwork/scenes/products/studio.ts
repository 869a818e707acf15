import { backdrop, finish } from '../../backdrop.js'
import type { SceneContext } from '../../scene.js'
import { blurFilter, el, glowFilter, type Point } from '../../svg.js'

/**
 * The shared set for product shots: navy backdrop lit from behind the object, a pool of accent
 * light on the floor under it, and the usual vignette. Scenes draw between `before` and `after`.
 */
export interface Studio {
  defs: string[]
  before: string[]
  after: string[]
}

export function studio(ctx: SceneContext, centre: Point, floorWidth = ctx.width * 0.62): Studio {
  const { width: w, height: h, accent } = ctx
  const base = backdrop(ctx, {
    glow: [centre[0], centre[1] - h * 0.12],
    glowRadius: w * 0.46,
    secondGlow: [w * 0.08, h * 0.15],
  })
  const end = finish(ctx, 0.42)
  // Bounding-box units make the same gradient elliptical on the flattened floor pool.
  const pool = el('radialGradient', { id: 'floor-pool' }, [
    el('stop', { offset: 0, 'stop-color': accent.main, 'stop-opacity': 0.38 }),
    el('stop', { offset: 0.45, 'stop-color': accent.main, 'stop-opacity': 0.12 }),
    el('stop', { offset: 1, 'stop-color': accent.main, 'stop-opacity': 0 }),
  ])
  return {
    defs: [
      ...base.defs,
      ...end.defs,
      pool,
      glowFilter('glow', 5),
      glowFilter('glow-wide', 14),
      blurFilter('shadow', 18),
    ],
    before: [
      ...base.body,
      el('ellipse', {
        cx: centre[0],
        cy: centre[1] + h * 0.2,
        rx: floorWidth / 2,
        ry: h * 0.16,
        fill: 'url(#floor-pool)',
      }),
    ],
    after: end.body,
  }
}
