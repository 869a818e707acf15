import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createTestRepo,
  git,
  startTestApi,
} from '../../services/content-api/src/test-support/test-repo.ts'
import { createApp as createMediaApp } from '../../services/media/src/app.ts'
import { silentLogger } from '@site/platform'

/** content-api and the real media service over one temporary content repository. */
let api: Awaited<ReturnType<typeof startTestApi>>
let media: Server
let mediaUrl: string
let cacheDir: string
beforeEach(async () => {
  const repo = await createTestRepo()
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'upload-cache-'))
  await mkdir(path.join(repo.dir, 'media'), { recursive: true })
  const config = {
    port: 0,
    contentDir: repo.dir,
    mediaDir: path.join(repo.dir, 'media'),
    cacheDir,
    nodeEnv: 'test' as const,
    normalizeToken: 'upload-test-token-0123',
  }
  media = createServer(createMediaApp({ config, log: silentLogger }))
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve))
  mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`
  api = await startTestApi({ repo, mediaUrl, mediaToken: 'upload-test-token-0123' })
})
afterEach(async () => {
  await api.close()
  media.closeAllConnections()
  await new Promise<void>((resolve) => media.close(() => resolve()))
  await rm(cacheDir, { recursive: true, force: true })
})

const upload = (body: Uint8Array, name: string, type: string, token?: string) =>
  fetch(`${api.url}/api/media?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  })

describe('uploading an image', () => {
  it('when an editor uploads a real photo, then it is normalised, stored under a content hash, committed and served', async () => {
    const token = await api.login()
    const photo = await sharp({
      create: { width: 5000, height: 2500, channels: 3, background: '#204060' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'secret-photographer' } })
      .toBuffer()
    const res = await upload(photo, 'Site Visit.JPG', 'image/jpeg', token)
    expect(res.status).toBe(201)
    const body = (await res.json()) as {
      ref: string
      width: number
      height: number
      placeholder: string
    }
    expect(body.ref).toMatch(/^media\/site-visit-[0-9a-f]{10}\.jpg$/)
    expect(body).toMatchObject({ width: 3840, height: 1920 })
    expect(body.placeholder).toMatch(/^data:image\/webp;base64,/)

    const stored = await readFile(path.join(api.contentDir, body.ref))
    const meta = await sharp(stored).metadata()
    expect(meta.width).toBe(3840)
    expect(meta.exif).toBeUndefined()
    expect(
      (await git(api.contentDir, 'show', '--name-only', '--format=%s|%an', 'HEAD')).trim(),
    ).toBe(`media: add ${path.basename(body.ref)}|Edith Editor\n\n${body.ref}`)
    const variant = await fetch(`${mediaUrl}/${body.ref}?w=640&f=webp`)
    expect(variant.status).toBe(200)
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(640)
  })

  it('when the bytes are not an image, whatever the name and type say, then 415 and nothing is written', async () => {
    const token = await api.login()
    const before = (await git(api.contentDir, 'rev-parse', 'HEAD')).trim()
    const res = await upload(
      new TextEncoder().encode('<?php echo "hi"; ?>'),
      'photo.jpg',
      'image/jpeg',
      token,
    )
    expect(res.status).toBe(415)
    expect((await git(api.contentDir, 'rev-parse', 'HEAD')).trim()).toBe(before)
  })

  it('when the upload is over 10 MB, then 413', async () => {
    const token = await api.login()
    const res = await upload(new Uint8Array(10 * 1024 * 1024 + 1), 'big.jpg', 'image/jpeg', token)
    expect(res.status).toBe(413)
  })

  it('when nobody is signed in, then 401', async () => {
    const res = await upload(new Uint8Array([1, 2, 3]), 'x.jpg', 'image/jpeg')
    expect(res.status).toBe(401)
  })
})
