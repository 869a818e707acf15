import { ContentApiError } from '@site/contract/client'
import type { ContactMessage } from '@site/contract'
import { describe, expect, it, vi } from 'vitest'
import { fakeContext, thrownStatus, unreachable } from '../../test-support/load-context'
import { exportCsv, loadInbox, loadMessage, messageAction, unreadCount } from './inbox.server'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const message = (read: boolean): ContactMessage => ({
  id: '1763880000000-aaaaaaaaaaaa',
  full_name: 'Layla',
  email: 'layla@example.com',
  company: '',
  phone: '',
  subject: 'Quote',
  service: '',
  message: 'Hello',
  received_at: '2026-11-23T07:00:00.000Z',
  read,
  spam: null,
  delivery: { status: 'not-configured', attempts: 0 },
})
const summary = { total: 1, unread: 1, spam: 0, mail: { configured: false } }

const signedIn = (url: string, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { cookie: '__session=tok' } })
const ctx = (api: Record<string, unknown>) => fakeContext({ me: async () => editor, ...api })
const post = (intent: string) =>
  signedIn('http://site.test/admin/contacts/x', {
    method: 'POST',
    body: new URLSearchParams({ intent }),
  })

describe('the inbox list', () => {
  it('when an editor filters, then the folder, search and unread filter go to content-api', async () => {
    const listContacts = vi.fn(async () => [message(false)])
    const page = await loadInbox(
      signedIn('http://site.test/admin/contacts?folder=spam&q=layla&unread=1'),
      ctx({ listContacts, contactSummary: async () => summary }),
    )
    expect(listContacts).toHaveBeenCalledWith({ folder: 'spam', q: 'layla', unread: true })
    expect(page).toMatchObject({ messages: [message(false)], summary, error: null })
  })

  it('when nobody is signed in, then it redirects to the login', async () => {
    const res = (await loadInbox(new Request('http://site.test/admin/contacts'), ctx({})).catch(
      (e: unknown) => e,
    )) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin/login?redirectTo=%2Fadmin%2Fcontacts')
  })

  it('when content-api is down, then the page shows the error in place of the list', async () => {
    const page = await loadInbox(
      signedIn('http://site.test/admin/contacts'),
      ctx({ listContacts: unreachable, contactSummary: unreachable }),
    )
    expect(page.messages).toEqual([])
    expect(page.error).toMatch(/not reachable/)
  })

  it('when the summary cannot be read, then the menu simply shows no count', async () => {
    expect(await unreadCount({ contactSummary: unreachable })).toBeNull()
    expect(await unreadCount({ contactSummary: async () => summary })).toBe(1)
  })
})

describe('one message', () => {
  it('when an unread message is opened, then it is marked read', async () => {
    const markContactRead = vi.fn(async () => message(true))
    const page = await loadMessage(
      signedIn('http://site.test/admin/contacts/x'),
      ctx({ getContact: async () => message(false), markContactRead }),
      'x',
    )
    expect(markContactRead).toHaveBeenCalledWith('x', true)
    expect(page.message.read).toBe(true)
  })

  it('when a read message is opened, then nothing is written', async () => {
    const markContactRead = vi.fn()
    await loadMessage(
      signedIn('http://site.test/admin/contacts/x'),
      ctx({ getContact: async () => message(true), markContactRead }),
      'x',
    )
    expect(markContactRead).not.toHaveBeenCalled()
  })

  it('when the message does not exist, then 404; when content-api is down, then 503', async () => {
    expect(
      await thrownStatus(
        loadMessage(
          signedIn('http://site.test/admin/contacts/x'),
          ctx({ getContact: async () => null }),
          'x',
        ),
      ),
    ).toBe(404)
    expect(
      await thrownStatus(
        loadMessage(
          signedIn('http://site.test/admin/contacts/x'),
          ctx({ getContact: unreachable }),
          'x',
        ),
      ),
    ).toBe(503)
  })

  it('when marked unread or deleted, then content-api is told and the editor goes back to the list', async () => {
    const markContactRead = vi.fn(async () => message(false))
    const deleteContact = vi.fn(async () => undefined)
    const unread = (await messageAction(post('unread'), ctx({ markContactRead }), 'x')) as Response
    expect(unread.headers.get('location')).toBe('/admin/contacts')
    expect(markContactRead).toHaveBeenCalledWith('x', false)
    const deleted = (await messageAction(post('delete'), ctx({ deleteContact }), 'x')) as Response
    expect(deleted.headers.get('location')).toBe('/admin/contacts?deleted=1')
    expect(deleteContact).toHaveBeenCalledWith('x')
  })

  it('when Not spam is pressed on a spam message, then it moves to the inbox and the message reopens', async () => {
    const markContactNotSpam = vi.fn(async () => message(true))
    const res = (await messageAction(
      post('not-spam'),
      ctx({ markContactNotSpam }),
      'x',
    )) as Response
    expect(markContactNotSpam).toHaveBeenCalledWith('x')
    expect(res.headers.get('location')).toBe('/admin/contacts/x')
  })

  it('when the action is unknown or content-api refuses, then the status and message come back', async () => {
    const unknown = (await messageAction(post('archive'), ctx({}), 'x')) as {
      init?: { status?: number }
    }
    expect(unknown.init?.status).toBe(400)
    const gone = (await messageAction(
      post('delete'),
      ctx({
        deleteContact: () =>
          Promise.reject(new ContentApiError(404, 'not_found', 'There is no such message')),
      }),
      'x',
    )) as {
      init?: { status?: number }
      data: { error: string }
    }
    expect(gone.init?.status).toBe(404)
    expect(gone.data.error).toBe('There is no such message')
  })
})

describe('the CSV export', () => {
  it('when an editor exports, then the CSV comes as a download', async () => {
    const exportContactsCsv = vi.fn(async () => ({
      csv: '\ufeffReceived,Full name\n',
      fileName: 'messages-spam-2026-11-24.csv',
    }))
    const res = await exportCsv(
      signedIn('http://site.test/admin/contacts/export.csv?folder=spam'),
      ctx({ exportContactsCsv }),
    )
    expect(exportContactsCsv).toHaveBeenCalledWith('spam')
    // content-api names the file (the day in the company's time zone); web passes it on
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="messages-spam-2026-11-24.csv"',
    )
    // the byte-order mark reaches the browser (text() would hide it, so read the bytes)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes)).toBe('Received,Full name\n')
  })

  it('when content-api is down, then a plain 503 explains it', async () => {
    const res = await exportCsv(
      signedIn('http://site.test/admin/contacts/export.csv'),
      ctx({ exportContactsCsv: unreachable }),
    )
    expect(res.status).toBe(503)
    expect(await res.text()).toMatch(/export failed/)
  })
})
