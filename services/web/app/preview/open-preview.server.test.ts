import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { describe, expect, it } from 'vitest'
import type { PreviewInput } from '../load-context.server'
import { openPreview } from './open-preview.server'

interface FakeApi {
  /** the user behind a session token; absent: 401 */
  users?: Record<string, string>
  /** what a preview read of the draft answers, by the credentials it carries */
  read: (input: PreviewInput) => Promise<unknown>
}

/** contextFor as server/app.ts gives it: one content client per preview input. */
function contextsOf(fake: FakeApi) {
  const inputs: Array<PreviewInput | undefined> = []
  const contextFor = (preview?: PreviewInput) => {
    inputs.push(preview)
    const client = {
      records: () => ({ get: () => fake.read(preview!) }),
      getPage: () => fake.read(preview!),
      companySettings: () => fake.read(preview!),
    }
    return {
      contentApi: (token?: string) =>
        ({
          ...client,
          me: async () => {
            const user = token ? fake.users?.[token] : undefined
            if (!user) throw new ContentApiError(401, 'unauthorized', 'Sign in')
            return { email: user }
          },
        }) as never,
    }
  }
  return { inputs, contextFor }
}

/** share tokens of the right form (`<16 characters>.<43>`): content-api's fake decides the rest */
const GOOD = `${'g'.repeat(16)}.${'A'.repeat(43)}`
const REVOKED = `${'r'.repeat(16)}.${'A'.repeat(43)}`

const denied = (status: number) => () =>
  Promise.reject(new ContentApiError(status, 'preview_denied', 'This preview link has expired'))

describe('openPreview', () => {
  it('when the address names no preview, then it is none and content-api is not asked', async () => {
    const { inputs, contextFor } = contextsOf({ read: () => Promise.resolve({}) })
    const opening = await openPreview({ pathname: '/preview/nope/x', search: '', contextFor })
    expect(opening).toEqual({ kind: 'none' })
    expect(inputs).toEqual([])
  })

  it('when there is neither a session nor a token, then it is denied without reading the draft', async () => {
    let reads = 0
    const { contextFor } = contextsOf({ read: () => Promise.resolve(reads++) })
    const opening = await openPreview({
      pathname: '/preview/products/rx-500',
      search: '',
      contextFor,
    })
    expect(opening).toMatchObject({ kind: 'denied', reason: 'expired' })
    expect(reads).toBe(0)
  })

  it('when a share token opens the draft, then the public page is rendered with that token only', async () => {
    const { contextFor } = contextsOf({
      read: (input) => (input.token === GOOD ? Promise.resolve({ slug: 'rx-500' }) : denied(403)()),
    })
    const opening = await openPreview({
      pathname: '/preview/products/rx-500',
      search: `?token=${GOOD}&lang=ar`,
      contextFor,
    })
    expect(opening).toMatchObject({
      kind: 'open',
      request: { publicPath: '/ar/products/rx-500' },
      input: { target: 'products/rx-500', token: GOOD, editorPath: '/admin/products/rx-500' },
    })
    expect(opening.kind === 'open' && opening.input).not.toHaveProperty('sessionToken')
  })

  it('when the token has anything appended or is of another form, then it is denied without reading the draft', async () => {
    let reads = 0
    const { contextFor } = contextsOf({ read: () => Promise.resolve(reads++) })
    for (const token of [`${GOOD}.x`, `${GOOD}.`, `${GOOD}A`, GOOD.slice(1), 'good']) {
      const opening = await openPreview({
        pathname: '/preview/products/rx-500',
        search: `?token=${encodeURIComponent(token)}`,
        contextFor,
      })
      expect(opening, token).toMatchObject({ kind: 'denied', reason: 'expired' })
    }
    expect(reads).toBe(0)
  })

  it('when content-api refuses the token (401, 403, 410), then it is denied as expired', async () => {
    for (const status of [401, 403, 410]) {
      const { contextFor } = contextsOf({ read: denied(status) })
      const opening = await openPreview({
        pathname: '/preview/pages/about',
        search: `?token=${REVOKED}`,
        contextFor,
      })
      expect(opening, String(status)).toMatchObject({ kind: 'denied', reason: 'expired' })
    }
  })

  it('when the item has no draft (404), then it is denied as having none', async () => {
    const { contextFor } = contextsOf({
      users: { 'sess-1': 'admin@falcon.example' },
      read: denied(404),
    })
    const opening = await openPreview({
      pathname: '/preview/pages/about',
      search: '',
      cookie: '__session=sess-1',
      contextFor,
    })
    expect(opening).toMatchObject({ kind: 'denied', reason: 'no-draft' })
  })

  it('when the record has no draft (read as null), then it is denied as having none', async () => {
    const { contextFor } = contextsOf({ read: () => Promise.resolve(null) })
    const opening = await openPreview({
      pathname: '/preview/products/gone',
      search: `?token=${GOOD}`,
      contextFor,
    })
    expect(opening).toMatchObject({ kind: 'denied', reason: 'no-draft' })
  })

  it('when a signed-in user opens it, then every read carries their session and the bar links back', async () => {
    const { contextFor } = contextsOf({
      users: { 'sess-1': 'admin@falcon.example' },
      read: (input) => (input.sessionToken === 'sess-1' ? Promise.resolve({}) : denied(403)()),
    })
    const opening = await openPreview({
      pathname: '/preview/settings/company',
      search: '',
      cookie: 'theme=x; __session=sess-1',
      contextFor,
    })
    expect(opening).toMatchObject({
      kind: 'open',
      request: { publicPath: '/' },
      input: { target: 'settings/company', sessionToken: 'sess-1', editorPath: '/admin/our-info' },
    })
  })

  it('when the session cookie is stale, then it counts as signed out (and a token still opens)', async () => {
    const { contextFor } = contextsOf({ read: () => Promise.resolve({}) })
    const stale = await openPreview({
      pathname: '/preview/pages/home',
      search: '',
      cookie: '__session=old',
      contextFor,
    })
    expect(stale).toMatchObject({ kind: 'denied', reason: 'expired' })
    const withToken = await openPreview({
      pathname: '/preview/pages/home',
      search: `?token=${GOOD}`,
      cookie: '__session=old',
      contextFor,
    })
    expect(withToken).toMatchObject({ kind: 'open', input: { token: GOOD } })
    expect(withToken.kind === 'open' && withToken.input).not.toHaveProperty('sessionToken')
  })

  it('when content-api refuses the signed-in user but the link is good, then the link alone opens it', async () => {
    const { contextFor } = contextsOf({
      users: { editor: 'editor@falcon.example' },
      read: (input) => (input.sessionToken ? denied(403)() : Promise.resolve({})),
    })
    const opening = await openPreview({
      pathname: '/preview/sectors/energy',
      search: `?token=${GOOD}`,
      cookie: '__session=editor',
      contextFor,
    })
    expect(opening).toMatchObject({ kind: 'open', input: { token: GOOD } })
    expect(opening.kind === 'open' && opening.input).not.toHaveProperty('sessionToken')
  })

  it('when content-api cannot be reached, then the page renders (and shows its own 503)', async () => {
    const { contextFor } = contextsOf({
      read: () => Promise.reject(new ContentApiUnreachableError('http://content-api', 'down')),
    })
    const opening = await openPreview({
      pathname: '/preview/products/rx-500',
      search: `?token=${GOOD}`,
      contextFor,
    })
    expect(opening.kind).toBe('open')
  })
})
