import type { Point } from './svg.js'

/**
 * One-point perspective: world x to the right, y up from the floor, z away from the viewer.
 * Scenes with aisles, fields or floors use it so depth is consistent rather than eyeballed.
 */
export interface Camera {
  vanish: Point
  focal: number
  eyeHeight: number
}

export function project(camera: Camera, x: number, y: number, z: number): Point {
  return [
    camera.vanish[0] + (x * camera.focal) / z,
    camera.vanish[1] + ((camera.eyeHeight - y) * camera.focal) / z,
  ]
}

export function lerp(p: Point, q: Point, t: number): Point {
  return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]
}
