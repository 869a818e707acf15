import { describe, expect, it } from 'vitest'
import { ContentIndex } from './content-index.js'

/** `count` files spread over two folders, each with a made-up blob id. */
const files = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    file: i % 2 ? `clients/client-${i}.json` : `solutions/solution-${i}.md`,
    blob: i.toString(16).padStart(40, '0'),
  }))

const indexOf = (entries: Array<{ file: string; blob: string }>) => {
  const index = new ContentIndex()
  for (const { file, blob } of entries) index.setBlob(file, blob)
  return index
}

describe('ContentIndex revision', () => {
  it('when the same files are indexed in another order, then the revision is the same (as after a restart)', () => {
    const all = files(2_000)
    expect(indexOf([...all].reverse()).revision).toBe(indexOf(all).revision)
  })

  it('when one file of thousands changes, then the revision changes, and changes back with it', () => {
    const index = indexOf(files(2_000))
    const before = index.revision
    index.setBlob('clients/client-1001.json', 'f'.repeat(40))
    const changed = index.revision
    expect(changed).not.toBe(before)
    index.setBlob('clients/client-1001.json', (1001).toString(16).padStart(40, '0'))
    expect(index.revision).toBe(before)
  })

  it('when files are added then deleted, then the revision is that of an index that never had them', () => {
    const kept = files(300)
    const index = indexOf(kept)
    const fresh = index.revision
    // enough added files that some land in buckets no kept file uses
    for (let i = 0; i < 2_000; i++) index.setBlob(`media/extra-${i}.png`, 'e'.repeat(40))
    expect(index.revision).not.toBe(fresh)
    for (let i = 0; i < 2_000; i++) index.setBlob(`media/extra-${i}.png`, null)
    expect(index.revision).toBe(fresh)
    expect(index.revision).toBe(indexOf(kept).revision)
    expect(index.blobOf('media/extra-7.png')).toBeUndefined()
    expect(index.blobOf('clients/client-1.json')).toBe('1'.padStart(40, '0'))
  })

  it('when a file moves (deleted under one name, added under another), then the revision changes', () => {
    const index = indexOf(files(50))
    const before = index.revision
    index.setBlob('clients/client-1.json', null)
    index.setBlob('clients/client-1-renamed.json', '1'.padStart(40, '0'))
    expect(index.revision).not.toBe(before)
  })
})
