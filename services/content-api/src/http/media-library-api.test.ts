import { copyFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MediaItem } from '@site/contract'
import { createHttp } from '../test-support/http.js'
import { git, startTestApi } from '../test-support/test-repo.js'

type Err = { error: { code: string; message: string; usedBy?: Array<{ title: string }> } }

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let token: string
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  token = await api.login()
})
afterEach(() => api.close())

/** An image no record mentions, committed the way an earlier upload would have been. */
async function addUnusedImage(name = 'spare-photo.jpg') {
  const media = path.join(api.contentDir, 'media')
  await copyFile(path.join(media, 'solution-energy-systems.jpg'), path.join(media, name))
  await git(api.contentDir, 'add', `media/${name}`)
  await git(api.contentDir, 'commit', '-q', '-m', `media: add ${name}`)
  return name
}

describe('the media library', () => {
  it('when an editor lists it, then every image says which records use it', async () => {
    const { status, body } = await http.get<{ items: MediaItem[] }>('/media', token)
    expect(status).toBe(200)
    const logo = body.items.find((item) => item.file === 'logo-voltline.jpg')
    expect(logo?.ref).toBe('media/logo-voltline.jpg')
    expect(logo?.bytes).toBeGreaterThan(0)
    expect(logo?.usedBy.map((use) => use.title).sort()).toEqual([
      'Desert Utilities',
      'Dormant Partner',
      'Voltline',
    ])
    const solutionImage = body.items.find((item) => item.file === 'solution-energy-systems.jpg')
    expect(solutionImage?.usedBy).toEqual([
      {
        kind: 'record',
        collection: 'solutions',
        slug: 'energy-systems',
        title: 'Energy Systems',
        field: 'image',
        lang: 'en',
        admin_url: '/admin/solutions/energy-systems#field-image',
        public_url: '/solutions/energy-systems',
      },
    ])
  })

  it('when nobody is signed in, then the library is not shown', async () => {
    expect((await http.get('/media')).status).toBe(401)
    expect((await http.del('/media/logo-voltline.jpg')).status).toBe(401)
  })

  it('when an unused image is deleted, then it is gone in one commit of only that file', async () => {
    const file = await addUnusedImage()
    const before = (await http.get<{ items: MediaItem[] }>('/media', token)).body.items
    expect(before.find((item) => item.file === file)?.usedBy).toEqual([])

    expect((await http.del(`/media/${file}`, token)).status).toBe(204)

    expect(await readdir(path.join(api.contentDir, 'media'))).not.toContain(file)
    const changed = await git(api.contentDir, 'show', '--name-status', '--format=%an|%s', 'HEAD')
    expect(changed.trim().split('\n')).toEqual([
      `Edith Editor|media: remove ${file}`,
      '',
      `D\tmedia/${file}`,
    ])
  })

  it('when an image still in use is deleted, then 409 names its users and it stays', async () => {
    const head = await git(api.contentDir, 'rev-parse', 'HEAD')
    const { status, body } = await http.del<Err>('/media/solution-energy-systems.jpg', token)
    expect(status).toBe(409)
    expect(body.error.code).toBe('media_in_use')
    expect(body.error.usedBy?.map((use) => use.title)).toEqual(['Energy Systems'])
    expect(await readdir(path.join(api.contentDir, 'media'))).toContain(
      'solution-energy-systems.jpg',
    )
    expect(await git(api.contentDir, 'rev-parse', 'HEAD')).toBe(head)
  })

  it('when the name is not a media file or does not exist, then 400 or 404 and nothing moves', async () => {
    const escape = await http.del<Err>('/media/..%2Fsettings%2Fcompany.json', token)
    expect(escape.status).toBe(400)
    expect(escape.body.error.code).toBe('invalid_media_name')
    expect((await http.del<Err>('/media/notes.txt', token)).status).toBe(400)
    expect((await http.del<Err>('/media/missing.jpg', token)).status).toBe(404)
  })
})
