import { access } from 'node:fs/promises'
import path from 'node:path'
import type { ContentProblem } from '../content/codecs.js'
import { ContentStore } from '../content/content-store.js'
import { confinePath } from '../fs/confine.js'
import { silentLogger } from '../log.js'

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  )
}

/** An image reference that points at a missing (or escaping) file under the content root. */
async function missingImage(root: string, ref: string): Promise<string | null> {
  if (ref === '') return null
  try {
    return (await exists(await confinePath(root, ref))) ? null : `Image ${ref} does not exist`
  } catch {
    return `Image ${ref} is outside the content folder`
  }
}

/**
 * Validates every content file and every reference between them (child solutions, images).
 * Used by `npm run content:check` on pull requests and by the tests on the seed content.
 */
export async function checkContent(root: string): Promise<ContentProblem[]> {
  const store = new ContentStore(root, silentLogger)
  await store.loadAll()
  const problems = [...store.index.problems()]
  const { solutions, pages } = store.index

  for (const [slug, { file, data }] of solutions) {
    data.children.forEach((child, i) => {
      if (child === slug)
        problems.push({
          file,
          field: `children.${i}`,
          message: 'A solution cannot be its own child',
        })
      else if (!solutions.has(child)) {
        problems.push({
          file,
          field: `children.${i}`,
          message: `Solution "${child}" does not exist`,
        })
      }
    })
    const image = await missingImage(root, data.image)
    if (image) problems.push({ file, field: 'image', message: image })
  }

  for (const { file, data } of pages.values()) {
    for (const [section, fields] of Object.entries(data)) {
      for (const [key, value] of Object.entries(fields)) {
        if (!value.startsWith('media/')) continue
        const image = await missingImage(root, value)
        if (image) problems.push({ file, field: `${section}.${key}`, message: image })
      }
    }
  }
  return problems
}
