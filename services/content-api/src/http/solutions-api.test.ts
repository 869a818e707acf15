import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Solution } from '@site/contract'
import { editable as editableRecord } from '../test-support/http.js'
import { eventually, git, startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>>
beforeEach(async () => {
  api = await startTestApi()
})
afterEach(async () => {
  await api.close()
})

const getJson = async <T>(p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${api.url}${p}`, { headers })
  return { res, body: (await res.json()) as T }
}
const save = (slug: string, body: unknown, token?: string) =>
  fetch(`${api.url}/api/solutions/${slug}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })

const editable = (solution: Solution) =>
  editableRecord(solution as unknown as Record<string, unknown>)

describe('reading solutions', () => {
  it('when listing, then solutions come in sort order with children resolved to summaries', async () => {
    const { res, body } = await getJson<Solution[]>('/api/solutions')
    expect(res.status).toBe(200)
    expect(body.map((s) => s.slug)).toEqual(['energy-systems', 'software-platforms'])
    expect(body[0]?.children).toEqual([
      {
        id: 'software-platforms',
        slug: 'software-platforms',
        title: 'Software Platforms',
        description: 'Monitoring and energy-management platforms.',
        icon: 'monitor',
      },
    ])
    expect(body[0]?.detailed_description).toContain('50 °C')
    expect(body[0]?.version).toMatch(/^[0-9a-f]{40}$/)
  })

  it('when the client already has the revision, then it gets 304 without a body', async () => {
    const first = await fetch(`${api.url}/api/solutions`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/)
    const second = await fetch(`${api.url}/api/solutions`, {
      headers: { 'if-none-match': etag ?? '' },
    })
    expect(second.status).toBe(304)
  })

  it('when the revision is asked, then it is the ETag every read carries', async () => {
    const { body } = await getJson<{ revision: string }>('/api/revision')
    const list = await fetch(`${api.url}/api/solutions`)
    expect(list.headers.get('etag')).toBe(`"${body.revision}"`)
  })

  it('when a slug does not exist, then 404 with a JSON error naming it', async () => {
    const { res, body } = await getJson<{ error: { code: string; message: string } }>(
      '/api/solutions/nope',
    )
    expect(res.status).toBe(404)
    expect(body.error).toEqual({ code: 'not_found', message: 'There is no solution "nope"' })
  })

  it('when the home page is read, then its sections come in order with every field', async () => {
    const { body } = await getJson<{
      sections: Array<{ key: string; fields: Array<{ key: string; value: string }> }>
    }>('/api/home-content')
    // the page's own sections, then what it shows search engines and social cards
    expect(body.sections.map((s) => s.key)).toEqual([
      'hero',
      'stats',
      'about',
      'solutions',
      'cta',
      'seo',
    ])
    const hero = body.sections[0]
    expect(hero?.fields.find((f) => f.key === 'title')?.value).toBe('Powering Smart Infrastructure')
    expect(hero?.fields.find((f) => f.key === 'small_title')?.value).toBe('')
    const one = await getJson<{ key: string }>('/api/home-content/stats')
    expect(one.body.key).toBe('stats')
    expect((await fetch(`${api.url}/api/home-content/nope`)).status).toBe(404)
  })
})

