import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/**
 * Runs git in a content work tree and returns its stdout. Identity comes from `-c` flags so the
 * seed commit works on machines (CI, containers) without a global git config.
 */
export async function git(contentDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('git', ['-C', contentDir, ...args], {
    maxBuffer: 16 * 1024 * 1024,
  })
  return stdout
}

export const seedIdentity = ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.invalid']

/** Makes `dir` a git repository whose first commit holds everything in it. */
export async function initSeededRepository(dir: string): Promise<void> {
  await git(dir, 'init', '--quiet', '--initial-branch=main')
  await git(dir, 'add', '--all')
  await git(dir, ...seedIdentity, 'commit', '--quiet', '--allow-empty', '-m', 'Seed content')
}
