import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_MEDIA_META, mediaMetaVersion, type MediaItem } from '@site/contract'
import { checkContent } from '../check/check-content.js'
import { createHttp } from '../test-support/http.js'
import { git, startTestApi } from '../test-support/test-repo.js'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
type Answer = { meta: MediaItem['meta']; version: string }

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let token: string
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  token = await api.login()
})
afterEach(() => api.close())

const IMAGE = 'solution-energy-systems.jpg'
const SIDECAR = `media/${IMAGE}.json`

describe('PATCH /api/media/<file>', () => {
  it('when an editor sets the focal point, crop and alt text, then the sidecar is committed alone and the library shows it', async () => {
    const patch = {
      focal_point: { x: 0.7, y: 0.25 },
      crop: { x: 0.5, y: 0, width: 0.5, height: 0.8 },
      alt: { en: 'Solar field at dusk', ar: 'حقل شمسي عند الغروب' },
    }
    const { status, body } = await http.patch<Answer>(`/media/${IMAGE}`, patch, token)
    expect(status).toBe(200)
    expect(body.meta).toEqual(patch)
    expect(body.version).toBe(mediaMetaVersion(patch))
    expect(body.version).not.toBe(mediaMetaVersion(DEFAULT_MEDIA_META))

    const text = await readFile(path.join(api.contentDir, SIDECAR), 'utf8')
    expect(JSON.parse(text)).toEqual(patch)
    expect(text.endsWith('}\n')).toBe(true)
    const changed = await git(api.contentDir, 'show', '--name-status', '--format=%an|%s', 'HEAD')
    expect(changed.trim().split('\n')).toEqual([
      `Edith Editor|media: focal point, crop, alt text of ${IMAGE}`,
      '',
      `A\t${SIDECAR}`,
    ])

    const items = (await http.get<{ items: MediaItem[] }>('/media', token)).body.items
    const item = items.find((i) => i.file === IMAGE)
    expect(item?.meta).toEqual(patch)
    expect(item?.version).toBe(body.version)
    expect(item?.alts).toContain('حقل شمسي عند الغروب')
    // a sidecar is never listed as an image of its own
    expect(items.some((i) => i.file.endsWith('.json'))).toBe(false)
  })

  it('when only the focal point is sent, then the stored alt text and crop are kept; crop null removes the crop', async () => {
    await http.patch(
      `/media/${IMAGE}`,
      { crop: { x: 0, y: 0, width: 0.5, height: 1 }, alt: { en: 'Panels' } },
      token,
    )
    const moved = await http.patch<Answer>(
      `/media/${IMAGE}`,
      { focal_point: { x: 0.2, y: 0.6 } },
      token,
    )
    expect(moved.body.meta).toEqual({
      focal_point: { x: 0.2, y: 0.6 },
      crop: { x: 0, y: 0, width: 0.5, height: 1 },
      alt: { en: 'Panels' },
    })
    const uncropped = await http.patch<Answer>(`/media/${IMAGE}`, { crop: null }, token)
    expect(uncropped.body.meta).toEqual({ focal_point: { x: 0.2, y: 0.6 }, alt: { en: 'Panels' } })
  })

  it.each([
    [{ focal_point: { x: 1.2, y: 0.5 } }, 'focal_point.x'],
    [{ crop: { x: 0.6, y: 0, width: 0.5, height: 1 } }, 'crop.width'],
    [
      { focal_point: { x: 0.1, y: 0.5 }, crop: { x: 0.5, y: 0, width: 0.5, height: 1 } },
      'focal_point',
    ],
    [{ alt: { en: 'x'.repeat(301) } }, 'alt.en'],
    [{ alt: { de: 'Bild' } }, 'alt'],
    [{ focal: { x: 0.5, y: 0.5 } }, '_'],
    [{}, '_'],
  ])('when the body is %j, then 400 names %s and nothing is committed', async (patch, field) => {
    const head = await git(api.contentDir, 'rev-parse', 'HEAD')
    const { status, body } = await http.patch<Err>(`/media/${IMAGE}`, patch, token)
    expect(status).toBe(400)
    expect(Object.keys(body.error.fields ?? {})).toContain(field)
    expect(await git(api.contentDir, 'rev-parse', 'HEAD')).toBe(head)
  })

  it('when the image does not exist or the name is a path, then 404 or 400; signed out, 401', async () => {
    const patch = { focal_point: { x: 0.5, y: 0.5 } }
    expect((await http.patch('/media/nothing-here.jpg', patch, token)).status).toBe(404)
    expect((await http.patch('/media/..%2Fsettings%2Fcompany.json', patch, token)).status).toBe(400)
    expect((await http.patch(`/media/${IMAGE}`, patch)).status).toBe(401)
  })

  it('when a sidecar is invalid or has no image, then content:check names the file and field', async () => {
    await writeFile(
      path.join(api.contentDir, SIDECAR),
      JSON.stringify({ focal_point: { x: 2, y: 0.5 }, alt: {} }),
    )
    await writeFile(path.join(api.contentDir, 'media/gone.jpg.json'), '{}')
    const problems = (await checkContent(api.contentDir)).filter((p) => p.file.endsWith('.json'))
    expect(problems).toEqual([
      {
        file: 'media/gone.jpg.json',
        field: '',
        message: 'there is no image media/gone.jpg beside it',
      },
      { file: SIDECAR, field: 'focal_point.x', message: 'must be between 0 and 1' },
    ])
  })

  it('when an unused image with details is deleted, then its sidecar goes too', async () => {
    const media = path.join(api.contentDir, 'media')
    await writeFile(path.join(media, 'spare.jpg'), await readFile(path.join(media, IMAGE)))
    await git(api.contentDir, 'add', 'media/spare.jpg')
    await git(api.contentDir, 'commit', '-q', '-m', 'media: add spare.jpg')
    await http.patch('/media/spare.jpg', { alt: { en: 'Spare' } }, token)
    expect((await http.del('/media/spare.jpg', token)).status).toBe(204)
    const tracked = await git(api.contentDir, 'ls-files', 'media/spare.jpg*')
    expect(tracked.trim()).toBe('')
  })
})

describe('GET /api/media-versions', () => {
  it('when an image gets a focal point, then anyone reads its new version; moving it back to the centre removes it', async () => {
    expect((await http.get<{ versions: Record<string, string> }>('/media-versions')).body).toEqual({
      versions: {},
    })
    const { body } = await http.patch<Answer>(
      `/media/${IMAGE}`,
      { focal_point: { x: 0.8, y: 0.3 } },
      token,
    )
    const after = await http.get<{ versions: Record<string, string> }>('/media-versions')
    expect(after.status).toBe(200)
    expect(after.body.versions).toEqual({ [IMAGE]: body.version })
    // alt text alone does not change what the variants show
    await http.patch(
      `/media/${IMAGE}`,
      { focal_point: { x: 0.5, y: 0.5 }, alt: { en: 'x' } },
      token,
    )
    expect((await http.get<{ versions: Record<string, string> }>('/media-versions')).body).toEqual({
      versions: {},
    })
  })
})
