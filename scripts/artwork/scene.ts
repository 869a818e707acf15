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

/** One image the site ships with: file name in content/media, size, theme colour, scene. */
export interface Artwork {
  /** `.jpg` files are rendered opaque, `.png` files keep transparency (logos). */
  file: string
  width: number
  height: number
  accent: Accent
  draw: DrawScene
}
