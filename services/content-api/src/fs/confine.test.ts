import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { confinePath, PathOutsideRootError } from './confine.js'

let base: string
let root: string
beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'confine-'))
  root = path.join(base, 'root')
  await mkdir(path.join(root, 'media'), { recursive: true })
  await writeFile(path.join(base, 'secret.txt'), 'secret')
})
afterEach(() => rm(base, { recursive: true, force: true }))

describe('confinePath', () => {
  it('when the path stays inside, then it resolves (even for a file that does not exist yet)', async () => {
    expect(await confinePath(root, 'media/new.jpg')).toBe(path.join(root, 'media/new.jpg'))
  })

  it.each(['../secret.txt', 'media/../../secret.txt', '/etc/passwd', 'media/\0.jpg'])(
    'when the path is %j, then it is refused',
    async (relative) => {
      await expect(confinePath(root, relative)).rejects.toBeInstanceOf(PathOutsideRootError)
    },
  )

  it('when a symlink inside points outside, then it is refused', async () => {
    await symlink(path.join(base, 'secret.txt'), path.join(root, 'media/link.jpg'))
    await expect(confinePath(root, 'media/link.jpg')).rejects.toBeInstanceOf(PathOutsideRootError)
  })
})
