import { navy } from '../palette.js'
import type { SceneContext } from '../scene.js'
import { el, group, num } from '../svg.js'

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** Height of a window title bar. */
export const BAR = 40

/** A window: soft shadow, glass body, title bar with three dots, then its content. */
export function pane(ctx: SceneContext, box: Box, content: string[]): string {
  const { accent } = ctx
  const dots = [0, 1, 2].map((i) =>
    el('circle', {
      cx: box.x + 24 + i * 20,
      cy: box.y + BAR / 2,
      r: 5.5,
      fill: i === 0 ? accent.main : navy.line,
    }),
  )
  return group({}, [
    el('rect', {
      x: box.x + 18,
      y: box.y + 30,
      width: box.w,
      height: box.h,
      rx: 18,
      fill: '#01030b',
      opacity: 0.6,
      filter: 'url(#shadow)',
    }),
    el('rect', {
      ...{ x: box.x, y: box.y, width: box.w, height: box.h, rx: 16 },
      fill: 'url(#pane)',
      stroke: accent.main,
      'stroke-opacity': 0.45,
      'stroke-width': 1.5,
    }),
    el('path', {
      d: `M${num(box.x)} ${num(box.y + BAR)}h${num(box.w)}`,
      stroke: navy.line,
      opacity: 0.6,
    }),
    ...dots,
    el('rect', {
      ...{ x: box.x + box.w * 0.35, y: box.y + 12, width: box.w * 0.3, height: 16, rx: 8 },
      fill: navy.steel,
    }),
    ...content,
  ])
}
