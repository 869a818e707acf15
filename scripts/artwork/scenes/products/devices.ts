import { navy } from '../../palette.js'
import type { SceneContext } from '../../scene.js'
import { el, group, num } from '../../svg.js'
import type { Box } from '../panes.js'

/** Height of the app header drawn at the top of each device screen. */
export const HEADER = 40

/** A desktop monitor on a stand; returns the frame and the screen area inside the bezel. */
export function monitor(ctx: SceneContext, box: Box): { frame: string; screen: Box } {
  const { accent } = ctx
  const bezel = box.w * 0.014
  const screen: Box = {
    x: box.x + bezel,
    y: box.y + bezel,
    w: box.w - bezel * 2,
    h: box.h - bezel * 2,
  }
  const neckW = box.w * 0.07
  const footW = box.w * 0.3
  const bottom = box.y + box.h
  const frame = group({}, [
    // Stand first: the screen overlaps its top.
    el('path', {
      d: `M${num(box.x + box.w / 2 - neckW / 2)} ${num(bottom - 4)}h${num(neckW)}l${num(neckW * 0.25)} ${num(box.h * 0.16)}h${num(-neckW * 1.5)}Z`,
      fill: '#0c1a3a',
      stroke: navy.line,
      'stroke-opacity': 0.6,
    }),
    el('ellipse', {
      cx: box.x + box.w / 2,
      cy: bottom + box.h * 0.165,
      rx: footW / 2,
      ry: box.h * 0.022,
      fill: '#0f2147',
      stroke: accent.main,
      'stroke-opacity': 0.35,
    }),
    el('rect', {
      x: box.x + 20,
      y: box.y + 34,
      width: box.w,
      height: box.h,
      rx: 18,
      fill: '#01030b',
      opacity: 0.55,
      filter: 'url(#shadow)',
    }),
    el('rect', {
      ...{ x: box.x, y: box.y, width: box.w, height: box.h, rx: 14 },
      fill: '#070f24',
      stroke: accent.main,
      'stroke-opacity': 0.5,
      'stroke-width': 1.5,
    }),
    el('rect', {
      ...{ x: screen.x, y: screen.y, width: screen.w, height: screen.h, rx: 6 },
      fill: 'url(#screen-bg)',
    }),
    appHeader(ctx, screen),
  ])
  return { frame, screen: { ...screen, y: screen.y + HEADER, h: screen.h - HEADER } }
}

/** A tablet held upright in front of the monitor. */
export function tablet(ctx: SceneContext, box: Box): { frame: string; screen: Box } {
  const { accent } = ctx
  const bezel = box.w * 0.05
  const screen: Box = {
    x: box.x + bezel,
    y: box.y + bezel,
    w: box.w - bezel * 2,
    h: box.h - bezel * 2,
  }
  const frame = group({}, [
    el('rect', {
      x: box.x + 16,
      y: box.y + 26,
      width: box.w,
      height: box.h,
      rx: 22,
      fill: '#01030b',
      opacity: 0.6,
      filter: 'url(#shadow)',
    }),
    el('rect', {
      ...{ x: box.x, y: box.y, width: box.w, height: box.h, rx: 22 },
      fill: '#081230',
      stroke: accent.light,
      'stroke-opacity': 0.45,
      'stroke-width': 1.5,
    }),
    el('rect', {
      ...{ x: screen.x, y: screen.y, width: screen.w, height: screen.h, rx: 8 },
      fill: 'url(#screen-bg)',
    }),
    appHeader(ctx, screen),
  ])
  return { frame, screen: { ...screen, y: screen.y + HEADER, h: screen.h - HEADER } }
}

/** Logo dot, a menu bar and an avatar: reads as an application without any words. */
function appHeader(ctx: SceneContext, s: Box): string {
  const { accent } = ctx
  const y = s.y + HEADER / 2
  return group({}, [
    el('path', {
      d: `M${num(s.x)} ${num(s.y + HEADER)}h${num(s.w)}`,
      stroke: navy.line,
      opacity: 0.5,
    }),
    el('circle', { cx: s.x + 22, cy: y, r: 7, fill: accent.main }),
    ...[0, 1, 2].map((i) =>
      el('rect', {
        ...{ x: s.x + 44 + i * 58, y: y - 5, width: 44, height: 10, rx: 5 },
        fill: i === 0 ? accent.light : navy.steel,
        opacity: i === 0 ? 0.7 : 1,
      }),
    ),
    el('circle', { cx: s.x + s.w - 22, cy: y, r: 8, fill: navy.haze }),
  ])
}

/** A dark rounded tile for one widget on a screen. */
export function tile(box: Box): string {
  return el('rect', {
    x: box.x,
    y: box.y,
    width: box.w,
    height: box.h,
    rx: 8,
    fill: navy.midnight,
    opacity: 0.9,
  })
}

/** Splits a screen into a grid of tiles (fractions of width per column, of height per row). */
export function grid(area: Box, columns: number[], rows: number[], gap = 14): Box[][] {
  const inner = { x: area.x + gap, y: area.y + gap, w: area.w - gap * 2, h: area.h - gap * 2 }
  const out: Box[][] = []
  let y = inner.y
  for (const rh of rows) {
    const row: Box[] = []
    let x = inner.x
    const height = rh * (inner.h - gap * (rows.length - 1))
    for (const cw of columns) {
      const width = cw * (inner.w - gap * (columns.length - 1))
      row.push({ x, y, w: width, h: height })
      x += width + gap
    }
    out.push(row)
    y += height + gap
  }
  return out
}
