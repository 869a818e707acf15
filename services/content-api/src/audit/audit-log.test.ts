import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AUDIT_TEXT_MAX } from '@site/contract'
import { ANONYMOUS_ENTRIES_PER_DAY, AuditLog, type AuditEvent } from './audit-log.js'

let dataDir: string
let now: number
const clock = () => now
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'audit-'))
  now = Date.parse('2026-11-28T10:00:00Z')
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

const admin = { id: 'u1', email: 'layla@example.com', name: 'Layla' }
const event = (over: Partial<AuditEvent> = {}): AuditEvent => ({
  type: 'sign-in',
  outcome: 'success',
  actor: admin,
  method: 'password',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  request_id: 'req-1',
  ...over,
})

describe('the audit log', () => {
  it('when events are recorded, then each is one line of its UTC day file and a query reads them newest first', async () => {
    const audit = await AuditLog.open(dataDir, { retentionDays: 400, clock })
    await audit.record(event())
    now += 60_000
    await audit.record(event({ type: 'user-created', target: 'erin@example.com' }))
    now = Date.parse('2026-11-29T00:00:01Z')
    await audit.record(event({ type: 'sign-out' }))
    expect((await readdir(path.join(dataDir, 'audit'))).sort()).toEqual([
      '2026-11-28.jsonl',
      '2026-11-29.jsonl',
    ])
    const day = await readFile(path.join(dataDir, 'audit', '2026-11-28.jsonl'), 'utf8')
    expect(day.trim().split('\n')).toHaveLength(2)
    const { entries, more } = await audit.query({})
    expect(entries.map((e) => e.type)).toEqual(['sign-out', 'user-created', 'sign-in'])
    expect(more).toBe(false)
    expect(entries[2]).toMatchObject({
      at: '2026-11-28T10:00:00.000Z',
      actor: admin,
      outcome: 'success',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0',
      request_id: 'req-1',
      method: 'password',
    })
    await audit.close()
  })

  it('when a query names a type, an actor, a period and a limit, then only those entries come, and "more" says when some were left', async () => {
    const audit = await AuditLog.open(dataDir, { retentionDays: 400, clock })
    for (let i = 0; i < 5; i++) {
      now += 1000
      await audit.record(event({ outcome: i % 2 ? 'failure' : 'success' }))
    }
    await audit.record(
      event({ type: 'user-deleted', actor: { id: 'u2', email: 'omar@example.com', name: 'Omar' } }),
    )
    expect((await audit.query({ type: 'user-deleted' })).entries).toHaveLength(1)
    expect((await audit.query({ actor: 'OMAR' })).entries.map((e) => e.type)).toEqual([
      'user-deleted',
    ])
    expect((await audit.query({ actor: 'layla', limit: 2 })).more).toBe(true)
    expect((await audit.query({ since: '2026-11-29' })).entries).toEqual([])
    expect((await audit.query({ until: '2026-11-27' })).entries).toEqual([])
    expect((await audit.query({ since: '2026-11-28', until: '2026-11-28' })).entries).toHaveLength(
      6,
    )
    await audit.close()
  })

  it('when texts are longer than the bound, then they are cut, so a stranger cannot grow an entry', async () => {
    const audit = await AuditLog.open(dataDir, { retentionDays: 400, clock })
    const long = 'x'.repeat(10_000)
    const entry = await audit.record(
      event({ actor: { email: long }, user_agent: long, target: long, reason: long }),
    )
    expect(entry?.actor?.email).toHaveLength(AUDIT_TEXT_MAX)
    expect(entry?.user_agent).toHaveLength(AUDIT_TEXT_MAX)
    expect(entry?.target).toHaveLength(AUDIT_TEXT_MAX)
    expect(entry?.reason).toHaveLength(AUDIT_TEXT_MAX)
    await audit.close()
  })

  it('when more anonymous events come in a day than the bound, then the rest are counted in one entry and signed-in events are still kept', async () => {
    const audit = await AuditLog.open(dataDir, { retentionDays: 400, clock })
    const stranger = event({ outcome: 'failure', actor: { email: 'guess@example.com' } })
    for (let i = 0; i < ANONYMOUS_ENTRIES_PER_DAY + 25; i++) await audit.record(stranger)
    expect(await audit.record(stranger)).toBeNull()
    expect(await audit.record(event({ type: 'sign-out' }))).not.toBeNull()
    now = Date.parse('2026-11-29T08:00:00Z')
    await audit.record(stranger) // a new day: kept, and yesterday's count is written
    const yesterday = (await readFile(path.join(dataDir, 'audit', '2026-11-28.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; reason?: string })
    expect(yesterday).toHaveLength(ANONYMOUS_ENTRIES_PER_DAY + 2)
    expect(yesterday.at(-1)?.type).toBe('events-not-recorded')
    expect(yesterday.at(-1)?.reason).toMatch(/^26 events without a signed-in user/)
    await audit.close()
  })

  it('when the service starts, then days older than the retention are deleted and younger ones kept', async () => {
    const dir = path.join(dataDir, 'audit')
    const audit0 = await AuditLog.open(dataDir, { retentionDays: 30, clock })
    await audit0.close()
    await writeFile(path.join(dir, '2026-10-28.jsonl'), '')
    await writeFile(path.join(dir, '2026-10-29.jsonl'), '')
    await writeFile(path.join(dir, 'notes.txt'), 'not a day file')
    const audit = await AuditLog.open(dataDir, { retentionDays: 30, clock })
    expect((await readdir(dir)).sort()).toEqual(['2026-10-29.jsonl', 'notes.txt'])
    await audit.close()
  })

  it('when a crash cut the last line of a day, then the other entries still read and the next one is whole', async () => {
    const audit = await AuditLog.open(dataDir, { retentionDays: 400, clock })
    await audit.record(event())
    await appendFile(path.join(dataDir, 'audit', '2026-11-28.jsonl'), '{"id":"cut-in-the-mid')
    expect((await audit.query({})).entries).toHaveLength(1)
    // a new process appends after it on a line of its own
    await audit.close()
    const next = await AuditLog.open(dataDir, { retentionDays: 400, clock })
    now += 1000
    await next.record(event({ type: 'sign-out' }))
    expect((await next.query({})).entries.map((e) => e.type)).toEqual(['sign-out', 'sign-in'])
    await next.close()
  })
})
