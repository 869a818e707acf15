import { accents, type Accent } from './palette.js'
import type { DrawScene } from './scene.js'
import { drawAbout } from './scenes/about.js'
import { drawAutomation } from './scenes/automation.js'
import { drawBattery } from './scenes/battery.js'
import { drawEnergy } from './scenes/energy.js'
import { drawHero } from './scenes/hero.js'
import { drawIt } from './scenes/it.js'
import { drawSoftware } from './scenes/software.js'

/** Every image the site ships with: file name in content/media, size, theme colour, scene. */
export interface Artwork {
  file: string
  width: number
  height: number
  accent: Accent
  draw: DrawScene
}

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
]
