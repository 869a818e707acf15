import { mix, navy } from './palette.js'
import { el, group, linearGradient, num, polygonPath, type Attrs, type Point } from './svg.js'

/**
 * Isometric projection for objects shown "as a model on the table" (products, buildings).
 * World x runs down-right on screen, y down-left, z up; `unit` is pixels per world unit.
 */
export interface IsoView {
  origin: Point
  unit: number
}

const COS = Math.cos(Math.PI / 6)
const SIN = 0.5

export function iso(view: IsoView, x: number, y: number, z: number): Point {
  return [
    view.origin[0] + (x - y) * COS * view.unit,
    view.origin[1] + (x + y) * SIN * view.unit - z * view.unit,
  ]
}

/** An axis-aligned box: corner (x, y, z) nearest the back, size w along x, d along y, h up. */
export interface Block {
  x: number
  y: number
  z: number
  w: number
  d: number
  h: number
}

/** The three faces a viewer sees: the lid, the face towards lower left, the face towards lower right. */
export type Face = 'top' | 'left' | 'right'

/**
 * An SVG transform that maps face-local pixels (u to the right, v downwards, from the face's top
 * left corner) onto the face, so details such as doors, vents and windows are drawn flat.
 */
export function faceTransform(view: IsoView, b: Block, face: Face): string {
  const m = (a: number, bb: number, c: number, d: number, [e, f]: Point) =>
    `matrix(${[a, bb, c, d, e, f].map((v) => num(v)).join(' ')})`
  switch (face) {
    case 'top':
      return m(COS, SIN, -COS, SIN, iso(view, b.x, b.y, b.z + b.h))
    case 'left':
      return m(COS, SIN, 0, 1, iso(view, b.x, b.y + b.d, b.z + b.h))
    case 'right':
      return m(COS, -SIN, 0, 1, iso(view, b.x + b.w, b.y + b.d, b.z + b.h))
  }
}

/** A face's size in face-local pixels. */
export function faceSize(view: IsoView, b: Block, face: Face): { w: number; h: number } {
  const u = view.unit
  if (face === 'top') return { w: b.w * u, h: b.d * u }
  if (face === 'left') return { w: b.w * u, h: b.h * u }
  return { w: b.d * u, h: b.h * u }
}

export function facePolygon(view: IsoView, b: Block, face: Face): Point[] {
  const at = (x: number, y: number, z: number) => iso(view, x, y, z)
  const [x0, y0, z0] = [b.x, b.y, b.z]
  const [x1, y1, z1] = [b.x + b.w, b.y + b.d, b.z + b.h]
  if (face === 'top') return [at(x0, y0, z1), at(x1, y0, z1), at(x1, y1, z1), at(x0, y1, z1)]
  if (face === 'left') return [at(x0, y1, z1), at(x1, y1, z1), at(x1, y1, z0), at(x0, y1, z0)]
  return [at(x1, y1, z1), at(x1, y0, z1), at(x1, y0, z0), at(x1, y1, z0)]
}

export interface BlockStyle {
  /** The colour the faces are shaded from: lid lightest, left face darkest. */
  base: string
  /** Edge colour; edges are what make flat fills read as a solid. */
  edge: string
  edgeOpacity?: number
  /** A glowing outline around the lid, for the object the picture is about. */
  rim?: string
  /** Optional content per face, in face-local pixels (see faceTransform). */
  details?: Partial<Record<Face, string[]>>
  attrs?: Attrs
}

export function shades(base: string): Record<Face, string> {
  return {
    top: mix(base, '#ffffff', 0.09),
    right: base,
    left: mix(base, navy.abyss, 0.38),
  }
}

/** A shaded box with optional face details. */
export function block(view: IsoView, b: Block, style: BlockStyle): string {
  const fill = shades(style.base)
  const faces: Face[] = ['left', 'right', 'top']
  return group(
    style.attrs ?? {},
    faces
      .map((face) =>
        group({}, [
          el('path', {
            d: polygonPath(facePolygon(view, b, face)),
            fill: fill[face],
            stroke: style.edge,
            'stroke-opacity': style.edgeOpacity ?? 0.55,
            'stroke-width': 1.2,
            'stroke-linejoin': 'round',
          }),
          style.details?.[face]?.length
            ? group({ transform: faceTransform(view, b, face) }, style.details[face] ?? [])
            : '',
        ]),
      )
      .concat(
        style.rim
          ? el('path', {
              d: polygonPath(facePolygon(view, b, 'top')),
              fill: 'none',
              stroke: style.rim,
              'stroke-width': 2,
              'stroke-linejoin': 'round',
              opacity: 0.85,
              filter: 'url(#glow)',
            })
          : '',
      ),
  )
}

