import { createHash, randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Logger } from '@site/platform'
import type { Original } from './media-path.js'
import type { CacheBudget } from './cache-budget.js'
import type { RenderGate } from './render-gate.js'
import { renderVariant, type VariantSpec } from './render-variant.js'
import type { VariantFormat } from '@site/contract'

/**
 * Bump when encoder settings change, so old variants are not served under the new rules.
 * The sharp/libvips versions are part of the key for the same reason: the ETag is strong,
 * so equal keys must mean byte-identical output.
 */
const PIPELINE_VERSION = 1
const RENDERER = `${PIPELINE_VERSION}/sharp-${sharp.versions.sharp}/vips-${sharp.versions.vips}`

/** What a variant is cut to: its size, and the original's framing (`mediaMetaVersion`). */
export interface VariantShape {
  width: number | undefined
  height: number | undefined
  /** `mediaMetaVersion` of the original's focal point and crop (never its alt text) */
  version: string
}

export function variantKey(original: Original, shape: VariantShape, format: VariantFormat) {
  const identity = [
    RENDERER,
    original.relativePath,
    original.size,
    original.mtimeMs,
    shape.width ?? 'auto',
    shape.height ?? 'auto',
    shape.version,
    format,
  ]
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex')
}

/** A variant ready to send: either an open cached file or freshly rendered bytes. */
export type VariantBody =
  | { kind: 'file'; handle: FileHandle; size: number }
  | { kind: 'buffer'; data: Buffer; size: number }

export interface VariantStore {
  get(key: string, spec: VariantSpec & { relativePath: string }): Promise<VariantBody>
}

export interface VariantStoreOptions {
  cacheDir: string
  log: Logger
  render?: (spec: VariantSpec) => Promise<Buffer>
  /** bounds concurrent renders (none: unbounded, as in unit tests of the cache itself) */
  gate?: RenderGate
  /** keeps the cache under its size budget */
  budget?: CacheBudget
}

/**
 * The disk cache of variants. Files live at `<cacheDir>/<key[0..2]>/<key>.<format>` (fan-out
 * keeps directories small); temp files go to `<cacheDir>/.tmp` and are renamed into place, so a
 * reader or a crash never sees half a file. Concurrent misses for one key share a single render.
 */
export function createVariantStore(options: VariantStoreOptions): VariantStore {
  const { cacheDir, log } = options
  const render = options.render ?? renderVariant
  const tmpDir = path.join(cacheDir, '.tmp')
  const inFlight = new Map<string, Promise<Buffer>>()

  function cachePath(key: string, format: VariantFormat): string {
    return path.join(cacheDir, key.slice(0, 2), `${key}.${format}`)
  }

  async function openCached(file: string): Promise<VariantBody | undefined> {
    let handle: FileHandle
    try {
      handle = await open(file, 'r')
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return undefined
      throw error
    }
    try {
      const { size } = await handle.stat()
      return { kind: 'file', handle, size }
    } catch (error) {
      await handle.close()
      throw error
    }
  }

  async function writeAtomically(file: string, data: Buffer): Promise<void> {
    await mkdir(tmpDir, { recursive: true })
    await mkdir(path.dirname(file), { recursive: true })
    const temp = path.join(tmpDir, `${path.basename(file)}.${process.pid}.${randomUUID()}`)
    const handle = await open(temp, 'wx')
    try {
      await handle.writeFile(data)
      // Without fsync a power cut after the rename can leave an empty or partial file in place.
      await handle.sync()
    } finally {
      await handle.close()
    }
    try {
      await rename(temp, file)
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
  }

  async function renderAndStore(key: string, spec: VariantSpec & { relativePath: string }) {
    const started = performance.now()
    const data = options.gate ? await options.gate.run(() => render(spec)) : await render(spec)
    log.info('variant rendered', {
      key,
      file: spec.relativePath,
      width: spec.width ?? null,
      format: spec.format,
      bytes: data.length,
      ms: Math.round(performance.now() - started),
    })
    try {
      const file = cachePath(key, spec.format)
      await writeAtomically(file, data)
      options.budget?.added(file, data.length)
    } catch (error) {
      // A full or read-only disk must not take images down: serve the bytes uncached.
      log.warn('variant cache write failed', { key, error })
    }
    return data
  }

  return {
    async get(key, spec) {
      const file = cachePath(key, spec.format)
      const cached = await openCached(file)
      if (cached) {
        options.budget?.used(file)
        return cached
      }
      let job = inFlight.get(key)
      if (!job) {
        job = renderAndStore(key, spec).finally(() => inFlight.delete(key))
        inFlight.set(key, job)
      }
      const data = await job
      return { kind: 'buffer', data, size: data.length }
    },
  }
}
