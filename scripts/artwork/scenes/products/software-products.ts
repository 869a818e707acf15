import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, linearGradient, svgDocument, type Point } from '../../svg.js'
import { dashboard } from '../dashboard.js'
import { BAR, type Box } from '../panes.js'
import { barChart, gauges, heatmap, lineChart, mapView, singleLine } from '../screens.js'
import { grid, monitor, tablet, tile } from './devices.js'
import { studio } from './studio.js'
import { areaChart, kpis, list, ring } from './widgets.js'

/** What a software product shows on its monitor and on the tablet in front of it. */
interface Layout {
  monitor: (ctx: SceneContext, screen: Box) => string[]
  tablet: (ctx: SceneContext, screen: Box) => string[]
}

/** Widgets that take a screen rectangle, placed on a tile of their own. */
const onTile =
  (ctx: SceneContext) =>
  (box: Box, draw: (ctx: SceneContext, box: Box) => string): string[] => [tile(box), draw(ctx, box)]

export const softwareLayouts = {
  /** Energy management: the familiar operations dashboard, a gauge cluster on the tablet. */
  ems: {
    monitor: (ctx, s) => dashboard(ctx, { x: s.x, y: s.y - BAR, w: s.w, h: s.h + BAR }),
    tablet: (ctx, s) => {
      const [[top], [middle], [bottom]] = grid(s, [1], [0.3, 0.3, 0.4]) as [[Box], [Box], [Box]]
      const place = onTile(ctx)
      return [
        ...place(top, gauges),
        ...place(middle, (c, b) => kpis(c, b, 2)),
        ...place(bottom, barChart),
      ]
    },
  },
  /** SCADA: a single-line diagram, a map of remote sites, trends and a live alarm list. */
  scada: {
    monitor: (ctx, s) => {
      const [[a, b], [c, d]] = grid(s, [0.58, 0.42], [0.56, 0.44]) as [[Box, Box], [Box, Box]]
      const place = onTile(ctx)
      return [
        ...place(a, singleLine),
        ...place(b, mapView),
        ...place(c, lineChart),
        ...place(d, (cx, box) => list(cx, box, 5)),
      ]
    },
    tablet: (ctx, s) => {
      const [[top], [bottom]] = grid(s, [1], [0.45, 0.55]) as [[Box], [Box]]
      const place = onTile(ctx)
      return [...place(top, singleLine), ...place(bottom, (c, b) => list(c, b, 5))]
    },
  },
  /** Reliability: a fleet health heatmap over trend and gauges; a health ring on the tablet. */
  reliability: {
    monitor: (ctx, s) => {
      const [[a], [b]] = grid(s, [1], [0.2, 0.8]) as [[Box], [Box]]
      const [[c, d, e]] = grid(b, [0.4, 0.3, 0.3], [1], 14) as [[Box, Box, Box]]
      const place = onTile(ctx)
      return [
        kpis(ctx, a, 4),
        ...place(c, heatmap),
        ...place(d, (cx, box) => areaChart(cx, box, -0.01)),
        ...place(e, (cx, box) => list(cx, box, 6)),
      ]
    },
    tablet: (ctx, s) => {
      const [[top], [bottom]] = grid(s, [1], [0.55, 0.45]) as [[Box], [Box]]
      const place = onTile(ctx)
      return [...place(top, (c, b) => ring(c, b, [0.62, 0.23, 0.15])), ...place(bottom, lineChart)]
    },
  },
  /** Carbon reporting: monthly emissions bars and a downward trend; a share ring on the tablet. */
  carbon: {
    monitor: (ctx, s) => {
      const [[a], [b]] = grid(s, [1], [0.22, 0.78]) as [[Box], [Box]]
      const [[c, d]] = grid(b, [0.6, 0.4], [1], 14) as [[Box, Box]]
      const place = onTile(ctx)
      return [
        kpis(ctx, a, 3),
        ...place(c, barChart),
        ...place(d, (cx, box) => areaChart(cx, box, -0.035)),
      ]
    },
    tablet: (ctx, s) => {
      const [[top], [bottom]] = grid(s, [1], [0.55, 0.45]) as [[Box], [Box]]
      const place = onTile(ctx)
      return [
        ...place(top, (c, b) => ring(c, b, [0.48, 0.32, 0.2])),
        ...place(bottom, (c, b) => list(c, b, 3)),
      ]
    },
  },
} satisfies Record<string, Layout>

/** A software product: a monitor with the product's main view and a tablet with a second view. */
export function drawSoftwareProduct(layout: Layout) {
  return (ctx: SceneContext): string => {
    const { width: w, height: h, accent } = ctx
    const centre: Point = [w * 0.6, h * 0.5]
    const set = studio(ctx, centre)
    const screen = monitor(ctx, { x: w * 0.3, y: h * 0.13, w: w * 0.54, h: h * 0.54 })
    const pad = tablet(ctx, { x: w * 0.74, y: h * 0.4, w: w * 0.19, h: h * 0.46 })
    const defs = [
      ...set.defs,
      linearGradient('screen-bg', [
        { offset: 0, color: '#0e1d44' },
        { offset: 1, color: '#081331' },
      ]),
      linearGradient('area', [
        { offset: 0, color: accent.main, opacity: 0.5 },
        { offset: 1, color: accent.main, opacity: 0 },
      ]),
      linearGradient('bar', [
        { offset: 0, color: accent.light },
        { offset: 1, color: accent.secondary },
      ]),
    ]
    return svgDocument(w, h, defs, [
      ...set.before,
      screen.frame,
      group({}, layout.monitor(ctx, screen.screen)),
      reflection(ctx, { x: w * 0.3, y: h * 0.13, w: w * 0.54, h: h * 0.54 }),
      pad.frame,
      group({}, layout.tablet(ctx, pad.screen)),
      ...set.after,
    ])
  }
}

/** A faint diagonal sheen across the monitor glass. */
function reflection(ctx: SceneContext, box: Box): string {
  const x = box.x + box.w * 0.55
  return el('path', {
    d: `M${x} ${box.y}h${box.w * 0.18}L${x - box.w * 0.12} ${box.y + box.h}h${-box.w * 0.18}Z`,
    fill: navy.mist,
    opacity: ctx.rand.range(0.025, 0.04),
  })
}