/** Screen-space ellipse of a horizontal circle of radius r (world units) centred at (x, y, z). */
export function isoEllipse(view: IsoView, x: number, y: number, z: number, r: number) {
  const [cx, cy] = iso(view, x, y, z)
  return { cx, cy, rx: r * Math.SQRT2 * COS * view.unit, ry: r * Math.SQRT2 * SIN * view.unit }
}

/** An upright cylinder (tank, silo, bushing); `sideFill` is usually a left-to-right gradient. */
export function cylinder(
  view: IsoView,
  [x, y]: readonly [number, number],
  z: number,
  r: number,
  h: number,
  style: { sideFill: string; top: string; edge: string; edgeOpacity?: number },
): string {
  const top = isoEllipse(view, x, y, z + h, r)
  const bottom = isoEllipse(view, x, y, z, r)
  const side =
    `M${num(top.cx - top.rx)} ${num(top.cy)}V${num(bottom.cy)}` +
    `A${num(bottom.rx)} ${num(bottom.ry)} 0 0 0 ${num(bottom.cx + bottom.rx)} ${num(bottom.cy)}` +
    `V${num(top.cy)}Z`
  const stroke = { stroke: style.edge, 'stroke-opacity': style.edgeOpacity ?? 0.55 }
  return group({ 'stroke-width': 1.2 }, [
    el('path', { d: side, fill: style.sideFill, ...stroke }),
    el('ellipse', { ...top, fill: style.top, ...stroke }),
  ])
}

/** A floor tile with a grid, for objects to stand on; lines every `step` world units. */
export function isoFloor(
  view: IsoView,
  from: readonly [number, number],
  to: readonly [number, number],
  step: number,
  style: { fill: string; line: string; lineOpacity: number },
): string {
  const at = (x: number, y: number) => iso(view, x, y, 0)
  const outline = polygonPath([
    at(from[0], from[1]),
    at(to[0], from[1]),
    at(to[0], to[1]),
    at(from[0], to[1]),
  ])
  const lines: string[] = []
  for (let x = from[0]; x <= to[0] + 1e-6; x += step) {
    const [a, b] = [at(x, from[1]), at(x, to[1])]
    lines.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`)
  }
  for (let y = from[1]; y <= to[1] + 1e-6; y += step) {
    const [a, b] = [at(from[0], y), at(to[0], y)]
    lines.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`)
  }
  return group({}, [
    el('path', { d: outline, fill: style.fill }),
    el('path', {
      d: lines.join(''),
      stroke: style.line,
      'stroke-width': 1,
      opacity: style.lineOpacity,
    }),
  ])
}

/** A polyline through world points, e.g. cables and pipes lying on or above the floor. */
export function isoPath(
  view: IsoView,
  pts: ReadonlyArray<readonly [number, number, number]>,
): string {
  return pts
    .map(([x, y, z], i) => {
      const [sx, sy] = iso(view, x, y, z)
      return `${i === 0 ? 'M' : 'L'}${num(sx)} ${num(sy)}`
    })
    .join('')
}

/**
 * A view that frames the world box `bounds` so that its screen bounding box is `width` pixels
 * wide and centred on `centre`.
 */
export function fitView(bounds: Block, centre: Point, width: number): IsoView {
  const unit = width / ((bounds.w + bounds.d) * COS)
  const probe: IsoView = { origin: [0, 0], unit }
  const left = iso(probe, bounds.x, bounds.y + bounds.d, 0)[0]
  const right = iso(probe, bounds.x + bounds.w, bounds.y, 0)[0]
  const top = iso(probe, bounds.x, bounds.y, bounds.z + bounds.h)[1]
  const bottom = iso(probe, bounds.x + bounds.w, bounds.y + bounds.d, bounds.z)[1]
  return { origin: [centre[0] - (left + right) / 2, centre[1] - (top + bottom) / 2], unit }
}

/** The brushed-steel gradient the isometric scenes share (id 'metal'), left to right. */
export function metalGradient(): string {
  return linearGradient(
    'metal',
    [
      { offset: 0, color: '#3b5b8f' },
      { offset: 0.45, color: '#8aa3c8' },
      { offset: 1, color: '#1a3363' },
    ],
    [0, 0],
    [1, 0],
  )
}
