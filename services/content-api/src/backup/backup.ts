import { createHash } from 'node:crypto'
import { lstat, mkdir, mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import { z } from 'zod'
import { openSqlite } from '../analytics/sqlite.js'
import { confinePath } from '../fs/confine.js'
import { readTar, tarEnd, tarEntry } from './tar.js'

/**
 * Backups of DATA_DIR (users, sessions, contact messages, the mail outbox, drafts' schedule,
 * analytics, the secrets content-api made itself): what git does not hold. An archive is a
 * .tar.gz holding `manifest.json` (what follows, with sizes and SHA-256s) and every file under
 * `data/`. It is taken while the service runs, and each file in it is whole:
 *
 * - JSON documents (every store but analytics) are replaced by temp file + rename, so one read
 *   sees the old or the new bytes; the read is checked to parse, and retried if not.
 * - append-only files (`.jsonl`, `.ndjson`, `.log`) are cut after their last complete line.
 * - SQLite databases are copied by SQLite itself (`VACUUM INTO`, through the driver analytics
 *   uses): a consistent snapshot that includes what still sits in the write-ahead log. Their
 *   `-wal`, `-shm` and `-journal` files are never copied.
 * - temp files (`*.tmp`) and lock files (`*.lock`) are skipped: they belong to a write in
 *   progress.
 *
 * Files are consistent one by one, not as a set taken at one instant: a message written while
 * the backup runs may or may not be in it, but anything acknowledged before it began is.
 */

export const MANIFEST = 'manifest.json'
const DATA_PREFIX = 'data/'
const FORMAT = 'falcon-gridworks-data-backup'

export type FileKind = 'json' | 'append-only' | 'sqlite' | 'file'

const ManifestFile = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  kind: z.enum(['json', 'append-only', 'sqlite', 'file']),
})
const Manifest = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  created_at: z.string(),
  files: z.array(ManifestFile),
  warnings: z.array(z.string()),
})
export type Manifest = z.infer<typeof Manifest>

/** A backup or restore that cannot go on; the message says why and what to do. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'BackupError'
  }
}

/** What a DATA_DIR entry is to a backup; null: not backed up (a write in progress, a lock). */
export function kindOf(name: string): FileKind | null {
  if (/\.(tmp|lock)$/.test(name)) return null
  if (/-(wal|shm|journal)$/.test(name)) return null
  if (/\.(sqlite|sqlite3|db)$/.test(name)) return 'sqlite'
  if (/\.(jsonl|ndjson|log)$/.test(name)) return 'append-only'
  if (name.endsWith('.json')) return 'json'
  return 'file'
}

