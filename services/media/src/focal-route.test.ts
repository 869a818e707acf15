import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_MEDIA_META, mediaMetaVersion, type MediaMeta } from '@site/contract'
import { gradientJpeg } from './test-support/images.js'
import { startTestServer, type TestServer } from './test-support/server.js'

let server: TestServer

beforeEach(async () => {
  server = await startTestServer()
  // red grows left to right: a variant's mean red says which part of the width it shows
  await writeFile(path.join(server.mediaDir, 'wide.jpg'), await gradientJpeg(2000, 1000))
})
afterEach(async () => {
  await server.close()
})

async function setMeta(meta: Partial<MediaMeta>) {
  await writeFile(
    path.join(server.mediaDir, 'wide.jpg.json'),
    `${JSON.stringify({ ...DEFAULT_MEDIA_META, ...meta }, null, 2)}\n`,
  )
}

async function get(url: string) {
  const res = await fetch(`${server.baseUrl}${url}`)
  return { res, body: Buffer.from(await res.arrayBuffer()) }
}

async function meanRed(body: Buffer): Promise<number> {
  const stats = await sharp(body).stats()
  return stats.channels[0]?.mean ?? Number.NaN
}

describe('GET /media/<file>?w=&h= (focal point and crop)', () => {
  it('when a square is asked, then it is cut around the focal point: right, then left', async () => {
    await setMeta({ focal_point: { x: 0.9, y: 0.5 } })
    const right = await get('/media/wide.jpg?w=320&h=320&f=png')
    expect(right.res.status).toBe(200)
    const rightMeta = await sharp(right.body).metadata()
    expect([rightMeta.width, rightMeta.height]).toEqual([320, 320])
    // the right half: red from 128 to 255
    expect(await meanRed(right.body)).toBeGreaterThan(180)

    await setMeta({ focal_point: { x: 0.1, y: 0.5 } })
    const left = await get('/media/wide.jpg?w=320&h=320&f=png')
    expect(await meanRed(left.body)).toBeLessThan(75)
  })

  it('when a 16:9 hero and a 1:1 card are asked, then each has its shape and both show the focal side', async () => {
    await setMeta({ focal_point: { x: 0.95, y: 0.5 } })
    const hero = await get('/media/wide.jpg?w=1280&h=720&f=png')
    const card = await get('/media/wide.jpg?w=480&h=480&f=png')
    const heroMeta = await sharp(hero.body).metadata()
    const cardMeta = await sharp(card.body).metadata()
    expect([heroMeta.width, heroMeta.height]).toEqual([1280, 720])
    expect([cardMeta.width, cardMeta.height]).toEqual([480, 480])
    // the hero (1778 of 2000 wide) and the card (1000 wide) both hug the right edge
    expect(await meanRed(hero.body)).toBeGreaterThan(140)
    expect(await meanRed(card.body)).toBeGreaterThan(180)
  })

  it('when the image has a crop, then a plain width shows only the crop rectangle', async () => {
    await setMeta({
      focal_point: { x: 0.75, y: 0.5 },
      crop: { x: 0.5, y: 0, width: 0.5, height: 1 },
    })
    const { body } = await get('/media/wide.jpg?w=480&f=png')
    const meta = await sharp(body).metadata()
    // 1000x1000 of the right half, scaled to 480 wide
    expect([meta.width, meta.height]).toEqual([480, 480])
    expect(await meanRed(body)).toBeGreaterThan(180)
  })

  it('when the share image size 1200x630 is asked, then it is that size, cut around the focal point', async () => {
    await setMeta({ focal_point: { x: 0.02, y: 0.5 } })
    const { res, body } = await get('/media/wide.jpg?w=1200&h=630&f=png')
    expect(res.status).toBe(200)
    const meta = await sharp(body).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 630])
    // 1905 of the 2000 px width, against the left edge: red 0 to 243, mean about 121
    const left = await meanRed(body)
    await setMeta({ focal_point: { x: 0.98, y: 0.5 } })
    const right = await meanRed((await get('/media/wide.jpg?w=1200&h=630&f=png')).body)
    expect(right).toBeGreaterThan(left + 5)
  })

  it.each([
    ['/media/wide.jpg?w=320&h=321', 'invalid_height'],
    ['/media/wide.jpg?h=320', 'invalid_height'],
    ['/media/wide.jpg?w=1200', 'invalid_width'],
    ['/media/wide.jpg?w=1200&h=640', 'invalid_height'],
    ['/media/wide.jpg?w=320&h=320&h=320', 'invalid_height'],
    ['/media/wide.jpg?w=320&v=../../x', 'invalid_version'],
  ])('when %s is asked, then 400 %s', async (url, code) => {
    const { res, body } = await get(url)
    expect(res.status).toBe(400)
    expect(JSON.parse(body.toString()).error.code).toBe(code)
  })
})

describe('the variant cache key and URL version', () => {
  it('when the focal point or the crop changes, then the ETag changes; when only the alt text changes, it does not', async () => {
    const etag = async () =>
      (await get('/media/wide.jpg?w=320&h=320&f=webp')).res.headers.get('etag')
    const none = await etag()
    await setMeta({ alt: { en: 'A gradient' } })
    expect(await etag()).toBe(none)
    await setMeta({ focal_point: { x: 0.2, y: 0.5 } })
    const moved = await etag()
    expect(moved).not.toBe(none)
    await setMeta({ focal_point: { x: 0.2, y: 0.5 }, alt: { ar: 'تدرج' } })
    expect(await etag()).toBe(moved)
    await setMeta({ focal_point: { x: 0.2, y: 0.5 }, crop: { x: 0, y: 0, width: 0.5, height: 1 } })
    expect(await etag()).not.toBe(moved)
  })

  it('when the URL carries the current version, then it is immutable; an old version or none is revalidated', async () => {
    const meta = { focal_point: { x: 0.3, y: 0.4 } }
    await setMeta(meta)
    const current = mediaMetaVersion({ ...DEFAULT_MEDIA_META, ...meta })
    const old = mediaMetaVersion(DEFAULT_MEDIA_META)
    const fresh = await get(`/media/wide.jpg?w=320&h=320&v=${current}`)
    expect(fresh.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const stale = await get(`/media/wide.jpg?w=320&h=320&v=${old}`)
    expect(stale.res.headers.get('cache-control')).toBe('public, no-cache')
    // the old URL still gets the new crop: same bytes as the current one
    expect(stale.body.equals(fresh.body)).toBe(true)
    const bare = await get('/media/wide.jpg?w=320&h=320')
    expect(bare.res.headers.get('cache-control')).toBe('public, no-cache')
  })

  it('when the sidecar is not valid, then the image is still served, uncropped and centred', async () => {
    await writeFile(path.join(server.mediaDir, 'wide.jpg.json'), '{"focal_point": {"x": 7}}')
    const { res, body } = await get('/media/wide.jpg?w=320&h=320&f=png')
    expect(res.status).toBe(200)
    const red = await meanRed(body)
    expect(red).toBeGreaterThan(100)
    expect(red).toBeLessThan(155)
  })
})
