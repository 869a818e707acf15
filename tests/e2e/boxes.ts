/** A laid-out element's box, as Playwright's boundingBox() answers (viewport coordinates). */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Whether two boxes share any area (touching edges do not count); a box not laid out shares none. */
export function boxesOverlap(a: Box | null, b: Box | null): boolean {
  if (!a || !b) return false
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}
