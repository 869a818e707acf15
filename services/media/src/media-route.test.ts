import { readdir, readFile, symlink, utimes, writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gradientJpeg, gradientPng } from './test-support/images.js'
import { rawGet, startTestServer, type TestServer } from './test-support/server.js'

let server: TestServer

beforeEach(async () => {
  server = await startTestServer()
  // EXIF orientation 6: stored 2000x1000 landscape, displayed 1000x2000 portrait.
  await writeFile(path.join(server.mediaDir, 'rotated.jpg'), await gradientJpeg(2000, 1000, 6))
  await mkdir(path.join(server.mediaDir, 'projects'))
  await writeFile(path.join(server.mediaDir, 'projects', 'wide.jpg'), await gradientJpeg(2400, 600))
  await writeFile(path.join(server.mediaDir, 'logo.png'), await gradientPng(400, 200))
})
afterEach(async () => {
  await server.close()
})

async function getImage(url: string, init?: RequestInit) {
  const res = await fetch(`${server.baseUrl}${url}`, init)
  const body = Buffer.from(await res.arrayBuffer())
  return { res, body }
}

async function cachedFiles(): Promise<string[]> {
  const entries = await readdir(server.cacheDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp'))
    .map((entry) => entry.name)
}

describe('GET /media/<file>', () => {
  it('when an allowed width and format are asked, then the variant has that width and format, auto-oriented', async () => {
    const { res, body } = await getImage('/media/rotated.jpg?w=640&f=webp')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(body).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(640)
    // Portrait after auto-orient; ignoring EXIF would give 640x320.
    expect(meta.height).toBe(1280)
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
  })

  it.each([
    ['avif', 'heif', 'image/avif'],
    ['jpeg', 'jpeg', 'image/jpeg'],
    ['png', 'png', 'image/png'],
  ])('when f=%s, then the body decodes as %s with Content-Type %s', async (f, decoded, type) => {
    const { res, body } = await getImage(`/media/projects/wide.jpg?w=320&f=${f}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    const meta = await sharp(body).metadata()
    expect(meta.format).toBe(decoded)
    expect(meta.width).toBe(320)
    expect(meta.height).toBe(80)
  })

  it('when the placeholder width 16 is asked, then a tiny image of that width is served', async () => {
    const { res, body } = await getImage('/media/projects/wide.jpg?w=16&f=webp')
    expect(res.status).toBe(200)
    expect((await sharp(body).metadata()).width).toBe(16)
    expect(body.length).toBeLessThan(1024)
  })

  it('when w is absent, then the original is capped at 1920 wide', async () => {
    const { body } = await getImage('/media/projects/wide.jpg?f=webp')
    const meta = await sharp(body).metadata()
    expect([meta.width, meta.height]).toEqual([1920, 480])
  })

  it('when the width exceeds the original, then it is never upscaled', async () => {
    const { body } = await getImage('/media/logo.png?w=1280&f=webp')
    const meta = await sharp(body).metadata()
    expect([meta.width, meta.height]).toEqual([400, 200])
  })

  it('when f is absent, then a jpeg original gives jpeg and a png original gives png', async () => {
    const jpeg = await getImage('/media/projects/wide.jpg?w=480')
    expect(jpeg.res.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(jpeg.body).metadata()).format).toBe('jpeg')
    const png = await getImage('/media/logo.png?w=320')
    expect(png.res.headers.get('content-type')).toBe('image/png')
    expect((await sharp(png.body).metadata()).format).toBe('png')
  })

  it('when served, then the headers are cacheable forever with a strong ETag and no Vary', async () => {
    const { res, body } = await getImage('/media/projects/wide.jpg?w=480&f=webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/)
    expect(res.headers.get('content-length')).toBe(String(body.length))
    expect(res.headers.get('vary')).toBeNull()
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('when asked twice, then the second comes from the disk cache: same bytes and ETag, no new render', async () => {
    const first = await getImage('/media/rotated.jpg?w=960&f=avif')
    expect(server.logged('variant rendered')).toHaveLength(1)
    // Written via a temp file that was renamed away, not left behind.
    expect(await readdir(path.join(server.cacheDir, '.tmp'))).toEqual([])
    expect(await cachedFiles()).toEqual([`${first.res.headers.get('etag')?.slice(1, -1)}.avif`])

    const second = await getImage('/media/rotated.jpg?w=960&f=avif')
    expect(second.res.status).toBe(200)
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'))
    expect(second.res.headers.get('content-length')).toBe(String(first.body.length))
    expect(second.body.equals(first.body)).toBe(true)
    expect(server.logged('variant rendered')).toHaveLength(1)
  })

  it('when the cached file exists, then its bytes are what is served', async () => {
    const first = await getImage('/media/logo.png?w=320&f=webp')
    const key = first.res.headers.get('etag')?.slice(1, -1) ?? ''
    const onDisk = await readFile(path.join(server.cacheDir, key.slice(0, 2), `${key}.webp`))
    expect(onDisk.equals(first.body)).toBe(true)
  })

  it('when the same uncached variant is asked concurrently, then sharp runs once', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => getImage('/media/rotated.jpg?w=1920&f=webp')),
    )
    expect(results.map((r) => r.res.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(new Set(results.map((r) => r.res.headers.get('etag'))).size).toBe(1)
    expect(server.logged('variant rendered')).toHaveLength(1)
  })

  it('when the original changes (size and mtime), then the ETag changes and it is re-rendered', async () => {
    const file = path.join(server.mediaDir, 'projects', 'wide.jpg')
    const before = await getImage('/media/projects/wide.jpg?w=640&f=jpeg')
    await writeFile(file, await gradientJpeg(1600, 1600))
    const later = new Date(Date.now() + 60_000)
    await utimes(file, later, later)
    const after = await getImage('/media/projects/wide.jpg?w=640&f=jpeg')
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'))
    expect((await sharp(after.body).metadata()).height).toBe(640)
    expect(server.logged('variant rendered')).toHaveLength(2)
  })

  it('when If-None-Match carries the ETag, then 304 with no body and the cache headers', async () => {
    const first = await getImage('/media/logo.png?w=320&f=avif')
    const etag = first.res.headers.get('etag') ?? ''
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const { res, body } = await getImage('/media/logo.png?w=320&f=avif', {
        headers: { 'If-None-Match': header },
      })
      expect(res.status).toBe(304)
      expect(body.length).toBe(0)
      expect(res.headers.get('etag')).toBe(etag)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    const stale = await getImage('/media/logo.png?w=320&f=avif', {
      headers: { 'If-None-Match': '"stale"' },
    })
    expect(stale.res.status).toBe(200)
  })

  it('when HEAD is used, then the headers match GET and there is no body, cached or not', async () => {
    const head = await getImage('/media/logo.png?w=480&f=jpeg', { method: 'HEAD' })
    expect(head.res.status).toBe(200)
    expect(head.body.length).toBe(0)
    const get = await getImage('/media/logo.png?w=480&f=jpeg')
    expect(head.res.headers.get('etag')).toBe(get.res.headers.get('etag'))
    expect(head.res.headers.get('content-length')).toBe(String(get.body.length))
    const headCached = await getImage('/media/logo.png?w=480&f=jpeg', { method: 'HEAD' })
    expect(headCached.res.headers.get('content-length')).toBe(String(get.body.length))
    expect(headCached.body.length).toBe(0)
  })

  it.each([['500'], ['0640'], ['640.0'], ['abc'], ['-320'], ['']])(
    'when w=%j is not in the allow-list, then 400 invalid_width',
    async (w) => {
      const res = await fetch(`${server.baseUrl}/media/logo.png?w=${w}&f=webp`)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_width' } })
    },
  )

  it('when w is given twice, then 400', async () => {
    const res = await fetch(`${server.baseUrl}/media/logo.png?w=320&w=640`)
    expect(res.status).toBe(400)
  })

  it.each([['gif'], ['JPEG'], ['svg'], ['']])('when f=%j, then 400 invalid_format', async (f) => {
    const res = await fetch(`${server.baseUrl}/media/logo.png?w=320&f=${f}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_format' } })
  })

  it('when the file is missing, then 404 JSON', async () => {
    const res = await fetch(`${server.baseUrl}/media/projects/nope.jpg?w=320`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  it('when the original is not an image, then 422 and nothing is cached', async () => {
    await writeFile(path.join(server.mediaDir, 'notes.jpg'), 'just some text')
    const res = await fetch(`${server.baseUrl}/media/notes.jpg?w=320&f=webp`)
    expect(res.status).toBe(422)
    expect(res.headers.get('cache-control')).toBeNull()
    expect(await res.json()).toMatchObject({ error: { code: 'unreadable_original' } })
    expect(await cachedFiles()).toEqual([])
  })
})

describe('GET /media/<file> path confinement', () => {
  let secret: Buffer

  beforeEach(async () => {
    secret = await gradientJpeg(300, 300)
    // Next to the media folder, one level up, and two levels up: every place a `..` could reach.
    await writeFile(path.join(server.contentDir, 'secret.jpg'), secret)
    await writeFile(path.join(server.root, 'secret.jpg'), secret)
    await symlink(
      path.join(server.contentDir, 'secret.jpg'),
      path.join(server.mediaDir, 'link.jpg'),
    )
    await symlink(server.root, path.join(server.mediaDir, 'uplink'))
  })

  it.each([
    ['/media/..%2f..%2fetc%2fpasswd'],
    ['/media/%2e%2e/secret.jpg'],
    ['/media/%2E%2E/secret.jpg?w=320&f=png'],
    ['/media/../secret.jpg'],
    ['/media/projects/../../secret.jpg'],
    ['/media/..%2fsecret.jpg'],
    ['/media/%2fetc%2fpasswd'],
    ['/media//etc/passwd'],
    ['/media/logo.png%00.jpg'],
    ['/media/link.jpg'],
    ['/media/link.jpg?w=320&f=jpeg'],
    ['/media/uplink/secret.jpg'],
    ['/media/uplink/content/secret.jpg?w=320&f=webp'],
  ])(
    'when %s is requested, then 4xx JSON and the outside file is never served',
    async (rawPath) => {
      const res = await rawGet(server.port, rawPath)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.body.includes(secret.subarray(0, 64))).toBe(false)
      expect(() => JSON.parse(res.body.toString('utf8')) as unknown).not.toThrow()
      // Nothing outside was decoded either.
      expect(server.logged('variant rendered')).toHaveLength(0)
    },
  )

  it('when the same raw path without traversal is asked, then it is served (the check is not over-broad)', async () => {
    const res = await rawGet(server.port, '/media/projects/wide.jpg?w=320&f=png')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
  })
})
