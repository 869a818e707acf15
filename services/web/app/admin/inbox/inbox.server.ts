import { data, redirect, type AppLoadContext } from 'react-router'
import { ContentApiError } from '@site/contract/client'
import type { ContactMessage, ContactSummary } from '@site/contract'
import { requireEditor } from '../../session.server'
import { describeApiError } from '../api-errors'
import { orLoadFailure } from '../load-errors.server'
import { adminI18n, adminLanguageOf } from '../i18n/admin-i18n'

export type InboxFolder = 'inbox' | 'spam'

export interface InboxFilter {
  folder: InboxFolder
  q: string
  unread: boolean
}

export function filterOf(url: URL): InboxFilter {
  return {
    folder: url.searchParams.get('folder') === 'spam' ? 'spam' : 'inbox',
    q: (url.searchParams.get('q') ?? '').slice(0, 200),
    unread: url.searchParams.get('unread') === '1',
  }
}

/** /admin/contacts: the messages of a folder (filtered by content-api) and the counts. */
export async function loadInbox(request: Request, context: AppLoadContext) {
  const { api } = await requireEditor(request, context)
  const filter = filterOf(new URL(request.url))
  try {
    const [messages, summary] = await Promise.all([api.listContacts(filter), api.contactSummary()])
    return { filter, messages, summary, error: null as string | null }
  } catch (error) {
    if (error instanceof Response) throw error
    return {
      filter,
      messages: [] as ContactMessage[],
      summary: null as ContactSummary | null,
      error: describeApiError(error),
    }
  }
}

/** /admin/contacts/:id: the message; opening it marks it read. */
export async function loadMessage(request: Request, context: AppLoadContext, id: string) {
  const { api, user } = await requireEditor(request, context)
  const message = await orLoadFailure(api.getContact(id))
  if (!message) {
    const { t } = adminI18n(adminLanguageOf(user))
    throw data({ message: t('inbox.noSuchMessage') }, { status: 404 })
  }
  if (!message.read) {
    const read = await orLoadFailure(api.markContactRead(id, true))
    return { message: read }
  }
  return { message }
}

export interface MessageActionError {
  error: string
}

/** Mark unread (back to the list), not spam (into the inbox), or delete (after confirming). */
export async function messageAction(request: Request, context: AppLoadContext, id: string) {
  const { api, user } = await requireEditor(request, context)
  const { t } = adminI18n(adminLanguageOf(user))
  const intent = (await request.formData()).get('intent')
  try {
    if (intent === 'unread') {
      await api.markContactRead(id, false)
      return redirect('/admin/contacts')
    }
    if (intent === 'delete') {
      await api.deleteContact(id)
      return redirect('/admin/contacts?deleted=1')
    }
    if (intent === 'not-spam') {
      await api.markContactNotSpam(id)
      return redirect(`/admin/contacts/${encodeURIComponent(id)}`)
    }
    return data<MessageActionError>({ error: t('inbox.unknownAction') }, { status: 400 })
  } catch (error) {
    const status = error instanceof ContentApiError ? error.status : 503
    return data<MessageActionError>({ error: describeApiError(error) }, { status })
  }
}

/** GET /admin/contacts/export.csv?folder=: the folder as a CSV download. */
export async function exportCsv(request: Request, context: AppLoadContext) {
  const { api } = await requireEditor(request, context)
  const { folder } = filterOf(new URL(request.url))
  try {
    // content-api names the file (the day in the company's time zone) and starts the text with
    // the byte-order mark spreadsheet programs need for Arabic names: both are passed on as is
    const { csv, fileName } = await api.exportContactsCsv(folder)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    return new Response(`The export failed: ${describeApiError(error)}`, {
      status: error instanceof ContentApiError ? error.status : 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
}

/** The unread count for the menu; null when content-api cannot say (the menu then shows none). */
export async function unreadCount(api: { contactSummary: () => Promise<ContactSummary> }) {
  try {
    return (await api.contactSummary()).unread
  } catch {
    return null
  }
}
