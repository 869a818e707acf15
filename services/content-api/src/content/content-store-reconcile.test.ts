import { utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { silentLogger } from '@site/platform'
import { createTestRepo } from '../test-support/test-repo.js'
import { ContentStore } from './content-store.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  vi.useRealTimers()
  for (const c of cleanups.splice(0)) await c()
})

const client = (name: string) => JSON.stringify({ name, logo: 'media/logo-voltline.jpg' })

/** A store over a fresh copy of the fixtures whose clients folder was read in full once. */
async function reconciledStore() {
  const repo = await createTestRepo()
  cleanups.push(repo.cleanup)
  const store = new ContentStore(repo.dir, silentLogger)
  cleanups.push(() => store.close())
  await store.loadAll()
  await store.reconcile('clients')
  const has = (slug: string) => store.index.collection('clients').has(slug)
  return { store, has, dir: repo.dir }
}

describe('ContentStore.reconcile after the service’s own saves', () => {
  it('when a file appears without an event in the instant of an own save, then the next full reconcile (within 10 s) finds it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const { store, has, dir } = await reconciledStore()
    // the outside file lands just before the service's save stamps the folder: its event lost
    await writeFile(path.join(dir, 'clients/lost-event.json'), client('Lost Event'))
    await writeFile(path.join(dir, 'clients/desert-utilities.json'), client('Desert Utilities'))
    await store.reloadWritten('clients/desert-utilities.json')

    await store.reconcile('clients') // the watcher's check after the save: the folder is as left
    expect(has('lost-event')).toBe(false)

    await vi.advanceTimersByTimeAsync(10_000)
    await vi.waitFor(() => expect(has('lost-event')).toBe(true))
  })

  it('when the folder’s entries change after an own save, then reconcile reads the folder at once', async () => {
    const { store, has, dir } = await reconciledStore()
    await writeFile(path.join(dir, 'clients/desert-utilities.json'), client('Desert Utilities'))
    await store.reloadWritten('clients/desert-utilities.json')

    await writeFile(path.join(dir, 'clients/added-by-hand.json'), client('Added By Hand'))
    // the folder's times as the OS sets them for a later change (a clock tick may separate them)
    const later = new Date(Date.now() + 5_000)
    await utimes(path.join(dir, 'clients'), later, later)

    await store.reconcile('clients')
    expect(has('added-by-hand')).toBe(true)
  })

  it('when no own save stamped the folder, then reconcile reads it in full even right after another', async () => {
    const { store, has, dir } = await reconciledStore()
    await writeFile(path.join(dir, 'clients/pulled.json'), client('Pulled'))
    await store.reconcile('clients')
    expect(has('pulled')).toBe(true)
  })
})
