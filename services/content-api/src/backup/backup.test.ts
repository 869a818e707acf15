import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSqlite } from '../analytics/sqlite.js'
import { createBackup, readBackup, restoreBackup } from './backup.js'
import { runBackupCli } from './run-cli.js'
import { readTar, tarEnd, tarEntry } from './tar.js'

let root: string
let dataDir: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'))
  dataDir = path.join(root, 'data')
  await mkdir(dataDir)
})
afterEach(() => rm(root, { recursive: true, force: true }))

const put = async (rel: string, data: string | Buffer) => {
  await mkdir(path.dirname(path.join(dataDir, rel)), { recursive: true })
  await writeFile(path.join(dataDir, rel), data)
}

/** Every file under `dir`, relative, sorted. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

/** A hand-made archive: a manifest listing `listed`, then the `entries` as given. */
function craftArchive(
  entries: Array<{ path: string; data: Buffer }>,
  listed: Array<{ path: string; data: Buffer }> = entries.map((e) => ({
    path: e.path.replace(/^data\//, ''),
    data: e.data,
  })),
): Buffer {
  const manifest = {
    format: 'falcon-gridworks-data-backup',
    version: 1,
    created_at: new Date().toISOString(),
    files: listed.map((e) => ({
      path: e.path,
      size: e.data.length,
      sha256: createHash('sha256').update(e.data).digest('hex'),
      kind: 'json',
    })),
    warnings: [],
  }
  return gzipSync(
    Buffer.concat([
      ...tarEntry({ path: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) }),
      ...entries.flatMap((e) => tarEntry(e)),
      tarEnd(),
    ]),
  )
}