/** An append-only file as of its last complete line: a line still being written is left out. */
export function cutAtLastLine(data: Buffer): Buffer {
  const end = data.lastIndexOf(0x0a)
  return data.subarray(0, end + 1)
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** A consistent copy of the SQLite database `file` (SQLite's own VACUUM INTO). */
async function copySqlite(file: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'data-backup-'))
  const copy = path.join(dir, 'copy.sqlite')
  try {
    const db = openSqlite(file)
    try {
      db.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`)
    } finally {
      db.close()
    }
    return await readFile(copy)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A JSON document as one whole write left it: read until it parses (a few tries). */
async function readJson(file: string, warnings: string[], name: string): Promise<Buffer> {
  let last: Buffer | null = null
  for (let attempt = 0; attempt < 10; attempt++) {
    const data = await readFile(file)
    try {
      JSON.parse(data.toString('utf8'))
      return data
    } catch {
      // a writer that does not rename, caught mid-write: read it again
      if (last && last.equals(data)) break // the same bytes twice: it is not changing
      last = data
      await pause(25)
    }
  }
  // not half-written but broken for a while now: kept, as the service keeps it for a person
  warnings.push(`${name} is not valid JSON; copied as it is`)
  return last ?? (await readFile(file))
}

/** Any other file: read until its size and time stand still across the read. */
async function readSettled(file: string): Promise<Buffer> {
  for (let attempt = 0; ; attempt++) {
    const before = await stat(file)
    const data = await readFile(file)
    const after = await stat(file)
    const settled =
      before.size === after.size &&
      before.mtimeMs === after.mtimeMs &&
      data.length === after.size &&
      before.ino === after.ino
    if (settled || attempt >= 10) return data
    await pause(25)
  }
}

export interface DataFile {
  /** relative to DATA_DIR, `/` separated */
  path: string
  kind: FileKind
  data: Buffer
}

/**
 * Every file of `dataDir` worth keeping, each read whole. A file that goes away while the walk
 * runs (a sent mail, a pruned spam message) is simply not in it. `skip` lists top-level names
 * to leave out (where backups themselves are written).
 */
export async function readDataDir(
  dataDir: string,
  options: { skip?: string[] } = {},
): Promise<{ files: DataFile[]; warnings: string[] }> {
  const files: DataFile[] = []
  const warnings: string[] = []
  const skip = new Set(options.skip ?? [])
  async function walk(dir: string, rel: string) {
    let names: string[]
    try {
      names = (await readdir(dir)).sort()
    } catch (error) {
      if (isMissing(error) && rel !== '') return
      throw error
    }
    for (const name of names) {
      const relPath = rel === '' ? name : `${rel}/${name}`
      if (rel === '' && skip.has(name)) continue
      const full = path.join(dir, name)
      const info = await lstat(full).catch((error: unknown) => {
        if (isMissing(error)) return null
        throw error
      })
      if (!info) continue
      if (info.isDirectory()) {
        await walk(full, relPath)
        continue
      }
      if (!info.isFile()) {
        warnings.push(`${relPath} is not a regular file (a link?); left out`)
        continue
      }
      const kind = kindOf(name)
      if (kind === null) continue
      try {
        const data =
          kind === 'sqlite'
            ? await copySqlite(full)
            : kind === 'json'
              ? await readJson(full, warnings, relPath)
              : kind === 'append-only'
                ? cutAtLastLine(await readFile(full))
                : await readSettled(full)
        files.push({ path: relPath, kind, data })
      } catch (error) {
        if (isMissing(error)) continue
        throw new BackupError(`could not copy ${relPath}: ${(error as Error).message}`, {
          cause: error,
        })
      }
    }
  }
  await walk(dataDir, '')
  return { files, warnings }
}

/** The .tar.gz of `dataDir`'s files, with its manifest. */
export async function createBackup(
  dataDir: string,
  options: { skip?: string[]; now?: Date } = {},
): Promise<{ archive: Buffer; manifest: Manifest }> {
  const info = await stat(dataDir).catch(() => null)
  if (!info?.isDirectory()) throw new BackupError(`DATA_DIR ${dataDir} is not a directory`)
  const { files, warnings } = await readDataDir(dataDir, options)
  const now = options.now ?? new Date()
  const manifest: Manifest = {
    format: FORMAT,
    version: 1,
    created_at: now.toISOString(),
    files: files.map((f) => ({
      path: f.path,
      size: f.data.length,
      sha256: sha256(f.data),
      kind: f.kind,
    })),
    warnings,
  }
  const mtime = now.getTime() / 1000
  const blocks = [
    ...tarEntry({
      path: MANIFEST,
      data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
      mtime,
    }),
    ...files.flatMap((f) => tarEntry({ path: `${DATA_PREFIX}${f.path}`, data: f.data, mtime })),
    tarEnd(),
  ]
  return { archive: await promisify(gzip)(Buffer.concat(blocks)), manifest }
}

/** A path from an archive, as a DATA_DIR-relative path; throws when it could leave DATA_DIR. */
export function safeRelativePath(entry: string): string {
  const parts = entry.split('/')
  const bad =
    entry === '' ||
    entry.includes('\0') ||
    entry.includes('\\') ||
    entry.startsWith('/') ||
    /^[A-Za-z]:/.test(entry) ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  if (bad) throw new BackupError(`the archive holds an unsafe path: ${JSON.stringify(entry)}`)
  return entry
}

/**
 * The files of a backup archive, checked: the manifest is there and well-formed, every path is
 * safe, every file is listed once with its size and SHA-256, and nothing is missing.
 */
export async function readBackup(
  archive: Buffer,
): Promise<{ manifest: Manifest; files: Array<{ path: string; data: Buffer }> }> {
  let tar: Buffer
  try {
    tar = await promisify(gunzip)(archive)
  } catch (cause) {
    throw new BackupError('the file is not a .tar.gz backup (gzip could not read it)', { cause })
  }
  let entries: ReturnType<typeof readTar>
  try {
    entries = readTar(tar)
  } catch (cause) {
    throw new BackupError(`the file is not a backup archive: ${(cause as Error).message}`, {
      cause,
    })
  }
  const [first, ...rest] = entries
  if (first?.path !== MANIFEST) throw new BackupError(`the archive does not start with ${MANIFEST}`)
  let manifest: Manifest
  try {
    manifest = Manifest.parse(JSON.parse(first.data.toString('utf8')))
  } catch (cause) {
    throw new BackupError(`the archive's ${MANIFEST} is not valid`, { cause })
  }
  const listed = new Map(manifest.files.map((f) => [safeRelativePath(f.path), f]))
  if (listed.size !== manifest.files.length) {
    throw new BackupError('the manifest lists a file twice')
  }
  const files: Array<{ path: string; data: Buffer }> = []
  const seen = new Set<string>()
  for (const entry of rest) {
    if (!entry.path.startsWith(DATA_PREFIX)) {
      throw new BackupError(`the archive holds ${JSON.stringify(entry.path)} outside data/`)
    }
    const rel = safeRelativePath(entry.path.slice(DATA_PREFIX.length))
    const expected = listed.get(rel)
    if (!expected)
      throw new BackupError(`the archive holds ${rel}, which its manifest does not list`)
    if (seen.has(rel)) throw new BackupError(`the archive holds ${rel} twice`)
    seen.add(rel)
    if (entry.data.length !== expected.size || sha256(entry.data) !== expected.sha256) {
      throw new BackupError(
        `${rel} does not match its checksum in the manifest: the archive is damaged or altered`,
      )
    }
    files.push({ path: rel, data: entry.data })
  }
  const missing = [...listed.keys()].filter((p) => !seen.has(p))
  if (missing.length > 0) {
    throw new BackupError(`the archive lacks files its manifest lists: ${missing.join(', ')}`)
  }
  return { manifest, files }
}

/** DATA_DIR may be restored into only when it does not exist or is an empty directory. */
async function assertEmptyTarget(dataDir: string): Promise<void> {
  const info = await stat(dataDir).catch((error: unknown) => {
    if (isMissing(error)) return null
    throw error
  })
  if (!info) return
  if (!info.isDirectory()) throw new BackupError(`${dataDir} exists and is not a directory`)
  const names = await readdir(dataDir)
  if (names.length > 0) {
    throw new BackupError(
      `${dataDir} is not empty (${names.length} entries): restore only into an empty or new ` +
        'DATA_DIR, so nothing there is overwritten or mixed with the backup',
    )
  }
}

/**
 * Restores `archive` into `dataDir`: refused unless `dataDir` is empty or absent, and unless the
 * whole archive checks out, before anything is written. Files get mode 0600, folders 0700.
 */
export async function restoreBackup(archive: Buffer, dataDir: string): Promise<Manifest> {
  await assertEmptyTarget(dataDir)
  const { manifest, files } = await readBackup(archive)
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  for (const file of files) {
    const target = await confinePath(dataDir, file.path)
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
    const handle = await open(target, 'wx', 0o600)
    try {
      await handle.writeFile(file.data)
      await handle.sync()
    } finally {
      await handle.close()
    }
  }
  return manifest
}
