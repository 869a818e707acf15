/**
 * Minimal SVG string builders. Numbers are rounded to two decimals so the markup stays small and
 * the output does not depend on floating-point noise in the last digits.
 */
export type Attrs = Record<string, string | number | undefined>
export type Point = readonly [number, number]

export function num(value: number): string {
  return String(Math.round(value * 100) / 100)
}

export function el(tag: string, attrs: Attrs, children: string | readonly string[] = ''): string {
  const attrText = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('')
  const inner = typeof children === 'string' ? children : children.join('')
  return inner === '' ? `<${tag}${attrText}/>` : `<${tag}${attrText}>${inner}</${tag}>`
}

export function group(attrs: Attrs, children: readonly string[]): string {
  return el('g', attrs, children)
}

export function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')
}

/** A closed path through the given points. */
export function polygonPath(list: readonly Point[]): string {
  return list.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('') + 'Z'
}

/** A smooth open path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(list: readonly Point[]): string {
  const first = list[0]
  if (first === undefined) return ''
  let d = `M${num(first[0])} ${num(first[1])}`
  for (let i = 0; i < list.length - 1; i++) {
    const p0 = list[Math.max(0, i - 1)] ?? first
    const p1 = list[i] ?? first
    const p2 = list[i + 1] ?? p1
    const p3 = list[Math.min(list.length - 1, i + 2)] ?? p2
    const c1x = p1[0] + (p2[0] - p0[0]) / 6
    const c1y = p1[1] + (p2[1] - p0[1]) / 6
    const c2x = p2[0] - (p3[0] - p1[0]) / 6
    const c2y = p2[1] - (p3[1] - p1[1]) / 6
    d += `C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(p2[0])} ${num(p2[1])}`
  }
  return d
}

export interface Stop {
  offset: number
  color: string
  opacity?: number
}

function stopElements(stops: readonly Stop[]): string[] {
  return stops.map((s) =>
    el('stop', { offset: s.offset, 'stop-color': s.color, 'stop-opacity': s.opacity ?? 1 }),
  )
}

/** A linear gradient in bounding-box fractions (0..1), top to bottom unless told otherwise. */
export function linearGradient(
  id: string,
  stops: readonly Stop[],
  from: Point = [0, 0],
  to: Point = [0, 1],
): string {
  return el(
    'linearGradient',
    { id, x1: from[0], y1: from[1], x2: to[0], y2: to[1] },
    stopElements(stops),
  )
}

/** A radial gradient in user space (pixels), so circles stay round on wide canvases. */
export function radialGradient(
  id: string,
  stops: readonly Stop[],
  centre: Point,
  radius: number,
): string {
  return el(
    'radialGradient',
    { id, gradientUnits: 'userSpaceOnUse', cx: centre[0], cy: centre[1], r: radius },
    stopElements(stops),
  )
}

/** A plain blur; the filter region is widened so soft edges are not clipped to the shape. */
export function blurFilter(id: string, deviation: number): string {
  return el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, [
    el('feGaussianBlur', { stdDeviation: deviation }),
  ])
}

/** Blurred copy underneath the sharp original: reads as light emitted by the shape. */
export function glowFilter(id: string, deviation: number): string {
  return el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, [
    el('feGaussianBlur', { in: 'SourceGraphic', stdDeviation: deviation, result: 'blur' }),
    el('feMerge', {}, [
      el('feMergeNode', { in: 'blur' }),
      el('feMergeNode', { in: 'blur' }),
      el('feMergeNode', { in: 'SourceGraphic' }),
    ]),
  ])
}

export function svgDocument(
  width: number,
  height: number,
  defs: readonly string[],
  body: readonly string[],
): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
    },
    [el('defs', {}, defs), ...body],
  )
}
