import { drawLogo, type Mark } from './logos/logo.js'
import {
  bookAndSun,
  boulders,
  civicRing,
  crossPulse,
  dhow,
  dropAndBolt,
  flame,
  hillMast,
} from './logos/marks-clients.js'
import {
  braid,
  honeycomb,
  linkedDiamonds,
  ringTrend,
  slabStack,
  sunOverWaves,
} from './logos/marks-partners.js'
import { brand } from './palette.js'
import type { Artwork } from './scene.js'

/** Transparent PNG logos for content/partners and content/clients, one colour family each. */
const logo = (file: string, main: string, secondary: string, mark: Mark): Artwork => ({
  file,
  width: 600,
  height: 300,
  accent: brand(main, secondary),
  draw: drawLogo(mark),
})

export const logoArtworks: Artwork[] = [
  logo('partner-varenta-power-electronics.png', '#f59e0b', '#ea580c', sunOverWaves),
  logo('partner-tessaline-energy-storage.png', '#22c55e', '#0d9488', honeycomb),
  logo('partner-corvane-controls.png', '#14b8a6', '#0ea5e9', linkedDiamonds),
  logo('partner-strandlink-networks.png', '#0ea5e9', '#6366f1', braid),
  logo('partner-arkwell-data-systems.png', '#3b82f6', '#1e40af', slabStack),
  logo('partner-halvorn-analytics.png', '#8b5cf6', '#ec4899', ringTrend),
  logo('client-sahran-power-and-water.png', '#06b6d4', '#f59e0b', dropAndBolt),
  logo('client-tamarisk-petroleum-operations.png', '#ea580c', '#facc15', flame),
  logo('client-harfan-medical-group.png', '#e11d48', '#14b8a6', crossPulse),
  logo('client-oasis-ridge-university.png', '#6366f1', '#f59e0b', bookAndSun),
  logo('client-coastal-cities-infrastructure-authority.png', '#2563eb', '#eab308', civicRing),
  logo('client-dhowline-logistics.png', '#0891b2', '#f97316', dhow),
  logo('client-kilima-towers.png', '#d946ef', '#8b5cf6', hillMast),
  logo('client-kopje-ridge-mining.png', '#b45309', '#d97706', boulders),
]
