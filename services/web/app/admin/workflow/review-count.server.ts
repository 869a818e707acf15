import type { DraftMeta } from '@site/contract'

/**
 * How many drafts wait for review (the menu's badge on "Drafts & review"); null when
 * content-api cannot say, so the admin works on without the badge.
 */
export async function reviewCount(api: { drafts: { list: () => Promise<DraftMeta[]> } }) {
  try {
    return (await api.drafts.list()).filter((d) => d.status === 'review').length
  } catch {
    return null
  }
}
