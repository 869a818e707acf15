import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * A signing secret: the environment's when set, otherwise one made once and kept in the data
 * directory (mode 0600), so signed things stay valid across restarts without any set-up.
 */
export async function dataDirSecret(
  dataDir: string,
  fileName: string,
  fromEnv: string | undefined,
): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8')
  const file = path.join(dataDir, fileName)
  const fresh = randomBytes(32).toString('hex')
  try {
    await writeFile(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 })
    return Buffer.from(fresh, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const stored = (await readFile(file, 'utf8')).trim()
  if (stored.length < 32) throw new Error(`${file} holds no usable secret: delete it`)
  return Buffer.from(stored, 'utf8')
}
