import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fakeContext } from '../test-support/load-context'
import { loadClosedPreview } from './preview-closed.server'

const context = fakeContext({
  navigation: async () => ({ lang: 'en', menus: { header: [], footer: [], solutions: [] } }),
  companySettings: async () => ({ settings: [] }),
})

async function closed(url: string, why?: AppLoadContext['previewClosed']) {
  const result = await loadClosedPreview(
    why ? { ...context, previewClosed: why } : context,
    new Request(`https://falcon.example${url}`),
  )
  return {
    status: result.init?.status,
    headers: new Headers(result.init?.headers),
    reason: result.data.reason,
  }
}

describe('loadClosedPreview', () => {
  it('when a preview that names a draft does not open, then 410 "expired or revoked", private and noindex', async () => {
    const answer = await closed('/preview/products/rx-500?token=revoked', 'expired')
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

  it('when the item has no draft (any more), then 404 "no draft", private and noindex', async () => {
    const answer = await closed('/preview/products/rx-500', 'no-draft')
    expect(answer).toMatchObject({ status: 404, reason: 'no-draft' })
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('when the address names no draft, then 404 "no such preview"', async () => {
    for (const url of ['/preview/nothing/here', '/preview/products/rx-500?lang=xx', '/preview/x']) {
      expect(await closed(url), url).toMatchObject({ status: 404, reason: 'unknown' })
    }
  })
})
