import { describe, expect, it } from 'vitest'
import type { DraftMeta, PreviewShare, SessionUser } from '@site/contract'
import { fakeContext } from '../../test-support/load-context'
import { draftingOf } from './drafting.server'

const eli: SessionUser = { id: 'u2', email: 'eli@example.com', name: 'Eli Editor', role: 'editor' }
const ada: SessionUser = { id: 'u1', email: 'ada@example.com', name: 'Ada Admin', role: 'admin' }

const share = (id: string, by: SessionUser): PreviewShare => ({
  id,
  target: 'settings/company',
  createdAt: '2026-11-24T08:00:00Z',
  expiresAt: '2026-12-01T08:00:00Z',
  createdBy: { name: by.name, email: by.email },
})

function draftBy(by: SessionUser, target: string) {
  const meta: DraftMeta = {
    target,
    branch: `drafts/${target}`,
    status: 'draft',
    publishAt: null,
    unpublishAt: null,
    base: 'b'.repeat(40),
    tip: 'c'.repeat(40),
    createdAt: '2026-11-24T08:00:00Z',
    updatedAt: '2026-11-24T09:00:00Z',
    createdBy: { name: by.name, email: by.email },
    authors: [{ name: by.name, email: by.email }],
    files: [`${target}.json`],
  }
  return { ...meta, shares: [share('s-eli', eli), share('s-ada', ada)] }
}

const published = { version: 'v1' }
const revocable = (d: ReturnType<typeof draftingOf>) =>
  Object.fromEntries(d.shares.map((s) => [s.id, s.revocable]))

describe('draftingOf: what the editor offers', () => {
  it('when an editor opens the company settings, then no draft, share or revoke is offered, even on a draft they began', () => {
    const drafting = draftingOf(fakeContext({}), eli, published, draftBy(eli, 'settings/company'), [
      'settings',
      'update',
    ])
    expect(drafting).toMatchObject({ canDraft: false, canDiscard: false, directSave: false })
    expect(revocable(drafting)).toEqual({ 's-eli': false, 's-ada': false })
  })

  it('when an admin opens the company settings, then they draft, discard and revoke every link', () => {
    const drafting = draftingOf(fakeContext({}), ada, published, draftBy(eli, 'settings/company'), [
      'settings',
      'update',
    ])
    expect(drafting).toMatchObject({ canDraft: true, canDiscard: true })
    expect(revocable(drafting)).toEqual({ 's-eli': true, 's-ada': true })
  })

  it('when an editor opens a record, then they draft it and revoke only the links they made, and discard only their own draft', () => {
    const own = draftingOf(fakeContext({}), eli, published, draftBy(eli, 'products/x'), [
      'records',
      'update',
    ])
    expect(own).toMatchObject({ canDraft: true, canDiscard: true })
    expect(revocable(own)).toEqual({ 's-eli': true, 's-ada': false })
    const theirs = draftingOf(fakeContext({}), eli, published, draftBy(ada, 'products/x'), [
      'records',
      'update',
    ])
    expect(theirs).toMatchObject({ canDraft: true, canDiscard: false })
  })
})
