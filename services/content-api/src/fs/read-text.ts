import { readFile } from 'node:fs/promises'

/** A file's text, or null when it does not exist (a deleted record); other errors are thrown. */
export async function readTextIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
