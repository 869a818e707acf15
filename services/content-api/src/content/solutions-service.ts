import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomic } from '../fs/atomic-write.js'
import type { ContentGit } from '../git/content-git.js'
import { HttpError } from '../http/errors.js'
import {
  SolutionUpdate,
  fieldErrorsOf,
  type SessionUser,
  type Solution,
  type SolutionInput,
} from '../schemas/index.js'
import { gitBlobId } from './blob-id.js'
import { decodeSolution, encodeSolution } from './codecs.js'
import type { Indexed } from './content-index.js'
import type { ContentStore } from './content-store.js'
import { solutionFile } from './layout.js'

const bySortOrder = (a: Indexed<SolutionInput>, b: Indexed<SolutionInput>) =>
  a.data.sort_order - b.data.sort_order || a.data.title.localeCompare(b.data.title)

export class SolutionsService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  private toApi(slug: string, entry: Indexed<SolutionInput>): Solution {
    const { children, ...fields } = entry.data
    const solutions = this.store.index.solutions
    return {
      ...fields,
      id: slug,
      slug,
      version: entry.version,
      children: children.flatMap((child) => {
        const found = solutions.get(child)
        if (!found) return []
        const { title, description, icon } = found.data
        return [{ id: child, slug: child, title, description, icon }]
      }),
    }
  }

  list(): Solution[] {
    return [...this.store.index.solutions.entries()]
      .sort(([, a], [, b]) => bySortOrder(a, b))
      .map(([slug, entry]) => this.toApi(slug, entry))
  }

  get(slug: string): Solution | null {
    const entry = this.store.index.solutions.get(slug)
    return entry ? this.toApi(slug, entry) : null
  }

  /**
   * Validates, writes and commits one solution, serialised with every other write. A save based
   * on a version other than the file's current bytes is refused with 409 (never overwritten).
   */
  async update(slug: string, body: unknown, editor: SessionUser): Promise<Solution> {
    const parsed = SolutionUpdate.safeParse(body)
    if (!parsed.success) {
      throw new HttpError(400, 'validation_failed', 'Some fields are not valid', {
        fields: fieldErrorsOf(parsed.error),
      })
    }
    const { version, ...input } = parsed.data
    const file = solutionFile(slug)
    return this.git.withWriteLock(async () => {
      const absolute = path.join(this.store.root, file)
      const current = await readFile(absolute, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw error
      })
      if (current === null || !this.store.index.solutions.has(slug)) {
        throw new HttpError(404, 'not_found', `Solution "${slug}" does not exist`)
      }
      // refuse to overwrite a file we cannot read: the editor would lose what is in it
      const onDisk = decodeSolution(file, current)
      if (!onDisk.ok) {
        throw new HttpError(409, 'invalid_file', `${file} is invalid on disk; fix it before saving`, {
          details: { problems: onDisk.problems },
        })
      }
      const currentVersion = gitBlobId(current)
      if (currentVersion !== version) {
        throw new HttpError(409, 'conflict', 'This solution was changed since you loaded it', {
          details: { current: this.toApiFromData(slug, file, currentVersion, onDisk.data) },
        })
      }
      const text = encodeSolution(input)
      await writeFileAtomic(absolute, text)
      try {
        await this.git.commitFiles([file], `solutions: update "${input.title}"`, editor)
      } catch (error) {
        // keep disk and history in step: a save that is not committed is not a save
        await writeFile(absolute, current)
        throw error
      }
      await this.store.reload(file)
      return this.get(slug) as Solution
    })
  }

  private toApiFromData(slug: string, file: string, version: string, data: SolutionInput): Solution {
    return this.toApi(slug, { file, version, data })
  }
}
