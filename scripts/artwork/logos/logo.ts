import type { SceneContext } from '../scene.js'
import { svgDocument } from '../svg.js'

/**
 * Logos are marks only: the site renders without custom fonts, so no organisation gets a
 * wordmark. Each mark is drawn around the canvas centre on a transparent background, in mid-tone
 * colours that read on both the light and the dark cards of the site.
 */
export type Mark = (
  ctx: SceneContext,
  centre: readonly [number, number],
) => { defs?: string[]; body: string[] }

export function drawLogo(mark: Mark) {
  return (ctx: SceneContext): string => {
    const { defs = [], body } = mark(ctx, [ctx.width / 2, ctx.height / 2])
    return svgDocument(ctx.width, ctx.height, defs, body)
  }
}
