import { describe, expect, it } from 'vitest'
import { fakeContext } from '../test-support/load-context'
import { loadClosedPreview } from './preview-closed.server'

const context = fakeContext({
  listSolutions: async () => [],
  companySettings: async () => ({ settings: [] }),
})

async function closed(url: string) {
  const result = await loadClosedPreview(context, new Request(`https://falcon.example${url}`))
  return {
    status: result.init?.status,
    headers: new Headers(result.init?.headers),
    reason: result.data.reason,
  }
}

describe('loadClosedPreview', () => {
  it('when a preview that names a draft does not open, then 410 "expired or revoked", private and noindex', async () => {
    const answer = await closed('/preview/products/rx-500?token=revoked')
    expect(answer).toMatchObject({ status: 410, reason: 'expired' })
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('x-robots-tag')).toBe('noindex')
  })

  it('when it is asked in Arabic, then it is still the expired page (in /ar)', async () => {
    expect(await closed('/ar/preview/pages/home?lang=ar&token=x')).toMatchObject({
      status: 410,
      reason: 'expired',
    })
  })

  it('when the address names no draft, then 404 "no such preview"', async () => {
    for (const url of ['/preview/nothing/here', '/preview/products/rx-500?lang=fr', '/preview/x']) {
      expect(await closed(url), url).toMatchObject({ status: 404, reason: 'unknown' })
    }
  })
})