describe('backup of DATA_DIR', () => {
  it('when DATA_DIR holds stores, temp files, locks, SQLite side files and a backups folder, then the archive holds the stores only and restores byte for byte', async () => {
    await put('users.json', '{"users":[]}\n')
    await put('contacts/1700000000000-aaaaaaaaaaaa.json', '{"id":"x"}\n')
    await put('contacts/.1700000000000-bbbbbbbbbbbb.json.0a1b2c.tmp', '{"id":')
    await put('mail-outbox/m.json', '{"to":"a@b.c"}\n')
    await put('device-token-secret', 'f'.repeat(64) + '\n')
    await put('analytics-salt.json.123.tmp', '{')
    await put('index.lock', '')
    await put('other.sqlite-wal', 'wal bytes')
    await put('other.sqlite-shm', 'shm bytes')
    await put('backups/old.tar.gz', 'an older backup')

    const { archive, manifest } = await createBackup(dataDir, { skip: ['backups'] })

    expect(manifest.files.map((f) => f.path)).toEqual([
      'contacts/1700000000000-aaaaaaaaaaaa.json',
      'device-token-secret',
      'mail-outbox/m.json',
      'users.json',
    ])
    const target = path.join(root, 'restored')
    await restoreBackup(archive, target)
    expect(await listFiles(target)).toEqual(manifest.files.map((f) => f.path))
    for (const file of manifest.files) {
      expect(await readFile(path.join(target, file.path))).toEqual(
        await readFile(path.join(dataDir, file.path)),
      )
      expect((await stat(path.join(target, file.path))).mode & 0o777).toBe(0o600)
    }
    expect((await stat(path.join(target, 'contacts'))).mode & 0o777).toBe(0o700)
  })

  it('when an append-only file ends in a half-written line, then the backup holds it up to its last complete line', async () => {
    await put('events.jsonl', '{"n":1}\n{"n":2}\n{"n":')

    const { archive } = await createBackup(dataDir)

    const { files } = await readBackup(archive)
    expect(files.find((f) => f.path === 'events.jsonl')?.data.toString()).toBe('{"n":1}\n{"n":2}\n')
  })

  it('when a JSON file stays invalid across reads, then it is kept as it is and the manifest warns of it', async () => {
    await put('contacts/broken.json', '{"id": "not closed"')

    const { archive, manifest } = await createBackup(dataDir)

    expect(manifest.warnings).toEqual(['contacts/broken.json is not valid JSON; copied as it is'])
    const { files } = await readBackup(archive)
    expect(files[0]?.data.toString()).toBe('{"id": "not closed"')
  })

  it('when committed rows sit only in the write-ahead log and another connection holds an open write transaction, then the copy has every committed row and no uncommitted one', async () => {
    const file = path.join(dataDir, 'analytics.sqlite')
    const db = openSqlite(file)
    try {
      db.exec('CREATE TABLE views (n INTEGER)')
      const insert = db.prepare('INSERT INTO views (n) VALUES (?)')
      db.transaction(() => {
        for (let n = 1; n <= 500; n++) insert.run(n)
      })
      // the connection stays open, so nothing is checkpointed into the database file yet
      expect((await stat(`${file}-wal`)).size).toBeGreaterThan(0)
      db.exec('BEGIN IMMEDIATE')
      insert.run(9999)

      const { archive, manifest } = await createBackup(dataDir)

      db.exec('ROLLBACK')
      expect(manifest.files.map((f) => [f.path, f.kind])).toEqual([['analytics.sqlite', 'sqlite']])
      const target = path.join(root, 'restored')
      await restoreBackup(archive, target)
      expect(existsSync(path.join(target, 'analytics.sqlite-wal'))).toBe(false)
      const copy = openSqlite(path.join(target, 'analytics.sqlite'))
      try {
        expect(copy.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
        expect(copy.prepare('SELECT count(*) AS c, max(n) AS m FROM views').get()).toEqual({
          c: 500,
          m: 500,
        })
      } finally {
        copy.close()
      }
    } finally {
      db.close()
    }
  })

  it('when a path is longer than a tar header holds, then it comes back whole and the system tar reads it too', async () => {
    const long = `recovered/${'deep-folder/'.repeat(12)}page.md`
    await put(long, 'kept from an interrupted save\n')

    const { archive } = await createBackup(dataDir)

    expect(readTar(gunzipSync(archive)).map((e) => e.path)).toEqual([
      'manifest.json',
      `data/${long}`,
    ])
    const listed = execFileSync('tar', ['-tz'], { input: archive }).toString().trim().split('\n')
    expect(listed).toEqual(['manifest.json', `data/${long}`])
  })
})

describe('restore of a backup', () => {
  it('when the target DATA_DIR is not empty, then restore refuses and changes nothing there', async () => {
    await put('users.json', '{"users":[]}\n')
    const { archive } = await createBackup(dataDir)
    const target = path.join(root, 'target')
    await mkdir(target)
    await writeFile(path.join(target, 'sessions.json'), '{"sessions":[]}\n')

    await expect(restoreBackup(archive, target)).rejects.toThrow(/is not empty/)

    expect(await listFiles(target)).toEqual(['sessions.json'])
  })

  it('when a file in the archive was altered, then restore refuses naming it and writes nothing', async () => {
    const good = Buffer.from('{"users":["admin"]}\n')
    const archive = craftArchive(
      [
        { path: 'data/sessions.json', data: Buffer.from('{"sessions":[]}\n') },
        { path: 'data/users.json', data: Buffer.from('{"users":["evil"]}\n') },
      ],
      [
        { path: 'sessions.json', data: Buffer.from('{"sessions":[]}\n') },
        { path: 'users.json', data: good },
      ],
    )
    const target = path.join(root, 'target')

    await expect(restoreBackup(archive, target)).rejects.toThrow(
      /users\.json does not match its checksum/,
    )

    expect(existsSync(target)).toBe(false)
  })

  it('when the archive was cut short, then restore refuses and writes nothing', async () => {
    await put('users.json', `${JSON.stringify({ users: ['x'.repeat(5000)] })}\n`)
    const { archive } = await createBackup(dataDir)
    const tar = gunzipSync(archive)
    const target = path.join(root, 'target')

    await expect(
      restoreBackup(gzipSync(tar.subarray(0, tar.length - 3000)), target),
    ).rejects.toThrow(/truncated/)

    expect(existsSync(target)).toBe(false)
  })

  it.each([
    ['a .. segment', '../outside.json'],
    ['an absolute path', '/tmp/outside.json'],
    ['a nested .. segment', 'contacts/../../outside.json'],
  ])(
    'when an archive entry has %s, then restore refuses and writes nothing anywhere',
    async (_what, evil) => {
      const data = Buffer.from('{"owned":true}\n')
      const archive = craftArchive([{ path: `data/${evil}`, data }], [{ path: evil, data }])
      const target = path.join(root, 'target')

      await expect(restoreBackup(archive, target)).rejects.toThrow(/unsafe path/)

      expect(existsSync(target)).toBe(false)
      expect(existsSync(path.join(root, 'outside.json'))).toBe(false)
    },
  )

  it('when an entry lies outside data/ or is not in the manifest, then restore refuses', async () => {
    const data = Buffer.from('{}\n')
    const target = path.join(root, 'target')

    await expect(
      restoreBackup(craftArchive([{ path: 'elsewhere.json', data }], []), target),
    ).rejects.toThrow(/outside data\//)
    await expect(
      restoreBackup(craftArchive([{ path: 'data/extra.json', data }], []), target),
    ).rejects.toThrow(/does not list/)
    expect(existsSync(target)).toBe(false)
  })
})

describe('the backup command', () => {
  it('when it writes an archive file, then the file has mode 0600, no temp file is left, and restore into a non-empty folder exits 1 saying why', async () => {
    await put('users.json', '{"users":[]}\n')
    const errors: string[] = []
    const io = {
      cwd: root,
      env: {},
      stdout: () => undefined,
      stdin: () => Promise.resolve(Buffer.alloc(0)),
      stderr: (text: string) => void errors.push(text),
    }

    expect(await runBackupCli(['backup', '--data-dir', 'data', '--out', 'b.tar.gz'], io)).toBe(0)

    expect((await stat(path.join(root, 'b.tar.gz'))).mode & 0o777).toBe(0o600)
    expect((await readdir(root)).sort()).toEqual(['b.tar.gz', 'data'])
    expect(await runBackupCli(['restore', '--from', 'b.tar.gz', '--data-dir', 'data'], io)).toBe(1)
    expect(errors.at(-1)).toMatch(/data is not empty/)
    expect(await runBackupCli(['restore', '--from', 'b.tar.gz', '--data-dir', 'new'], io)).toBe(0)
    expect(await listFiles(path.join(root, 'new'))).toEqual(['users.json'])
  })

  it('when the archive goes to standard output and comes back on standard input, then the restore has the same files', async () => {
    await put('users.json', '{"users":[]}\n')
    await put('contacts/1700000000000-aaaaaaaaaaaa.json', '{"id":"x"}\n')
    const out: Buffer[] = []
    const io = {
      cwd: root,
      env: { DATA_DIR: dataDir },
      stdout: (data: Uint8Array | string) => void out.push(Buffer.from(data)),
      stdin: () => Promise.resolve(Buffer.concat(out)),
      stderr: () => undefined,
    }

    expect(await runBackupCli(['backup', '--out', '-'], io)).toBe(0)
    expect(await runBackupCli(['restore', '--from', '-', '--data-dir', 'copy'], io)).toBe(0)

    // the audit log's entry for this backup is written once the archive is made
    const source = await listFiles(dataDir)
    expect(source.filter((file) => file.startsWith('audit/'))).toHaveLength(1)
    expect(await listFiles(path.join(root, 'copy'))).toEqual(
      source.filter((file) => !file.startsWith('audit/')),
    )
    expect((await readdir(root)).sort()).toEqual(['copy', 'data'])
  })

  it('when a backup is taken, then the audit log says who took it, and the next backup holds the log', async () => {
    await put('users.json', '{"users":[]}\n')
    const io = {
      cwd: root,
      env: { DATA_DIR: dataDir },
      stdout: () => undefined,
      stdin: () => Promise.resolve(Buffer.alloc(0)),
      stderr: () => undefined,
      now: () => new Date('2026-11-28T09:30:00Z'),
    }
    expect(await runBackupCli(['backup', '--out', 'first.tar.gz'], io)).toBe(0)
    const log = await readFile(path.join(dataDir, 'audit', '2026-11-28.jsonl'), 'utf8')
    expect(JSON.parse(log)).toMatchObject({
      type: 'backup-taken',
      outcome: 'success',
      at: '2026-11-28T09:30:00.000Z',
      actor: { id: 'command-line' },
      target: '1 file',
    })
    expect(await runBackupCli(['backup', '--out', 'second.tar.gz'], io)).toBe(0)
    expect(
      await runBackupCli(['restore', '--from', 'second.tar.gz', '--data-dir', 'copy'], io),
    ).toBe(0)
    expect(await readFile(path.join(root, 'copy', 'audit', '2026-11-28.jsonl'), 'utf8')).toBe(log)
  })
})
