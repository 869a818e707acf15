import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from '@site/platform'

/**
 * Keeps the variant cache under a size: it knows every cached file's size in least-recently-used
 * order (hits move a file to the back), and once the total passes the budget it deletes from the
 * front until the total is back under 90% of it. A deleted variant is simply rendered again if
 * asked for.
 */
export function createCacheBudget({
  cacheDir,
  maxBytes,
  log,
}: {
  cacheDir: string
  maxBytes: number
  log: Logger
}) {
  const files = new Map<string, number>() // path -> bytes, oldest first
  let total = 0
  let pruning: Promise<void> | null = null

  /** Reads what an earlier run left in the cache, oldest first by modification time. */
  async function load(): Promise<void> {
    const found: Array<{ file: string; bytes: number; mtime: number }> = []
    let dirs: string[] = []
    try {
      dirs = await readdir(cacheDir)
    } catch {
      return
    }
    for (const dir of dirs) {
      if (dir.startsWith('.')) continue
      const names = await readdir(path.join(cacheDir, dir)).catch(() => [] as string[])
      for (const name of names) {
        const file = path.join(cacheDir, dir, name)
        const info = await stat(file).catch(() => null)
        if (info?.isFile()) found.push({ file, bytes: info.size, mtime: info.mtimeMs })
      }
    }
    found.sort((a, b) => a.mtime - b.mtime)
    for (const f of found) added(f.file, f.bytes)
  }

  function added(file: string, bytes: number) {
    total += bytes - (files.get(file) ?? 0)
    files.delete(file)
    files.set(file, bytes)
    if (total > maxBytes && !pruning) pruning = prune().finally(() => (pruning = null))
  }

  function used(file: string) {
    const bytes = files.get(file)
    if (bytes === undefined) return
    files.delete(file)
    files.set(file, bytes)
  }

  async function prune() {
    const target = maxBytes * 0.9
    let removed = 0
    for (const [file, bytes] of files) {
      if (total <= target) break
      files.delete(file)
      total -= bytes
      removed++
      await rm(file, { force: true })
    }
    log.info('variant cache pruned', { removed, bytes: total, maxBytes })
  }

  return {
    load,
    added,
    used,
    get bytes() {
      return total
    },
    /** resolves once a running prune is done (tests) */
    settled: () => pruning ?? Promise.resolve(),
  }
}
export type CacheBudget = ReturnType<typeof createCacheBudget>
