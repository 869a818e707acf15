import { fitView, isoPath, type IsoView } from '../../iso.js'
import { accents, type Accent } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, svgDocument, type Point } from '../../svg.js'
import { sectorSet } from '../sectors/city.js'
import { campus } from '../sectors/education.js'
import { civicCentre } from '../sectors/government.js'
import { hospital } from '../sectors/healthcare.js'
import { factory } from '../sectors/manufacturing.js'
import { compound } from '../sectors/security.js'
import { substation } from '../sectors/substation.js'

type Cluster = (ctx: SceneContext, view: IsoView, at: Point) => string

const DX = 15
const DY = 10.5

/** Sectors "excellence": all six sector scenes as one district, linked by light. */
export function drawDistrict(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const centre: Point = [w * 0.54, h * 0.52]
  const set = sectorSet(ctx, [w * 0.56, h * 0.4])
  const view = fitView(
    { x: -0.5, y: -0.5, z: 0, w: DX * 2 + 13.5, d: DY + 9, h: 5 },
    centre,
    w * 0.9,
  )
  const themed = (accent: Accent): SceneContext => ({ ...ctx, accent })
  const place = (cluster: Cluster, accent: Accent, i: number, j: number) =>
    cluster(themed(accent), view, [i * DX, j * DY])
  // Painter's order: smaller i + j is further back.
  return svgDocument(w, h, set.defs, [
    ...set.before,
    links(ctx, view),
    place(substation, accents.substation, 0, 0),
    place(factory, accents.manufacturing, 1, 0),
    place(hospital, accents.healthcare, 0, 1),
    place(campus, accents.education, 2, 0),
    place(civicCentre, accents.government, 1, 1),
    place(compound, accents.security, 2, 1),
    ...set.after,
  ])
}

/** Fibre routes along the gaps between the sites. */
function links(ctx: SceneContext, view: IsoView): string {
  const y = DY - 0.75
  const xs = [DX - 1.25, DX * 2 - 1.25]
  const routes = [
    isoPath(view, [
      [-0.5, y, 0],
      [DX * 2 + 13, y, 0],
    ]),
    ...xs.map((x) =>
      isoPath(view, [
        [x, -0.5, 0],
        [x, DY + 8.5, 0],
      ]),
    ),
  ].join('')
  return group({}, [
    el('path', {
      d: routes,
      fill: 'none',
      stroke: ctx.accent.main,
      'stroke-width': 6,
      opacity: 0.25,
    }),
    el('path', {
      d: routes,
      fill: 'none',
      stroke: ctx.accent.light,
      'stroke-width': 2.5,
      'stroke-dasharray': '6 20',
      filter: 'url(#glow)',
    }),
  ])
}
