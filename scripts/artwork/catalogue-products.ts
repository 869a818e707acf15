import { accents } from './palette.js'
import type { Artwork } from './scene.js'
import { drawBatteryContainer } from './scenes/products/battery-container.js'
import { drawEdgeModule } from './scenes/products/edge-module.js'
import { drawEthernetSwitch } from './scenes/products/ethernet-switch.js'
import { drawFieldGateway } from './scenes/products/field-gateway.js'
import { drawInverterStation } from './scenes/products/inverter-station.js'
import { drawLteMast } from './scenes/products/lte-mast.js'
import { drawRtu } from './scenes/products/rtu.js'
import { drawSoftwareProduct, softwareLayouts } from './scenes/products/software-products.js'

/** Product shots, one per content/products/<slug>.md, themed by category. */
const shot = { width: 1600, height: 1000 } as const

export const productArtworks: Artwork[] = [
  // Software platforms: dashboards on a monitor and a tablet.
  {
    file: 'product-falcon-ems-platform.jpg',
    ...shot,
    accent: accents.energy,
    draw: drawSoftwareProduct(softwareLayouts.ems),
  },
  {
    file: 'product-corvane-vista-scada.jpg',
    ...shot,
    accent: accents.automation,
    draw: drawSoftwareProduct(softwareLayouts.scada),
  },
  {
    file: 'product-halvorn-reliability-suite.jpg',
    ...shot,
    accent: accents.software,
    draw: drawSoftwareProduct(softwareLayouts.reliability),
  },
  {
    file: 'product-falcon-carbon-reporting-module.jpg',
    ...shot,
    accent: accents.battery,
    draw: drawSoftwareProduct(softwareLayouts.carbon),
  },
  // Hardware systems: the equipment itself, on a lit floor.
  {
    file: 'product-tessaline-lfp-battery-container.jpg',
    ...shot,
    accent: accents.battery,
    draw: drawBatteryContainer,
  },
  {
    file: 'product-varenta-inverter-station.jpg',
    ...shot,
    accent: accents.energy,
    draw: drawInverterStation,
  },
  { file: 'product-corvane-rx500-rtu.jpg', ...shot, accent: accents.automation, draw: drawRtu },
  {
    file: 'product-arkwell-edgecore-modular-data-centre.jpg',
    ...shot,
    accent: accents.it,
    draw: drawEdgeModule,
  },
  // Connectivity solutions: antennas, fibre and radio links.
  {
    file: 'product-strandlink-is2400-industrial-switch.jpg',
    ...shot,
    accent: accents.connectivity,
    draw: drawEthernetSwitch,
  },
  {
    file: 'product-strandlink-private-lte-kit.jpg',
    ...shot,
    accent: accents.connectivity,
    draw: drawLteMast,
  },
  {
    file: 'product-fieldlink-remote-site-gateway.jpg',
    ...shot,
    accent: accents.it,
    draw: drawFieldGateway,
  },
]
