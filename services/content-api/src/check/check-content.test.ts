import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentStore } from '../content/content-store.js'
import { silentLogger } from '@site/platform'
import { createTestRepo } from '../test-support/test-repo.js'
import { checkContent } from './check-content.js'

const REPO_CONTENT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content',
)

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe('content check', () => {
  it("when the repository's own seed content is checked, then it is complete and has no problems", async () => {
    expect(await checkContent(REPO_CONTENT)).toEqual([])
    const store = new ContentStore(REPO_CONTENT, silentLogger)
    await store.loadAll()
    const solutions = store.index.collection('solutions')
    for (const pillar of [
      'energy-systems',
      'it-infrastructure',
      'industrial-automation',
      'battery-energy-storage-systems',
      'software-platforms',
    ]) {
      expect(solutions.get(pillar)?.data.image, pillar).toMatch(/^media\//)
    }
    expect(store.index.pages.get('home')?.data.hero?.title).not.toBe('')
  })

  it('when files are invalid or references dangle, then each problem names file, field and message', async () => {
    const repo = await createTestRepo()
    cleanup = repo.cleanup
    await writeFile(
      path.join(repo.dir, 'solutions/bad.md'),
      '---\ntitle: Bad\ndescription: x\nicon: rocket\nchildren: [ghost]\nimage: media/missing.jpg\n---\nBody\n',
    )
    await writeFile(
      path.join(repo.dir, 'solutions/orphan.md'),
      '---\ntitle: Orphan\ndescription: x\nchildren: [ghost]\nimage: media/missing.jpg\n---\nBody\n',
    )
    await writeFile(path.join(repo.dir, 'pages/home.json'), '{"hero":{"nope":"x"}}')
    const problems = await checkContent(repo.dir)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'solutions/bad.md', field: 'icon' }),
        {
          file: 'solutions/orphan.md',
          field: 'children.0',
          message: 'There is no solution "ghost"',
        },
        {
          file: 'solutions/orphan.md',
          field: 'image',
          message: 'Image media/missing.jpg does not exist in the media library',
        },
        expect.objectContaining({ file: 'pages/home.json', field: 'hero' }),
      ]),
    )
  })
})
