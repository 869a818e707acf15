import { PRESENCE_LEAVE_GRACE_MS, PRESENCE_TTL_MS } from '@site/contract'
import { describe, expect, it } from 'vitest'
import { MAX_ENTRIES_PER_USER, PresenceStore, type PresenceEvent } from './presence-store.js'

const fatima = { id: 'u-fatima', name: 'Fatima Hassan', email: 'fatima@example.com' }
const omar = { id: 'u-omar', name: 'Omar Saleh', email: 'omar@example.com' }
const ITEM = 'products/grid-controller'
const TAB_F = 'tab-fatima-1'
const TAB_O = 'tab-omar-1'

/** A store on a clock the test moves, and the events it sent. */
function storeAt(start = Date.parse('2026-11-28T10:42:00Z')) {
  let now = start
  const store = new PresenceStore(() => now)
  const events: Array<{ target: string; event: PresenceEvent }> = []
  store.onEvent((target, event) => events.push({ target, event }))
  return {
    store,
    events,
    advance: (ms: number) => {
      now += ms
    },
  }
}

const names = (store: PresenceStore) => store.answer(ITEM).editors.map((e) => e.user.name)

describe('presence: joining and leaving', () => {
  it('when two editors open an item, then both are listed earliest first, with since and who edits', () => {
    const { store, advance } = storeAt()
    store.beat(ITEM, TAB_F, fatima)
    advance(30_000)
    const answer = store.beat(ITEM, TAB_O, omar)
    expect(answer.editors).toEqual([
      {
        user: { name: fatima.name, email: fatima.email },
        since: '2026-11-28T10:42:00.000Z',
        editing: true,
      },
      {
        user: { name: omar.name, email: omar.email },
        since: '2026-11-28T10:42:30.000Z',
        editing: false,
      },
    ])
    expect(answer.you).toEqual({ editing: false })
    expect(store.answer(ITEM, fatima.id).you).toEqual({ editing: true })
  })

  it('when a user beats from the same tab again and again, then they stay one entry with their first since', () => {
    const { store, advance } = storeAt()
    for (let i = 0; i < 50; i++) {
      store.beat(ITEM, TAB_F, fatima)
      advance(10_000)
    }
    const { editors } = store.answer(ITEM)
    expect(editors).toHaveLength(1)
    expect(editors[0]?.since).toBe('2026-11-28T10:42:00.000Z')
  })

  it('when a user opens more items than the bound, then their stalest entry is dropped and memory stays bounded', () => {
    const { store, advance } = storeAt()
    for (let i = 0; i <= MAX_ENTRIES_PER_USER; i++) {
      store.beat(`products/item-${i}`, TAB_F, fatima)
      advance(1)
    }
    expect(store.openTargets()).toHaveLength(MAX_ENTRIES_PER_USER)
    expect(store.openTargets()).not.toContain('products/item-0')
  })

  it('when the editor leaves, then the next one edits and the others are told', () => {
    const { store, events, advance } = storeAt()
    store.beat(ITEM, TAB_F, fatima)
    store.beat(ITEM, TAB_O, omar)
    events.length = 0
    store.leave(ITEM, TAB_F, fatima.id)
    advance(PRESENCE_LEAVE_GRACE_MS + 1)
    store.sweep()
    expect(names(store)).toEqual([omar.name])
    expect(store.answer(ITEM, omar.id).you?.editing).toBe(true)
    expect(events).toEqual([{ target: ITEM, event: { type: 'presence' } }])
  })

  it('when a tab leaves and comes back within the grace (a reload), then it keeps its since and the lock', () => {
    const { store, advance } = storeAt()
    store.beat(ITEM, TAB_F, fatima)
    store.beat(ITEM, TAB_O, omar)
    store.leave(ITEM, TAB_F, fatima.id)
    advance(PRESENCE_LEAVE_GRACE_MS - 1000)
    store.beat(ITEM, TAB_F, fatima)
    advance(PRESENCE_LEAVE_GRACE_MS)
    store.sweep()
    expect(store.answer(ITEM).editors[0]).toMatchObject({
      user: { name: fatima.name },
      since: '2026-11-28T10:42:00.000Z',
      editing: true,
    })
  })

  it("when another user says a tab left, then the tab's owner is not affected", () => {
    const { store, advance } = storeAt()
    store.beat(ITEM, TAB_F, fatima)
    store.leave(ITEM, TAB_F, omar.id)
    advance(PRESENCE_LEAVE_GRACE_MS + 1)
    expect(names(store)).toEqual([fatima.name])
  })
})

describe('presence: expiry without a heartbeat', () => {
  it('when 60 s pass without a heartbeat, then the editor is gone; just before, they are still there', () => {
    const { store, events, advance } = storeAt()
    store.beat(ITEM, TAB_F, fatima)
    store.beat(ITEM, TAB_O, omar)
    advance(PRESENCE_TTL_MS - 20_000)
    store.beat(ITEM, TAB_O, omar) // Omar's tab is alive, Fatima's went quiet
    advance(19_999)
    expect(names(store)).toEqual([fatima.name, omar.name])
    events.length = 0
    advance(1)
    store.sweep()
    expect(names(store)).toEqual([omar.name])
    expect(events).toEqual([{ target: ITEM, event: { type: 'presence' } }])
  })

  it('when the last editor expires, then the item is forgotten', () => {
    const { store, advance } = storeAt()
    store.beat(ITEM, TAB_F, fatima)
    advance(PRESENCE_TTL_MS)
    expect(store.answer(ITEM)).toEqual({ editors: [] })
    expect(store.openTargets()).toEqual([])
  })
})

describe('presence: taking over', () => {
  it('when the second editor takes over, then they edit and the first is told who and when', () => {
    const { store, events, advance } = storeAt()
    store.beat(ITEM, TAB_F, fatima)
    store.beat(ITEM, TAB_O, omar)
    advance(60_000 - 1)
    store.beat(ITEM, TAB_F, fatima)
    events.length = 0
    const answer = store.takeOver(ITEM, TAB_O, omar)
    expect(answer.you).toEqual({ editing: true })
    expect(answer.editors.map((e) => [e.user.name, e.editing])).toEqual([
      [fatima.name, false],
      [omar.name, true],
    ])
    expect(store.answer(ITEM, fatima.id).you).toEqual({
      editing: false,
      takenOverBy: { name: omar.name, email: omar.email, at: '2026-11-28T10:42:59.999Z' },
    })
    expect(events).toContainEqual({ target: ITEM, event: { type: 'presence' } })
  })

  it('when the first takes it back, then they edit again and are no longer told it was taken', () => {
    const { store } = storeAt()
    store.beat(ITEM, TAB_F, fatima)
    store.takeOver(ITEM, TAB_O, omar)
    const back = store.takeOver(ITEM, TAB_F, fatima)
    expect(back.you).toEqual({ editing: true })
    expect(store.answer(ITEM, omar.id).you).toMatchObject({
      editing: false,
      takenOverBy: { name: fatima.name },
    })
  })
})

describe('presence: changed by someone else', () => {
  it('when an open item is saved, then its listeners hear who saved it; an item nobody has open is silent', () => {
    const { store, events } = storeAt()
    store.beat(ITEM, TAB_F, fatima)
    events.length = 0
    store.changed(ITEM, { name: omar.name, email: omar.email })
    store.changed('products/nobody-here', { name: omar.name, email: omar.email })
    expect(events).toEqual([
      {
        target: ITEM,
        event: {
          type: 'changed',
          change: { by: { name: omar.name, email: omar.email }, at: '2026-11-28T10:42:00.000Z' },
        },
      },
    ])
  })
})
