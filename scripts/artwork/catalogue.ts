import { logoArtworks } from './catalogue-logos.js'
import { pageArtworks } from './catalogue-pages.js'
import { productArtworks } from './catalogue-products.js'
import { sectorArtworks } from './catalogue-sectors.js'
import { accents } from './palette.js'
import type { Artwork } from './scene.js'
import { drawAbout } from './scenes/about.js'
import { drawAutomation } from './scenes/automation.js'
import { drawBattery } from './scenes/battery.js'
import { drawEnergy } from './scenes/energy.js'
import { drawHero } from './scenes/hero.js'
import { drawIt } from './scenes/it.js'
import { drawSoftware } from './scenes/software.js'

export type { Artwork } from './scene.js'

const card = { width: 1920, height: 1200 } as const

export const artworks: Artwork[] = [
  { file: 'solution-energy-systems.jpg', ...card, accent: accents.energy, draw: drawEnergy },
  { file: 'solution-it-infrastructure.jpg', ...card, accent: accents.it, draw: drawIt },
  {
    file: 'solution-industrial-automation.jpg',
    ...card,
    accent: accents.automation,
    draw: drawAutomation,
  },
  {
    file: 'solution-battery-energy-storage-systems.jpg',
    ...card,
    accent: accents.battery,
    draw: drawBattery,
  },
  {
    file: 'solution-software-platforms.jpg',
    ...card,
    accent: accents.software,
    draw: drawSoftware,
  },
  { file: 'home-hero.jpg', width: 2400, height: 1350, accent: accents.it, draw: drawHero },
  { file: 'home-about.jpg', ...card, accent: accents.control, draw: drawAbout },
  ...pageArtworks,
  ...productArtworks,
  ...sectorArtworks,
  ...logoArtworks,
]
