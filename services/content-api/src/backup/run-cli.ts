import { readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { AuditLog } from '../audit/audit-log.js'
import { writeFileAtomic } from '../fs/atomic-write.js'
import { BackupError, createBackup, restoreBackup } from './backup.js'

const USAGE = `usage:
  backup  [--data-dir DIR] [--out FILE|-]   write a .tar.gz of DATA_DIR (- : to standard output)
  restore --from FILE|- [--data-dir DIR]    restore one into an empty or new DATA_DIR (- : from standard input)
DATA_DIR defaults to the DATA_DIR variable, else ./data (like content-api).`

/** The top-level folder of DATA_DIR a backup leaves out, so backups kept there are not nested. */
export const BACKUPS_FOLDER = 'backups'

export interface CliIo {
  /** where paths typed by the user are relative to */
  cwd: string
  env: NodeJS.ProcessEnv
  /** standard output (the archive with `--out -`) */
  stdout: (data: Uint8Array | string) => Promise<void> | void
  /** all of standard input (the archive with `--from -`) */
  stdin: () => Promise<Buffer>
  /** messages for the person */
  stderr: (text: string) => void
  now?: () => Date
}

function parseArgs(args: string[]): { command: string | undefined; options: Map<string, string> } {
  const [command, ...rest] = args
  const options = new Map<string, string>()
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i] ?? ''
    const [name, inline] = flag.startsWith('--') ? flag.slice(2).split(/=(.*)/s) : [flag]
    if (!name || !['data-dir', 'out', 'from'].includes(name) || !flag.startsWith('--')) {
      throw new BackupError(`unknown argument ${JSON.stringify(flag)}\n${USAGE}`)
    }
    const value = inline ?? rest[++i]
    if (value === undefined || value === '') throw new BackupError(`--${name} needs a value`)
    options.set(name, value)
  }
  return { command, options }
}

/** A backup is a security event (it copies every password hash): the audit log says who took it. */
async function auditBackup(dataDir: string, io: CliIo, what: string): Promise<void> {
  const retentionDays = Number(io.env.AUDIT_RETENTION_DAYS) || 400
  const audit = await AuditLog.open(dataDir, {
    retentionDays,
    ...(io.now ? { clock: () => (io.now?.() ?? new Date()).getTime() } : {}),
  })
  try {
    let user = 'unknown'
    try {
      user = os.userInfo().username
    } catch {
      // a container's uid with no passwd entry
    }
    await audit.record({
      type: 'backup-taken',
      outcome: 'success',
      actor: { id: 'command-line', email: 'command line', name: user },
      target: what,
      ip: os.hostname(),
    })
  } finally {
    await audit.close()
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-')

/** `backup` or `restore`; resolves to the exit code. */
export async function runBackupCli(args: string[], io: CliIo): Promise<number> {
  try {
    const { command, options } = parseArgs(args)
    const typed = (p: string) => path.resolve(io.cwd, p)
    // the default is the service's: DATA_DIR as content-api resolves it, from the process's cwd
    const dataDir = options.has('data-dir')
      ? typed(options.get('data-dir') ?? '')
      : path.resolve(io.env.DATA_DIR || './data')
    if (command === 'backup') {
      if (options.has('from')) throw new BackupError(`backup takes no --from\n${USAGE}`)
      const now = io.now?.() ?? new Date()
      const out = options.get('out') ?? `data-backup-${stamp(now)}.tar.gz`
      const { archive, manifest } = await createBackup(dataDir, { skip: [BACKUPS_FOLDER], now })
      if (out === '-') await io.stdout(archive)
      // it holds password hashes and sessions: readable by its owner alone
      else await writeFileAtomic(typed(out), archive, { mode: 0o600 })
      for (const warning of manifest.warnings) io.stderr(`warning: ${warning}\n`)
      const count = manifest.files.length
      await auditBackup(dataDir, io, count === 1 ? '1 file' : `${count} files`)
      io.stderr(
        `backup of ${dataDir}: ${manifest.files.length} files, ${archive.length} bytes` +
          `${out === '-' ? ' to standard output' : ` in ${typed(out)}`}\n`,
      )
      return 0
    }
    if (command === 'restore') {
      const from = options.get('from')
      if (!from || options.has('out')) throw new BackupError(`restore needs --from FILE\n${USAGE}`)
      const archive =
        from === '-'
          ? await io.stdin()
          : await readFile(typed(from)).catch((cause: unknown) => {
              throw new BackupError(`cannot read ${typed(from)}: ${(cause as Error).message}`)
            })
      if (archive.length === 0) {
        throw new BackupError(
          `${from === '-' ? 'standard input' : from} is empty (docker run/exec need -i to pass it on)`,
        )
      }
      const manifest = await restoreBackup(archive, dataDir)
      io.stderr(
        `restored ${manifest.files.length} files of the backup of ${manifest.created_at} ` +
          `into ${dataDir}\n`,
      )
      return 0
    }
    throw new BackupError(USAGE)
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    io.stderr(`${error.message}\n`)
    return 1
  }
}
