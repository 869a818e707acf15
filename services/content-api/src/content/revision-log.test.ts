import { describe, expect, it } from 'vitest'
import type { ContentStore } from './content-store.js'
import { RevisionLog, type RevisionStep } from './revision-log.js'

/** A store whose revision and file events the test drives. */
function fakeStore() {
  const listeners = new Set<(file: string) => void>()
  const store = {
    index: { revision: 'r0' },
    onChange(listener: (file: string) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    store: store as unknown as ContentStore,
    /** `files` written in one tick, leaving the revision at `revision` */
    write(revision: string, ...files: string[]) {
      store.index.revision = revision
      for (const file of files) for (const listener of listeners) listener(file)
    },
  }
}

const tick = () => new Promise<void>((r) => queueMicrotask(r))

describe('RevisionLog', () => {
  it('when several files change in one tick (a save, a pull), then they make one step', async () => {
    const { store, write } = fakeStore()
    const log = new RevisionLog(store)
    const steps: RevisionStep[] = []
    log.onStep((step) => steps.push(step))
    write('r1', 'products/a.md', 'settings/redirects.json')
    await tick()
    expect(steps).toEqual([
      { from: 'r0', to: 'r1', files: ['products/a.md', 'settings/redirects.json'] },
    ])
    expect(log.changedSince('r0')).toEqual(['products/a.md', 'settings/redirects.json'])
  })

  it('when the same bytes are written again, then no step is made', async () => {
    const { store, write } = fakeStore()
    const log = new RevisionLog(store)
    const steps: RevisionStep[] = []
    log.onStep((step) => steps.push(step))
    write('r0', 'products/a.md')
    await tick()
    expect(steps).toEqual([])
  })

  it('when asked during the tick of a change, then the files are not known yet (null)', async () => {
    const { store, write } = fakeStore()
    const log = new RevisionLog(store)
    write('r1', 'products/a.md')
    expect(log.changedSince('r0')).toBeNull()
    await tick()
    expect(log.changedSince('r0')).toEqual(['products/a.md'])
  })

  it('when a revision is older than the steps kept, then the files since are unknown (null)', async () => {
    const { store, write } = fakeStore()
    const log = new RevisionLog(store)
    for (let i = 1; i <= 300; i++) {
      write(`r${i}`, `products/p${i}.md`)
      await tick()
    }
    expect(log.changedSince('r0')).toBeNull()
    expect(log.changedSince('r298')).toEqual(['products/p299.md', 'products/p300.md'])
  })
})
