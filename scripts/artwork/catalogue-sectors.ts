import { accents } from './palette.js'
import type { Artwork } from './scene.js'
import { drawEducation } from './scenes/sectors/education.js'
import { drawGovernment } from './scenes/sectors/government.js'
import { drawHealthcare } from './scenes/sectors/healthcare.js'
import { drawManufacturing } from './scenes/sectors/manufacturing.js'
import { drawSecurity } from './scenes/sectors/security.js'
import { drawSubstation } from './scenes/sectors/substation.js'

/** Sector cards, one per content/sectors/<slug>.md: an abstract isometric scene each. */
const card = { width: 1920, height: 1200 } as const

export const sectorArtworks: Artwork[] = [
  { file: 'sector-healthcare.jpg', ...card, accent: accents.healthcare, draw: drawHealthcare },
  { file: 'sector-education.jpg', ...card, accent: accents.education, draw: drawEducation },
  { file: 'sector-government.jpg', ...card, accent: accents.government, draw: drawGovernment },
  {
    file: 'sector-manufacturing.jpg',
    ...card,
    accent: accents.manufacturing,
    draw: drawManufacturing,
  },
  { file: 'sector-energy.jpg', ...card, accent: accents.substation, draw: drawSubstation },
  { file: 'sector-security.jpg', ...card, accent: accents.security, draw: drawSecurity },
]
