import type { Accent } from './palette.js'
import type { Random } from './prng.js'

/** What a scene draws with: canvas size, its own random stream and its accent colours. */
export interface SceneContext {
  width: number
  height: number
  rand: Random
  accent: Accent
}

/** A scene returns a complete SVG document. */
export type DrawScene = (ctx: SceneContext) => string
