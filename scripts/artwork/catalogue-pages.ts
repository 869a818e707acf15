import { accents } from './palette.js'
import type { Artwork } from './scene.js'
import { drawCircuitBoard } from './scenes/pages/circuit-board.js'
import { drawDistrict } from './scenes/pages/district.js'
import { drawExpertise } from './scenes/pages/expertise.js'
import { drawGlobe } from './scenes/pages/globe.js'

/** Images set in the page contents (about, products, sectors pages). */
const card = { width: 1920, height: 1200 } as const

export const pageArtworks: Artwork[] = [
  { file: 'about-hero.jpg', ...card, accent: accents.control, draw: drawGlobe },
  { file: 'about-expertise.jpg', ...card, accent: accents.control, draw: drawExpertise },
  {
    file: 'products-innovation.jpg',
    ...card,
    accent: accents.connectivity,
    draw: drawCircuitBoard,
  },
  { file: 'sectors-excellence.jpg', ...card, accent: accents.control, draw: drawDistrict },
]
