import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { deflateSync, constants as zlib } from 'node:zlib'
import { runGit } from './git-run.js'

/**
 * Objects this large are stored in the zlib stream uncompressed (level 0). The one such object a
 * save writes is the tree of a folder of thousands of records (~220 KB at 5,000), half of it
 * 20-byte ids that do not compress: level 1 took 3.6 ms of CPU per save to make it 126 KB, level
 * 0 takes 0.2 ms. Git reads any zlib stream, and `git gc` packs (and delta-compresses) loose
 * objects; until then a save's loose tree takes ~90 KB more disk. Images are compressed already.
 */
const STORED_FROM_BYTES = 64 * 1024

/**
 * Writes git objects (blobs, trees, commits) into a repository's object folder from this process,
 * as git itself writes loose objects: `<type> <length>\0<bytes>` deflated, stored under its SHA-1
 * at `objects/xx/yyyy…`, written to a temporary file first and renamed, so an object file is
 * whole or absent (git fsck accepts them; git gc packs them and removes `tmp_obj_*` leftovers).
 * Writing an object spawns nothing: a save's blobs, trees and commit cost a hash and a deflate.
 * An object is immutable, so one already present is not written again.
 */
export class LooseObjects {
  constructor(private readonly objectsDir: string) {}

  /** The objects of the repository around `cwd` (a linked work tree shares its main one's). */
  static async of(cwd: string): Promise<LooseObjects> {
    const dir = (await runGit(cwd, ['rev-parse', '--git-path', 'objects'])).trim()
    return new LooseObjects(path.resolve(cwd, dir))
  }

  /** The id `bytes` get as an object of `type` (without writing anything). */
  static idOf(type: string, bytes: Buffer): string {
    return createHash('sha1').update(`${type} ${bytes.length}\0`).update(bytes).digest('hex')
  }

  /** Stores `bytes` as an object of `type`; returns its id. */
  async write(type: 'blob' | 'tree' | 'commit', bytes: Buffer): Promise<string> {
    const oid = LooseObjects.idOf(type, bytes)
    const dir = path.join(this.objectsDir, oid.slice(0, 2))
    const file = path.join(dir, oid.slice(2))
    if (await stat(file).catch(() => null)) return oid
    const raw = Buffer.concat([Buffer.from(`${type} ${bytes.length}\0`), bytes])
    // below STORED_FROM_BYTES, git's own default for loose objects (core.looseCompression 1)
    const level = raw.length < STORED_FROM_BYTES ? zlib.Z_BEST_SPEED : zlib.Z_NO_COMPRESSION
    const deflated = deflateSync(raw, { level })
    await mkdir(dir, { recursive: true })
    const temp = path.join(dir, `tmp_obj_content-api_${randomBytes(6).toString('hex')}`)
    try {
      // read-only, as git makes them; no fsync, as git by default does not for loose objects
      // (a process killed at any point leaves the object whole or absent: rename is atomic)
      const handle = await open(temp, 'wx', 0o444)
      try {
        await handle.writeFile(deflated)
      } finally {
        await handle.close()
      }
      await rename(temp, file)
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
    return oid
  }
}
