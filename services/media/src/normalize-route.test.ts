import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gradientJpeg, gradientPng, transparentPngWithExif } from './test-support/images.js'
import { startTestServer, TEST_NORMALIZE_TOKEN, type TestServer } from './test-support/server.js'

let server: TestServer

beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await server.close()
})

interface Normalized {
  data: string
  format: string
  width: number
  height: number
  placeholder: string
}

function post(body: Uint8Array | string, contentType = 'application/octet-stream') {
  return fetch(`${server.baseUrl}/normalize`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Authorization: `Bearer ${TEST_NORMALIZE_TOKEN}` },
    body,
  })
}

async function normalized(res: Response) {
  expect(res.status).toBe(200)
  const json = (await res.json()) as Normalized
  const bytes = Buffer.from(json.data, 'base64')
  return { json, bytes, meta: await sharp(bytes).metadata() }
}

describe('POST /normalize', () => {
  it('when a text file is sent as image/jpeg, then 415 not_an_image', async () => {
    const res = await post('this is not a picture, only text renamed to .jpg', 'image/jpeg')
    expect(res.status).toBe(415)
    expect(await res.json()).toMatchObject({ error: { code: 'not_an_image' } })
  })

  it('when a truncated jpeg is sent, then 415 not_an_image', async () => {
    const jpeg = await gradientJpeg(800, 600)
    // The header still parses (metadata() alone would accept it); only a full decode fails.
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6))
    expect((await sharp(truncated).metadata()).width).toBe(800)
    const res = await post(truncated, 'image/jpeg')
    expect(res.status).toBe(415)
    expect(await res.json()).toMatchObject({ error: { code: 'not_an_image' } })
  })

  it('when the body is empty, then 415 not_an_image', async () => {
    const res = await post(new Uint8Array(0), 'image/png')
    expect(res.status).toBe(415)
    expect(await res.json()).toMatchObject({ error: { code: 'not_an_image' } })
  })

  it('when an SVG is sent, then 415 unsupported_image_format', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    const res = await post(svg, 'image/svg+xml')
    expect(res.status).toBe(415)
    expect(await res.json()).toMatchObject({ error: { code: 'unsupported_image_format' } })
  })

  it('when the Content-Type is not an image type, then 415 unsupported_media_type', async () => {
    const res = await post(await gradientPng(10, 10), 'application/json')
    expect(res.status).toBe(415)
    expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } })
  })

  it('when a transparent png with EXIF is sent, then it stays png with alpha and the EXIF is gone', async () => {
    const input = await transparentPngWithExif(300, 200)
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const { json, meta, bytes } = await normalized(await post(input, 'image/png'))
    expect(json).toMatchObject({ format: 'png', width: 300, height: 200 })
    expect(meta.format).toBe('png')
    expect(meta.hasAlpha).toBe(true)
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false)
  })

  it('when an opaque png is declared octet-stream, then it is sniffed by bytes and re-encoded as jpeg', async () => {
    const { json, meta } = await normalized(await post(await gradientPng(120, 80)))
    expect(json).toMatchObject({ format: 'jpeg', width: 120, height: 80 })
    expect(meta.format).toBe('jpeg')
  })

  it('when a jpeg has EXIF orientation 6, then it comes back upright without the tag', async () => {
    const { json, meta } = await normalized(
      await post(await gradientJpeg(400, 200, 6), 'image/jpeg'),
    )
    expect([json.width, json.height]).toEqual([200, 400])
    expect([meta.width, meta.height]).toEqual([200, 400])
    expect(meta.orientation).toBeUndefined()
    expect(meta.exif).toBeUndefined()
  })

  it('when a webp is sent, then it stays webp', async () => {
    const webp = await sharp(await gradientPng(64, 64))
      .webp()
      .toBuffer()
    const { json, meta } = await normalized(await post(webp, 'image/webp'))
    expect(json.format).toBe('webp')
    expect(meta.format).toBe('webp')
  })

  it('when the image is 5000 px on its longest side, then it is capped to 3840', async () => {
    const big = await sharp({
      create: { width: 5000, height: 2500, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .toBuffer()
    const { json, meta } = await normalized(await post(big, 'image/jpeg'))
    expect([json.width, json.height]).toEqual([3840, 1920])
    expect([meta.width, meta.height]).toEqual([3840, 1920])
  })

  it('when it succeeds, then the placeholder is a 16 px wide webp data URL', async () => {
    const { json } = await normalized(await post(await gradientJpeg(400, 200), 'image/jpeg'))
    expect(json.placeholder).toMatch(/^data:image\/webp;base64,/)
    const placeholder = Buffer.from(json.placeholder.split(',')[1] ?? '', 'base64')
    const meta = await sharp(placeholder).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 16, 8])
  })

  it('when the body is over 10 MB, then 413', async () => {
    const res = await post(new Uint8Array(10 * 1024 * 1024 + 1), 'image/jpeg')
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ error: { code: 'too_large' } })
  })
})

describe('POST /normalize access', () => {
  it('when the token is missing or wrong, then 401 and nothing is decoded', async () => {
    const png = await gradientPng(20, 20)
    for (const authorization of [undefined, 'Bearer wrong-token-0000000000', 'Basic abc']) {
      const res = await fetch(`${server.baseUrl}/normalize`, {
        method: 'POST',
        headers: {
          'Content-Type': 'image/png',
          ...(authorization ? { Authorization: authorization } : {}),
        },
        body: png,
      })
      expect(res.status).toBe(401)
    }
    expect(server.logged('image normalized')).toHaveLength(0)
  })
})
