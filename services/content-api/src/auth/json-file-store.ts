import { readFile } from 'node:fs/promises'
import type { z } from 'zod'
import { writeFileAtomic } from '../fs/atomic-write.js'
import { SerialQueue } from '../serial-queue.js'

/**
 * One JSON document in the data directory, held in memory and written durably (atomic rename,
 * fsync) before a change is acknowledged. Changes run one at a time.
 */
export class JsonFileStore<T> {
  private value: T
  private readonly queue = new SerialQueue()

  private constructor(
    private readonly file: string,
    initial: T,
  ) {
    this.value = initial
  }

  static async open<T>(file: string, schema: z.ZodType<T>, empty: T): Promise<JsonFileStore<T>> {
    let text: string | null = null
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    if (text === null) return new JsonFileStore(file, empty)
    const parsed = schema.safeParse(JSON.parse(text))
    if (!parsed.success) {
      throw new Error(
        `${file} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    }
    return new JsonFileStore(file, parsed.data)
  }

  read(): T {
    return this.value
  }

  /** Applies `change` to a copy, writes it durably, then makes it the current value. */
  update<R>(change: (draft: T) => R): Promise<R> {
    return this.queue.run(async () => {
      const draft = structuredClone(this.value)
      const result = change(draft)
      await writeFileAtomic(this.file, `${JSON.stringify(draft, null, 2)}\n`)
      this.value = draft
      return result
    })
  }
}
