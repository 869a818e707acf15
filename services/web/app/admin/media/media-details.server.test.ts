import { describe, expect, it, vi } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import { fakeContext } from '../../test-support/load-context'
import { saveMediaDetailsAction } from './media-details.server'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }

async function save(fields: Record<string, string>, updateMediaMeta: unknown) {
  const body = new URLSearchParams(fields)
  const request = new Request('http://127.0.0.1:3000/admin/media', {
    method: 'POST',
    body,
    headers: { cookie: '__session=tok1' },
  })
  const result = (await saveMediaDetailsAction(
    await request.clone().formData(),
    request,
    fakeContext({ me: async () => editor, updateMediaMeta }),
  )) as unknown
  const init = (result as { init?: { status?: number } }).init
  return {
    status: init?.status ?? 200,
    body: ((result as { data?: unknown }).data ?? result) as { saved?: string; error?: string },
  }
}

describe('the media library: focal point and alt text', () => {
  it('when percentages and alt texts are sent, then content-api gets fractions and the non-empty alts', async () => {
    const update = vi.fn(async () => ({}))
    const { status, body } = await save(
      {
        intent: 'details',
        file: 'a.jpg',
        focal_x: '25',
        focal_y: '80.5',
        alt_en: ' Solar field ',
        alt_ar: 'حقل شمسي',
        alt_fr: '',
      },
      update,
    )
    expect(status).toBe(200)
    expect(body).toEqual({ saved: 'a.jpg' })
    expect(update).toHaveBeenCalledWith('a.jpg', {
      focal_point: { x: 0.25, y: 0.805 },
      alt: { en: 'Solar field', ar: 'حقل شمسي' },
    })
  })

  it('when a percentage is out of range or missing, then 400 names it and content-api is not called', async () => {
    const update = vi.fn()
    const over = await save({ file: 'a.jpg', focal_x: '140', focal_y: '50' }, update)
    expect(over.status).toBe(400)
    expect(over.body.error).toBe('focal_point.x: must be between 0 and 1')
    const missing = await save({ file: 'a.jpg', focal_x: '40' }, update)
    expect(missing.status).toBe(400)
    expect(missing.body.error).toContain('focal_point.y')
    expect(update).not.toHaveBeenCalled()
  })

  it('when content-api refuses, then its status and message come back for the dialog', async () => {
    const update = vi.fn(async () => {
      throw new ContentApiError(404, 'not_found', 'There is no image media/a.jpg')
    })
    const { status, body } = await save({ file: 'a.jpg', focal_x: '50', focal_y: '50' }, update)
    expect(status).toBe(404)
    expect(body.error).toBeTruthy()
  })
})
