import { ContentApiError } from '@site/contract/client'
import { describe, expect, it, vi } from 'vitest'
import { fakeContext, unreachable } from '../../test-support/load-context'
import type { Route } from './+types/media-upload'
import { action } from './media-upload'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const image = { ref: 'media/roof-1a2b3c4d5e.webp', width: 1600, height: 900, placeholder: '' }

function upload(body: BodyInit | null, headers: Record<string, string> = {}, name = 'roof.jpg') {
  return new Request(`http://127.0.0.1:3000/admin/media/upload?name=${name}`, {
    method: 'POST',
    headers: {
      cookie: '__session=tok1',
      'sec-fetch-site': 'same-origin',
      'content-type': 'image/jpeg',
      ...headers,
    },
    body,
  })
}

async function run(request: Request, api: Record<string, unknown>) {
  const res = (await action({
    request,
    context: fakeContext({ me: async () => editor, ...api }),
    params: {},
  } as unknown as Route.ActionArgs)) as Response
  return { status: res.status, body: (await res.json()) as { image?: unknown; error?: string } }
}

describe('the upload route', () => {
  it('when an editor sends image bytes, then they go to content-api and the stored image comes back', async () => {
    const uploadImage = vi.fn(async () => image)
    const { status, body } = await run(upload(new Uint8Array([1, 2, 3])), { uploadImage })
    expect(status).toBe(201)
    expect(body).toEqual({ image })
    const [bytes, name] = uploadImage.mock.calls[0] as unknown as [Blob, string]
    expect(bytes.size).toBe(3)
    expect(name).toBe('roof.jpg')
  })

  it('when another site posts, then 403 and nothing is uploaded', async () => {
    const uploadImage = vi.fn()
    const { status } = await run(upload(new Uint8Array([1]), { 'sec-fetch-site': 'cross-site' }), {
      uploadImage,
    })
    expect(status).toBe(403)
    expect(uploadImage).not.toHaveBeenCalled()
  })

  it('when the session has ended, then 401 with a message (not a redirect the uploader cannot show)', async () => {
    const { status, body } = await run(upload(new Uint8Array([1])), {
      me: () => Promise.reject(new ContentApiError(401, 'unauthorized', 'no session')),
    })
    expect(status).toBe(401)
    expect(body.error).toMatch(/session has ended/)
  })

  it('when the body is empty or declared larger than 10 MB, then 400 or 413 before content-api is asked', async () => {
    const uploadImage = vi.fn()
    expect((await run(upload(new Uint8Array([])), { uploadImage })).status).toBe(400)
    const big = await run(
      upload(new Uint8Array([1]), { 'content-length': String(11 * 1024 * 1024) }),
      {
        uploadImage,
      },
    )
    expect(big.status).toBe(413)
    expect(big.body.error).toMatch(/larger than 10 MB/)
    expect(uploadImage).not.toHaveBeenCalled()
  })

  it('when media says it is not an image, then 415 with its reason named after the file', async () => {
    const { status, body } = await run(upload(new Uint8Array([1, 2])), {
      uploadImage: () =>
        Promise.reject(
          new ContentApiError(415, 'not_an_image', 'The file is not an image we can use'),
        ),
    })
    expect(status).toBe(415)
    expect(body.error).toBe('roof.jpg: The file is not an image we can use')
  })

  it('when content-api is down, then 503 with a message an editor can act on', async () => {
    const { status, body } = await run(upload(new Uint8Array([1])), { uploadImage: unreachable })
    expect(status).toBe(503)
    expect(body.error).toMatch(/not reachable/)
  })

  it('when content-api fails unexpectedly, then 502 with its message', async () => {
    const { status } = await run(upload(new Uint8Array([1])), {
      uploadImage: () => Promise.reject(new ContentApiError(500, 'internal', 'boom')),
    })
    expect(status).toBe(502)
  })
})
