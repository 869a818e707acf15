import { describe, expect, it, vi } from 'vitest'
import type { AuditEntry } from '@site/contract'
import { fakeContext, thrownStatus } from '../../test-support/load-context'
import { auditExport, auditFiltersOf, auditLoader } from './audit.server'

const admin = { id: 'u1', email: 'layla@example.com', name: 'Layla', role: 'admin' }
const editor = { ...admin, id: 'u2', role: 'editor' }

const get = (path: string) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: '__session=tok1' } })

const entry: AuditEntry = {
  id: 'e1',
  at: '2026-11-28T10:00:00.000Z',
  type: 'sign-in',
  outcome: 'failure',
  actor: { email: '=HYPERLINK("http://evil.example")' },
  reason: 'invalid_credentials',
  method: 'password',
  ip: '::ffff:203.0.113.7',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36',
  request_id: 'req-1',
}

describe('the audit log page', () => {
  it('when the URL names filters, then only valid ones are kept and passed to content-api', async () => {
    expect(
      auditFiltersOf(
        new URL('http://x/admin/audit?type=sign-in&actor=%20omar%20&since=2026-11-01&until=soon'),
      ),
    ).toEqual({ type: 'sign-in', actor: 'omar', since: '2026-11-01', until: '' })
    expect(auditFiltersOf(new URL('http://x/admin/audit?type=coffee')).type).toBe('')
    const audit = vi.fn(async () => ({ entries: [entry], more: false }))
    const data = await auditLoader(
      get('/admin/audit?type=sign-in&actor=omar'),
      fakeContext({ me: async () => admin, audit }),
    )
    expect(audit).toHaveBeenCalledWith({ type: 'sign-in', actor: 'omar', limit: 200 })
    expect(data.entries).toEqual([entry])
  })

  it('when an editor opens the page or the export, then both answer 403 before content-api is asked', async () => {
    const audit = vi.fn()
    const context = fakeContext({ me: async () => editor, audit })
    expect(await thrownStatus(auditLoader(get('/admin/audit'), context))).toBe(403)
    expect(await thrownStatus(auditExport(get('/admin/audit/export.csv'), context))).toBe(403)
    expect(audit).not.toHaveBeenCalled()
  })

  it('when the log is exported, then the CSV names events and reasons in words, shows the address as written and neutralises formulas', async () => {
    const res = await auditExport(
      get('/admin/audit/export.csv?type=sign-in'),
      fakeContext({
        me: async () => admin,
        audit: async () => ({ entries: [entry], more: false }),
      }),
    )
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-/)
    const [header, row] = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe(
      'When,Event,How,Outcome,Who,Target,Reason,Address,Device,User agent,Request id',
    )
    expect(row).toContain('Sign-in,Password,Failed,')
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(row).toContain('Wrong e-mail address or password,203.0.113.7,Chrome on Windows')
  })
})
