import { describe, expect, it } from 'vitest'
import type { DraftMeta } from '@site/contract'
import { unreachable } from '../../test-support/load-context'
import { reviewCount } from './review-count.server'

const draft = (target: string, status: DraftMeta['status']) => ({ target, status }) as DraftMeta

describe('the "Drafts & review" badge', () => {
  it('when drafts are in every status, then only those asking for review are counted', async () => {
    const list = async () => [
      draft('products/a', 'review'),
      draft('products/b', 'draft'),
      draft('pages/home', 'review'),
      draft('settings/company', 'ready'),
    ]
    expect(await reviewCount({ drafts: { list } })).toBe(2)
  })

  it('when content-api cannot list the drafts, then there is no badge rather than a failed page', async () => {
    expect(await reviewCount({ drafts: { list: unreachable } })).toBeNull()
  })
})
