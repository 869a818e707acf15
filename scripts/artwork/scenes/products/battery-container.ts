import { block, faceSize, fitView, isoPath, type Block, type IsoView } from '../../iso.js'
import { mix, navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, svgDocument } from '../../svg.js'
import { door, fan, led, louvres, ribs } from './parts.js'
import { studio } from './studio.js'

/** Battery container: a 20-ft enclosure of cabinet doors, its PCS beside it, a second unit behind. */
export function drawBatteryContainer(ctx: SceneContext): string {
  const { width: w, height: h } = ctx
  const set = studio(ctx, [w * 0.6, h * 0.5])
  const view = fitView(
    { x: -1.7, y: -3.7, z: 0, w: 10.2, d: 6.5, h: 2.75 },
    [w * 0.6, h * 0.5],
    w * 0.7,
  )
  const container: Block = { x: 0, y: 0, z: 0.15, w: 6.06, d: 2.44, h: 2.6 }
  const pcs: Block = { x: 6.9, y: 0.3, z: 0.15, w: 1.3, d: 1.9, h: 2.2 }
  const behind: Block = { ...container, x: -1.4, y: -3.4 }
  return svgDocument(w, h, set.defs, [
    ...set.before,
    group({ opacity: 0.55 }, [pad(view, behind), batteryUnit(ctx, view, behind)]),
    pad(view, { ...container, w: pcs.x + pcs.w + 0.3 }),
    cable(ctx, view, container, pcs),
    batteryUnit(ctx, view, container, true),
    pcsCabinet(ctx, view, pcs),
    ...set.after,
  ])
}

function pad(view: IsoView, b: Block): string {
  return block(
    view,
    { x: b.x - 0.3, y: b.y - 0.3, z: 0, w: b.w + 0.6, d: b.d + 0.6, h: 0.15 },
    { base: '#16264a', edge: navy.line, edgeOpacity: 0.4 },
  )
}

function batteryUnit(ctx: SceneContext, view: IsoView, b: Block, hero = false): string {
  const { accent } = ctx
  const side = faceSize(view, b, 'left')
  const end = faceSize(view, b, 'right')
  const doors: string[] = []
  const count = 6
  const doorW = side.w / count
  for (let i = 0; i < count; i++) {
    const x = i * doorW
    doors.push(
      door(x + 3, 10, doorW - 6, side.h - 20, accent.main),
      louvres(x + doorW * 0.2, 26, doorW * 0.6, side.h * 0.18),
      led(x + doorW * 0.5, side.h * 0.36, 3.5, i === 4 ? '#fbbf24' : accent.light),
    )
  }
  const roof = faceSize(view, b, 'top')
  // A light strip under the eaves: the unit's status at a glance.
  const strip = el('rect', {
    ...{ x: 6, y: 3, width: side.w - 12, height: 4, rx: 2 },
    fill: accent.light,
    opacity: 0.8,
    filter: 'url(#glow)',
  })
  return block(view, b, {
    base: '#183266',
    edge: accent.main,
    rim: hero ? accent.light : undefined,
    details: {
      left: [ribs(0, 0, side.w, side.h, doorW, navy.abyss, 0.5), ...doors, strip],
      right: [
        el('rect', {
          ...{ x: end.w * 0.1, y: end.h * 0.12, width: end.w * 0.8, height: end.h * 0.7, rx: 6 },
          fill: mix('#183266', navy.abyss, 0.3),
          stroke: accent.main,
          'stroke-opacity': 0.4,
        }),
        fan(ctx, end.w * 0.32, end.h * 0.36, end.h * 0.13),
        fan(ctx, end.w * 0.68, end.h * 0.36, end.h * 0.13),
        louvres(end.w * 0.16, end.h * 0.58, end.w * 0.68, end.h * 0.18),
      ],
      top: [ribs(0, 0, roof.w, roof.h, 22, navy.mist, 0.12)],
    },
  })
}

function pcsCabinet(ctx: SceneContext, view: IsoView, b: Block): string {
  const { accent } = ctx
  const front = faceSize(view, b, 'left')
  const end = faceSize(view, b, 'right')
  return block(view, b, {
    base: '#22406f',
    edge: accent.main,
    details: {
      left: [
        door(4, 8, front.w - 8, front.h - 16, accent.main),
        el('rect', {
          ...{
            x: front.w * 0.25,
            y: front.h * 0.16,
            width: front.w * 0.4,
            height: front.h * 0.1,
            rx: 3,
          },
          fill: accent.main,
          opacity: 0.55,
          filter: 'url(#glow)',
        }),
        louvres(front.w * 0.15, front.h * 0.62, front.w * 0.6, front.h * 0.26),
      ],
      right: [
        fan(ctx, end.w * 0.5, end.h * 0.35, end.w * 0.22),
        louvres(end.w * 0.2, end.h * 0.62, end.w * 0.6, end.h * 0.25),
      ],
    },
  })
}

/** DC cables in a trench from the container to the PCS, with light pulses along them. */
function cable(ctx: SceneContext, view: IsoView, from: Block, to: Block): string {
  const y = from.y + from.d * 0.7
  const d = isoPath(view, [
    [from.x + from.w - 0.2, y, 0.16],
    [to.x + 0.2, y, 0.16],
    [to.x + 0.2, to.y + to.d * 0.5, 0.16],
  ])
  return group({}, [
    el('path', { d, fill: 'none', stroke: ctx.accent.main, 'stroke-width': 4, opacity: 0.5 }),
    el('path', {
      d,
      fill: 'none',
      stroke: ctx.accent.light,
      'stroke-width': 3,
      'stroke-dasharray': '6 22',
      filter: 'url(#glow)',
    }),
  ])
}
