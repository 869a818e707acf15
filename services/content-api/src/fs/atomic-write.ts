import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes a file so that readers see the old bytes or the new bytes, never half of them, and the
 * new bytes survive a crash once this resolves: temp file in the same folder, fsync, rename,
 * fsync the folder. `mode`: the new file's permissions (0600 for what holds secrets).
 */
export async function writeFileAtomic(
  file: string,
  data: string | Uint8Array,
  { mode = 0o644 }: { mode?: number } = {},
): Promise<void> {
  const dir = path.dirname(file)
  await mkdir(dir, { recursive: true })
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    const handle = await open(temp, 'wx', mode)
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  const dirHandle = await open(dir, 'r')
  try {
    await dirHandle.sync()
  } finally {
    await dirHandle.close()
  }
}
