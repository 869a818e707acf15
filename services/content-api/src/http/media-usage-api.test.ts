import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MediaItem, MediaUsage } from '@site/contract'
import { createHttp } from '../test-support/http.js'
import { createTestRepo, git, startTestApi } from '../test-support/test-repo.js'

type Err = { error: { code: string; message: string; usedBy?: MediaUsage['used_by'] } }

const REF = 'media/plant-photo.jpg'

/**
 * A copy of the fixtures where one image, plant-photo.jpg, is mentioned by every kind of field
 * that can hold a media reference: an image field, a list, a Markdown body in a language overlay,
 * a page section (and its Arabic overlay) and a company setting.
 */
async function repoMentioningEverywhere() {
  const repo = await createTestRepo()
  const at = (file: string) => path.join(repo.dir, file)
  await copyFile(at('media/solution-energy-systems.jpg'), at(REF))
  const solution = await readFile(at('solutions/energy-systems.md'), 'utf8')
  await writeFile(
    at('solutions/energy-systems.md'),
    solution
      .replace('image: media/solution-energy-systems.jpg', `image: ${REF}`)
      .replace('  - Hybrid microgrids', `  - Hybrid microgrids\n  - ${REF}`)
      .replace(
        'is_featured: true',
        `is_featured: true\nimage_alt: Solar plant at dusk\nar:\n  image_alt: محطة شمسية\nfr:\n  detailed_description: "La centrale : ![Centrale](${REF})"`,
      ),
  )
  await writeFile(
    at('pages/home.json'),
    JSON.stringify({
      hero: { title: 'Powering Smart Infrastructure', button_url: '/contact', image: REF },
      stats: { projects_completed: '500+' },
      ar: { hero: { description: `![محطة](${REF})` } },
    }),
  )
  const company = JSON.parse(await readFile(at('settings/company.json'), 'utf8')) as object
  await writeFile(
    at('settings/company.json'),
    JSON.stringify({ ...company, linkedin_url: `https://example.com/${REF}` }),
  )
  await git(repo.dir, 'add', '-A')
  await git(repo.dir, 'commit', '-q', '-m', 'mention plant-photo everywhere')
  return repo
}

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let adminToken: string
let editorToken: string
beforeEach(async () => {
  api = await startTestApi({ repo: await repoMentioningEverywhere() })
  http = createHttp(`${api.url}/api`)
  adminToken = await api.login()
  const editor = {
    name: 'Erin',
    email: 'erin@example.com',
    role: 'editor',
    password: 'a long editor password',
  }
  expect((await http.post('/users', editor, adminToken)).status).toBe(201)
  editorToken = await api.login(editor.email, editor.password)
})
afterEach(() => api.close())

describe('where an image is used', () => {
  it('when an image is mentioned by every kind of field, then its usage names each field and language with links', async () => {
    const { status, body } = await http.get<MediaUsage>('/media/plant-photo.jpg/usage', editorToken)
    expect(status).toBe(200)
    const record = {
      kind: 'record',
      collection: 'solutions',
      slug: 'energy-systems',
      title: 'Energy Systems',
    }
    expect(body.used_by).toEqual([
      {
        ...record,
        field: 'image',
        lang: 'en',
        admin_url: '/admin/solutions/energy-systems#field-image',
        public_url: '/solutions/energy-systems',
      },
      {
        ...record,
        field: 'features',
        lang: 'en',
        admin_url: '/admin/solutions/energy-systems#field-features',
        public_url: '/solutions/energy-systems',
      },
      {
        ...record,
        field: 'detailed_description',
        lang: 'fr',
        admin_url: '/admin/solutions/energy-systems?lang=fr#field-detailed_description',
        public_url: '/fr/solutions/energy-systems',
      },
      {
        kind: 'page',
        page: 'home',
        field: 'hero.image',
        lang: 'en',
        title: 'Home page',
        admin_url: '/admin/home-contents?edit=hero#field-image',
        public_url: '/',
      },
      {
        kind: 'page',
        page: 'home',
        field: 'hero.description',
        lang: 'ar',
        title: 'Home page',
        admin_url: '/admin/home-contents?edit=hero&lang=ar#field-description',
        public_url: '/ar',
      },
      {
        kind: 'settings',
        field: 'linkedin_url',
        lang: 'en',
        title: 'Company Info',
        admin_url: '/admin/our-info#field-linkedin_url',
      },
    ])
  })

  it('when the library is listed, then each image carries the same uses and the alt texts records give it', async () => {
    const { body } = await http.get<{ items: MediaItem[] }>('/media', editorToken)
    const plant = body.items.find((item) => item.file === 'plant-photo.jpg')
    expect(plant?.usedBy).toHaveLength(6)
    expect(plant?.alts).toEqual(['Solar plant at dusk', 'محطة شمسية'])
    const unused = body.items.find((item) => item.file === 'solution-energy-systems.jpg')
    expect(unused?.usedBy).toEqual([])
  })

  it('when the usage of a name that is no image or does not exist is asked, then 400 or 404', async () => {
    expect(
      (await http.get<Err>('/media/..%2Fsettings%2Fcompany.json/usage', editorToken)).status,
    ).toBe(400)
    expect((await http.get<Err>('/media/missing.jpg/usage', editorToken)).status).toBe(404)
    expect((await http.get<Err>('/media/plant-photo.jpg/usage')).status).toBe(401)
  })
})

describe('deleting an image still in use', () => {
  it('when an editor deletes it, then 409 names every use and nothing is committed', async () => {
    const head = await git(api.contentDir, 'rev-parse', 'HEAD')
    const { status, body } = await http.del<Err>('/media/plant-photo.jpg', editorToken)
    expect(status).toBe(409)
    expect(body.error.code).toBe('media_in_use')
    expect(body.error.message).toBe(
      'media/plant-photo.jpg is still used by Energy Systems, Home page, Company Info',
    )
    expect(body.error.usedBy?.map((use) => `${use.title}:${use.field}:${use.lang}`)).toEqual([
      'Energy Systems:image:en',
      'Energy Systems:features:en',
      'Energy Systems:detailed_description:fr',
      'Home page:hero.image:en',
      'Home page:hero.description:ar',
      'Company Info:linkedin_url:en',
    ])
    expect(await git(api.contentDir, 'rev-parse', 'HEAD')).toBe(head)
  })

  it('when an editor forces it, then 403 and it stays', async () => {
    const { status } = await http.del<Err>('/media/plant-photo.jpg?force=1', editorToken)
    expect(status).toBe(403)
    expect(await readdir(path.join(api.contentDir, 'media'))).toContain('plant-photo.jpg')
  })

  it('when an admin forces it, then it is removed in one commit that says it was still used', async () => {
    expect((await http.del('/media/plant-photo.jpg?force=1', adminToken)).status).toBe(204)
    expect(await readdir(path.join(api.contentDir, 'media'))).not.toContain('plant-photo.jpg')
    const changed = await git(api.contentDir, 'show', '--name-status', '--format=%s', 'HEAD')
    expect(changed.trim().split('\n')).toEqual([
      'media: remove plant-photo.jpg (forced, still used 6 times)',
      '',
      'D\tmedia/plant-photo.jpg',
    ])
  })

  it('when force is anything but 1, then 400 and nothing moves', async () => {
    const { status, body } = await http.del<Err>('/media/plant-photo.jpg?force=yes', adminToken)
    expect(status).toBe(400)
    expect(body.error.code).toBe('validation_failed')
    expect(await readdir(path.join(api.contentDir, 'media'))).toContain('plant-photo.jpg')
  })
})