describe('saving a solution', () => {
  it('when no session token is sent, then 401 and nothing is written', async () => {
    const { body } = await getJson<Solution>('/api/solutions/energy-systems')
    const res = await save('energy-systems', { ...editable(body), title: 'Hacked' })
    expect(res.status).toBe(401)
    expect(
      await readFile(path.join(api.contentDir, 'solutions/energy-systems.md'), 'utf8'),
    ).not.toContain('Hacked')
  })

  it('when fields are invalid, then 400 names each invalid field', async () => {
    const token = await api.login()
    const { body } = await getJson<Solution>('/api/solutions/energy-systems')
    const res = await save(
      'energy-systems',
      { ...editable(body), title: '', icon: 'rocket', sort_order: 1.5 },
      token,
    )
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(error.fields).sort()).toEqual(['icon', 'sort_order', 'title'])
    expect(error.fields.title).toBe('Title is required')
  })

  it('when an editor saves, then exactly one commit holds only that file, authored by the editor', async () => {
    const token = await api.login()
    const headBefore = (await git(api.contentDir, 'rev-parse', 'HEAD')).trim()
    // an unrelated change in the work tree must not be swept into the editor's commit
    await writeFile(path.join(api.contentDir, 'pages/home.json'), '{"hero":{"title":"Draft"}}\n')
    const { body } = await getJson<Solution>('/api/solutions/energy-systems')
    const res = await save(
      'energy-systems',
      { ...editable(body), title: 'Energy Systems & Storage' },
      token,
    )
    expect(res.status).toBe(200)
    const saved = (await res.json()) as Solution
    expect(saved.title).toBe('Energy Systems & Storage')
    expect(saved.version).not.toBe(body.version)

    expect((await git(api.contentDir, 'rev-list', '--count', `${headBefore}..HEAD`)).trim()).toBe(
      '1',
    )
    expect((await git(api.contentDir, 'show', '--name-only', '--format=', 'HEAD')).trim()).toBe(
      'solutions/energy-systems.md',
    )
    expect((await git(api.contentDir, 'log', '-1', '--format=%an <%ae>|%cn|%s')).trim()).toBe(
      `${TEST_ADMIN.name} <${TEST_ADMIN.email}>|Content API|solutions: update "Energy Systems & Storage"`,
    )
    expect(await git(api.contentDir, 'status', '--porcelain')).toContain('pages/home.json')

    const reread = await getJson<Solution>('/api/solutions/energy-systems')
    expect(reread.body.title).toBe('Energy Systems & Storage')
  })

  it('when the save is based on a stale version, then 409 with the current record and nothing is written', async () => {
    const token = await api.login()
    const { body: loaded } = await getJson<Solution>('/api/solutions/energy-systems')
    expect(
      (await save('energy-systems', { ...editable(loaded), title: 'First' }, token)).status,
    ).toBe(200)
    const headAfterFirst = (await git(api.contentDir, 'rev-parse', 'HEAD')).trim()

    const res = await save('energy-systems', { ...editable(loaded), title: 'Second' }, token)
    expect(res.status).toBe(409)
    const { error } = (await res.json()) as { error: { code: string; current: Solution } }
    expect(error.code).toBe('conflict')
    expect(error.current.title).toBe('First')
    expect((await git(api.contentDir, 'rev-parse', 'HEAD')).trim()).toBe(headAfterFirst)
  })

  it('when the file on disk is invalid, then the last good version is served and a save is refused', async () => {
    const token = await api.login()
    const { body: loaded } = await getJson<Solution>('/api/solutions/energy-systems')
    await writeFile(
      path.join(api.contentDir, 'solutions/energy-systems.md'),
      '---\ntitle: ""\n---\n',
    )
    await eventually(async () => {
      const { body } = await getJson<{ problems: Array<{ file: string; field: string }> }>(
        '/api/content-problems',
      )
      expect(body.problems).toContainEqual(
        expect.objectContaining({ file: 'solutions/energy-systems.md', field: 'title' }),
      )
    })
    expect((await getJson<Solution>('/api/solutions/energy-systems')).body.title).toBe(
      'Energy Systems',
    )
    const res = await save('energy-systems', { ...editable(loaded), title: 'Overwrite' }, token)
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_file')
  })
})

describe('external changes', () => {
  it('when a file is edited on disk, then the next reads serve it with a new ETag, without a restart', async () => {
    const before = await fetch(`${api.url}/api/solutions/software-platforms`)
    const etag = before.headers.get('etag')
    const file = path.join(api.contentDir, 'solutions/software-platforms.md')
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace(
        'title: Software Platforms',
        'title: Digital Platforms',
      ),
    )
    await eventually(async () => {
      const { res, body } = await getJson<Solution>('/api/solutions/software-platforms')
      expect(body.title).toBe('Digital Platforms')
      expect(res.headers.get('etag')).not.toBe(etag)
    })
  })

  it('when a file is added or deleted on disk, then the list follows', async () => {
    const file = path.join(api.contentDir, 'solutions/cloud-services.md')
    await writeFile(file, '---\ntitle: Cloud Services\ndescription: Hosted.\n---\nBody.\n')
    await eventually(async () => {
      const { body } = await getJson<Solution[]>('/api/solutions')
      expect(body.map((s) => s.slug)).toContain('cloud-services')
    })
    await rm(file)
    await eventually(async () => {
      const { body } = await getJson<Solution[]>('/api/solutions')
      expect(body.map((s) => s.slug)).not.toContain('cloud-services')
    })
  })
})

describe('a git checkout', () => {
  // how fast is measured by `npm run bench` (external change -> served), not asserted here
  it('when another branch is checked out, then every changed, added and deleted file is served without a restart', async () => {
    await git(api.contentDir, 'checkout', '-q', '-b', 'redesign')
    await rm(path.join(api.contentDir, 'solutions/software-platforms.md'))
    await writeFile(
      path.join(api.contentDir, 'solutions/ai-services.md'),
      '---\ntitle: AI Services\ndescription: Models.\n---\nBody.\n',
    )
    const energy = path.join(api.contentDir, 'solutions/energy-systems.md')
    await writeFile(
      energy,
      (await readFile(energy, 'utf8')).replace(
        'children:\n  - software-platforms\n',
        'children: []\n',
      ),
    )
    await git(api.contentDir, 'add', '-A')
    await git(api.contentDir, 'commit', '-qm', 'redesign')
    await git(api.contentDir, 'checkout', '-q', 'main')
    await eventually(async () => {
      const { body } = await getJson<Solution[]>('/api/solutions')
      expect(body.map((s) => s.slug)).toEqual(['energy-systems', 'software-platforms'])
    })

    await git(api.contentDir, 'checkout', '-q', 'redesign')
    await eventually(async () => {
      const { body } = await getJson<Solution[]>('/api/solutions')
      expect(body.map((s) => s.slug).sort()).toEqual(['ai-services', 'energy-systems'])
      expect(body.find((s) => s.slug === 'energy-systems')?.children).toEqual([])
    })
  })
})
