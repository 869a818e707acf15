import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppError } from '@site/platform'
import { parseMediaPath, resolveOriginal } from './media-path.js'

describe('parseMediaPath', () => {
  it('when the path has sub-folders and encoded spaces, then they are decoded per segment', () => {
    expect(parseMediaPath('projects/solar%20farm.jpg')).toBe('projects/solar farm.jpg')
  })

  it.each([
    ['..%2f..%2fetc%2fpasswd'],
    ['%2e%2e/secret.jpg'],
    ['../secret.jpg'],
    ['a/./b.jpg'],
    ['%2fetc%2fpasswd'],
    ['/etc/passwd'],
    ['a.jpg%00.png'],
    ['a%5c..%5csecret.jpg'],
    ['.hidden.jpg'],
    ['bad%E0%A4%A.jpg'],
    [''],
    ['a//b.jpg'],
  ])('when the path is %j, then it is refused with 400 invalid_path', (raw) => {
    let thrown: unknown
    try {
      parseMediaPath(raw)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(AppError)
    expect(thrown).toMatchObject({ status: 400, code: 'invalid_path' })
  })
})

describe('resolveOriginal', () => {
  let root: string
  let mediaDir: string

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-path-'))
    mediaDir = path.join(root, 'media')
    await mkdir(path.join(mediaDir, 'sub'), { recursive: true })
    await writeFile(path.join(mediaDir, 'sub', 'a.jpg'), 'inside')
    await writeFile(path.join(root, 'secret.jpg'), 'outside')
  })
  afterEach(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('when the file is inside, then its real relative path, size and mtime are returned', async () => {
    const original = await resolveOriginal(mediaDir, 'sub/a.jpg')
    expect(original.relativePath).toBe('sub/a.jpg')
    expect(original.size).toBe(6)
    expect(original.mtimeMs).toBeGreaterThan(0)
  })

  // The lexical check must hold on its own, even if parseMediaPath were bypassed.
  it.each([['../secret.jpg'], ['sub/../../secret.jpg'], ['/etc/passwd'], ['sub/..'], ['.']])(
    'when the path %j leaves the folder lexically, then it is refused with 400',
    async (relative) => {
      await expect(resolveOriginal(mediaDir, relative)).rejects.toMatchObject({ status: 400 })
    },
  )

  it('when an absolute path names the outside secret, then it is refused', async () => {
    await expect(resolveOriginal(mediaDir, path.join(root, 'secret.jpg'))).rejects.toMatchObject({
      status: 400,
    })
  })

  it('when a symlink inside points outside, then it is 404', async () => {
    await symlink(path.join(root, 'secret.jpg'), path.join(mediaDir, 'link.jpg'))
    await expect(resolveOriginal(mediaDir, 'link.jpg')).rejects.toMatchObject({ status: 404 })
  })

  it('when a symlinked folder points outside, then files through it are 404', async () => {
    await symlink(root, path.join(mediaDir, 'up'))
    await expect(resolveOriginal(mediaDir, 'up/secret.jpg')).rejects.toMatchObject({ status: 404 })
  })

  it('when a symlink stays inside, then it resolves to the real file', async () => {
    await symlink(path.join(mediaDir, 'sub', 'a.jpg'), path.join(mediaDir, 'alias.jpg'))
    expect((await resolveOriginal(mediaDir, 'alias.jpg')).relativePath).toBe('sub/a.jpg')
  })

  it('when the media folder itself is a symlink, then files inside it still resolve', async () => {
    const linkedMedia = path.join(root, 'media-link')
    await symlink(mediaDir, linkedMedia)
    expect((await resolveOriginal(linkedMedia, 'sub/a.jpg')).relativePath).toBe('sub/a.jpg')
  })

  it('when the file is missing or is a folder, then it is 404', async () => {
    await expect(resolveOriginal(mediaDir, 'nope.jpg')).rejects.toMatchObject({ status: 404 })
    await expect(resolveOriginal(mediaDir, 'sub')).rejects.toMatchObject({ status: 404 })
    await expect(resolveOriginal(mediaDir, 'sub/a.jpg/x')).rejects.toMatchObject({ status: 404 })
  })
})
