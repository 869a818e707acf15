import { symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gradientJpeg } from './test-support/images.js'
import { startTestServer, type TestServer } from './test-support/server.js'

let server: TestServer
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')

beforeEach(async () => {
  server = await startTestServer()
  await writeFile(path.join(server.mediaDir, 'datasheet-rtu.pdf'), pdf)
  await writeFile(path.join(server.mediaDir, 'photo.jpg'), await gradientJpeg(64, 32))
})
afterEach(async () => {
  await server.close()
})

const get = (url: string, init?: RequestInit) => fetch(`${server.baseUrl}${url}`, init)

describe('GET /media/<file>.pdf', () => {
  it('when a PDF of the media folder is asked, then its bytes are served as application/pdf', async () => {
    const res = await get('/media/datasheet-rtu.pdf')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('inline; filename="datasheet-rtu.pdf"')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('when the browser already has it, then 304 with no body', async () => {
    const first = await get('/media/datasheet-rtu.pdf')
    const etag = first.headers.get('etag') ?? ''
    await first.arrayBuffer()
    const again = await get('/media/datasheet-rtu.pdf', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('when a file named .pdf is not a PDF, then 422 and nothing of it is sent', async () => {
    await writeFile(path.join(server.mediaDir, 'fake.pdf'), '<script>alert(1)</script>')
    const res = await get('/media/fake.pdf')
    expect(res.status).toBe(422)
    expect(await res.text()).not.toContain('<script>')
  })

  it('when the PDF is missing, or a link leads out of the media folder, then 404', async () => {
    expect((await get('/media/nope.pdf')).status).toBe(404)
    const outside = path.join(server.root, 'secret.pdf')
    await writeFile(outside, pdf)
    await symlink(outside, path.join(server.mediaDir, 'leak.pdf'))
    expect((await get('/media/leak.pdf')).status).toBe(404)
  })

  it('when a width or format is asked of a PDF, then 400', async () => {
    expect((await get('/media/datasheet-rtu.pdf?w=640&f=webp')).status).toBe(400)
  })

  it('when an image is asked, then the image route still answers it', async () => {
    const res = await get('/media/photo.jpg?w=320&f=webp')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
  })
})
