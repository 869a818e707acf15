import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'
import {
  ContentApiError,
  ContentApiUnreachableError,
  createContentClient,
} from '@site/contract/client'

let api: Awaited<ReturnType<typeof startTestApi>>
beforeEach(async () => {
  api = await startTestApi()
})
afterEach(() => api.close())

describe('content client', () => {
  it('when reading, then typed records come back and a missing one is null', async () => {
    const client = createContentClient({ baseUrl: api.url })
    expect((await client.records('solutions').list()).map((s) => s.slug)).toEqual([
      'energy-systems',
      'software-platforms',
    ])
    expect(await client.records('solutions').get('nope')).toBeNull()
    expect((await client.records('partners').get('voltline'))?.name).toBe('Voltline')
  })

  it('when made for Arabic, then reads carry lang=ar and records say what is missing', async () => {
    const urls: string[] = []
    const spy: typeof fetch = (input, init) => {
      urls.push(String(input))
      return fetch(input, init)
    }
    const client = createContentClient({ baseUrl: api.url, lang: 'ar', fetch: spy })
    const solution = (await client.records('solutions').get('energy-systems')) as unknown as {
      missing: string[]
    }
    expect(urls).toEqual([`${api.url}/api/solutions/energy-systems?lang=ar`])
    expect(solution.missing).toContain('title')
  })

  it('when a read asks for depth 0, then references come as stored and the record saves back as it came', async () => {
    const editor = createContentClient({ baseUrl: api.url, token: await api.login() })
    const solutions = editor.records('solutions')
    const shallow = await solutions.get('energy-systems', { depth: 0 })
    if (!shallow) throw new Error('fixture missing')
    expect(shallow.children).toEqual(['software-platforms'])
    const listed = await solutions.list({ depth: 0 })
    expect(listed.find((s) => s.slug === 'energy-systems')?.children).toEqual([
      'software-platforms',
    ])
    const deep = await solutions.get('energy-systems')
    expect(deep?.children).toEqual([expect.objectContaining({ slug: 'software-platforms' })])
    if (!deep) throw new Error('fixture missing')
    expect((await solutions.update('energy-systems', deep)).version).toBe(deep.version)
  })

  it('when a write is refused, then the error carries status, code and per-field messages', async () => {
    const anonymous = createContentClient({ baseUrl: api.url })
    const solution = await anonymous.records('solutions').get('energy-systems')
    if (!solution) throw new Error('fixture missing')
    const update = { ...solution, children: solution.children.map((c) => c.slug), title: '' }
    const unauth = await anonymous.updateSolution('energy-systems', update).catch((e: unknown) => e)
    expect(unauth).toBeInstanceOf(ContentApiError)
    expect((unauth as ContentApiError).status).toBe(401)

    const editor = createContentClient({ baseUrl: api.url, token: await api.login() })
    const invalid = (await editor
      .updateSolution('energy-systems', update)
      .catch((e: unknown) => e)) as ContentApiError
    expect(invalid.status).toBe(400)
    expect(invalid.fields).toEqual({ title: 'Title is required' })
  })

  it('when content-api is down, then the error says it is unreachable and where', async () => {
    const client = createContentClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 })
    const error = await client
      .records('solutions')
      .list()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentApiUnreachableError)
    expect((error as Error).message).toContain('http://127.0.0.1:9')
  })

  it("when a sign-in takes longer than the client's timeout, then the client still waits for its answer", async () => {
    // every request reaches content-api only after the general timeout has passed
    const late: typeof fetch = async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 200))
      init?.signal?.throwIfAborted()
      return fetch(input, init)
    }
    const client = createContentClient({ baseUrl: api.url, fetch: late, timeoutMs: 50 })
    const session = await client.login(TEST_ADMIN)
    expect(session).toHaveProperty('token', expect.stringMatching(/^[A-Za-z0-9_-]{43}$/))
    await expect(client.records('solutions').list()).rejects.toBeInstanceOf(
      ContentApiUnreachableError,
    )
  })

  it('when an admin manages users and sessions through the client, then each typed call reaches its endpoint', async () => {
    const admin = createContentClient({ baseUrl: api.url, token: await api.login() })
    const added = await admin.addUser({
      name: 'Cleo Client',
      email: 'cleo@example.com',
      role: 'editor',
      password: 'cleo long password',
    })
    expect((await admin.listUsers()).map((u) => u.email)).toContain('cleo@example.com')

    const cleo = createContentClient({
      baseUrl: api.url,
      token: await api.login('cleo@example.com', 'cleo long password'),
    })
    const forbidden = (await cleo.listUsers().catch((e: unknown) => e)) as ContentApiError
    expect(forbidden.status).toBe(403)
    await cleo.changePassword({
      currentPassword: 'cleo long password',
      newPassword: 'cleo newer password',
    })
    const [session] = await cleo.listSessions()
    expect(session?.current).toBe(true)
    expect((await cleo.activity(1)).length).toBe(1)

    await admin.resetUserPassword(added.id, 'set by the admin now')
    expect(((await cleo.me().catch((e: unknown) => e)) as ContentApiError).status).toBe(401)
    await admin.removeUser(added.id)
    expect((await admin.listUsers()).map((u) => u.email)).not.toContain('cleo@example.com')

    const own = await admin.listSessions()
    await admin.revokeSession(own[0]?.id ?? '')
    expect(((await admin.me().catch((e: unknown) => e)) as ContentApiError).status).toBe(401)
  })

  it('when the inbox is exported, then the CSV keeps its byte-order mark and content-api names the file', async () => {
    const editor = createContentClient({ baseUrl: api.url, token: await api.login() })
    const { csv, fileName } = await editor.exportContactsCsv('spam')
    expect(csv.startsWith('\ufeffReceived,')).toBe(true)
    expect(fileName).toMatch(/^messages-spam-\d{4}-\d{2}-\d{2}\.csv$/)
  })

  it('when a password is reset through the client, then each typed call reaches its endpoint', async () => {
    const client = createContentClient({ baseUrl: api.url })
    expect(await client.passwordResetDelivery()).toBe('log')
    expect(await client.requestPasswordReset({ email: 'editor@example.com' })).toEqual({
      accepted: true,
    })
    const refused = (await client
      .completePasswordReset({ token: 'A'.repeat(43), password: 'a long new password' })
      .catch((e: unknown) => e)) as ContentApiError
    expect(refused).toBeInstanceOf(ContentApiError)
    expect(refused.status).toBe(400)
    expect(refused.code).toBe('invalid_reset_link')
  })
})
