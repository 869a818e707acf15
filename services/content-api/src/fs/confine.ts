import { realpath } from 'node:fs/promises'
import path from 'node:path'

/** A path that would leave its root folder. */
export class PathOutsideRootError extends Error {
  constructor(relative: string) {
    super(`Path leaves its folder: ${relative}`)
    this.name = 'PathOutsideRootError'
  }
}

function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate)
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

/**
 * Resolves `relative` under `root` and proves it stays there, first lexically, then after
 * resolving symlinks of the deepest existing ancestor (a file may not exist yet when we write it).
 */
export async function confinePath(root: string, relative: string): Promise<string> {
  if (relative.includes('\0')) throw new PathOutsideRootError(relative)
  const resolved = path.resolve(root, relative)
  if (!isInside(root, resolved)) throw new PathOutsideRootError(relative)
  const realRoot = await realpath(root)
  let probe = resolved
  for (;;) {
    try {
      const real = await realpath(probe)
      if (!isInside(realRoot, real)) throw new PathOutsideRootError(relative)
      return resolved
    } catch (error) {
      if (error instanceof PathOutsideRootError) throw error
      const parent = path.dirname(probe)
      if (parent === probe) throw new PathOutsideRootError(relative)
      probe = parent
    }
  }
}
