import { createRequire } from 'node:module'

/**
 * The one SQLite interface analytics uses, over whichever driver this Node has:
 *
 * - Node's own `node:sqlite` (Node 22.5 and later): nothing to build. The Docker image
 *   (node:22-bookworm-slim) has no compiler, so this is what it runs on.
 * - otherwise `better-sqlite3` (an optionalDependency of content-api): Node 20 has no `node:sqlite`,
 *   and better-sqlite3 builds from source there in about a minute where a compiler exists.
 *
 * Only what both drivers do alike is offered: positional `?` parameters, run/all/get, and
 * transactions through BEGIN/COMMIT (node:sqlite has no transaction helper).
 */
export type SqlValue = string | number | bigint | null | Uint8Array

export interface Statement {
  run(...params: SqlValue[]): { changes: number | bigint }
  all(...params: SqlValue[]): unknown[]
  get(...params: SqlValue[]): unknown
}

export interface Sqlite {
  /** which driver answered: 'node:sqlite' or 'better-sqlite3' */
  readonly driver: 'node:sqlite' | 'better-sqlite3'
  exec(sql: string): void
  prepare(sql: string): Statement
  /** runs `fn` in one transaction (BEGIN IMMEDIATE ... COMMIT; ROLLBACK when it throws) */
  transaction<T>(fn: () => T): T
  /**
   * Copies what the WAL holds into the database, without waiting on readers (PASSIVE): the next
   * write starts the WAL over, cut back to nothing first (journal_size_limit), so the WAL holds
   * one write's pages, not every write's since the start.
   */
  checkpoint(): void
  close(): void
}

interface NativeDatabase {
  exec(sql: string): unknown
  prepare(sql: string): Statement
  close(): unknown
}

type NodeSqlite = { DatabaseSync: new (file: string) => NativeDatabase }
type BetterSqlite = new (file: string) => NativeDatabase

function nodeSqlite(): NodeSqlite | null {
  const getBuiltin = (process as NodeJS.Process & { getBuiltinModule?: (id: string) => unknown })
    .getBuiltinModule
  try {
    const mod = getBuiltin?.('node:sqlite') as NodeSqlite | undefined
    return mod?.DatabaseSync ? mod : null
  } catch {
    return null // an older Node that knows no such module
  }
}

/** Opens (creating) the database `file`, in WAL mode. Throws when neither driver is there. */
export function openSqlite(file: string, prefer?: Sqlite['driver']): Sqlite {
  const builtin = prefer === 'better-sqlite3' ? null : nodeSqlite()
  let db: NativeDatabase
  let driver: Sqlite['driver']
  if (builtin) {
    db = new builtin.DatabaseSync(file)
    driver = 'node:sqlite'
  } else {
    let Better: BetterSqlite
    try {
      Better = createRequire(import.meta.url)('better-sqlite3') as BetterSqlite
    } catch (cause) {
      throw new Error(
        'analytics needs SQLite: Node 22.5+ (node:sqlite) or the better-sqlite3 package (npm install)',
        { cause },
      )
    }
    db = new Better(file)
    driver = 'better-sqlite3'
  }
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000; ' +
      'PRAGMA journal_size_limit = 0',
  )
  let depth = 0
  return {
    driver,
    exec: (sql) => void db.exec(sql),
    prepare: (sql) => db.prepare(sql),
    transaction<T>(fn: () => T): T {
      if (depth > 0) return fn() // nested: part of the outer one
      db.exec('BEGIN IMMEDIATE')
      depth++
      try {
        const result = fn()
        db.exec('COMMIT')
        return result
      } catch (error) {
        db.exec('ROLLBACK')
        throw error
      } finally {
        depth--
      }
    },
    checkpoint: () => void db.exec('PRAGMA wal_checkpoint(PASSIVE)'),
    close: () => void db.close(),
  }
}
