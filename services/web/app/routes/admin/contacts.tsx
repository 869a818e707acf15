import { Form, Link, useSearchParams, useSubmit } from 'react-router'
import { AdminErrorState } from '../../admin/shell/AdminErrorState'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { DateTime } from '../../admin/dates'
import * as styles from '../../admin/inbox/inbox.css'
import { loadInbox } from '../../admin/inbox/inbox.server'
import { adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { PageHeader } from '../../admin/ui/PageHeader'
import * as listStyles from '../../admin/ui/list-table.css'
import { card } from '../../admin/theme.css'
import { button } from '../../ui/Button.css'
import * as fieldStyles from '../../ui/Field.css'
import { visuallyHidden } from '../../theme/utilities.css'
import type { Route } from './+types/contacts'

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInbox(request, context)
}

export const meta: Route.MetaFunction = () => adminMeta('Messages')

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, messages, summary, error } = loaderData
  const [params] = useSearchParams()
  const submit = useSubmit()
  const folderHref = (folder: string) => `/admin/contacts${folder === 'spam' ? '?folder=spam' : ''}`
  return (
    <>
      <PageHeader
        title="Messages"
        description="What visitors sent through the contact form, newest first. Opening a message marks it read."
        actions={
          <a
            className={button({ variant: 'outline', size: 'sm' })}
            href={`/admin/contacts/export.csv?folder=${filter.folder}`}
            download
          >
            Export CSV
          </a>
        }
      />
      {params.get('deleted') === '1' && (
        <Notice tone="success" role="status">
          The message was deleted.
        </Notice>
      )}
      {summary && !summary.mail.configured && (
        <Notice tone="warning" title="Mail is not configured">
          New messages are kept here but not e-mailed to the team. Set SMTP_URL and NOTIFY_EMAIL for
          content-api to have each one mailed.
        </Notice>
      )}
      {error ? (
        <AdminErrorState title="Could not load the messages" message={error} headingLevel={2} />
      ) : (
        <section className={card} aria-labelledby="messages-title">
          <h2 id="messages-title" className={visuallyHidden}>
            {filter.folder === 'spam' ? 'Spam' : 'Inbox'}
          </h2>
          <div className={listStyles.toolbar}>
            <nav aria-label="Folders" className={styles.tabs}>
              <Link
                to={folderHref('inbox')}
                className={styles.tab}
                aria-current={filter.folder === 'inbox' ? 'page' : undefined}
              >
                Inbox{summary ? ` (${summary.unread} unread)` : ''}
              </Link>
              <Link
                to={folderHref('spam')}
                className={styles.tab}
                aria-current={filter.folder === 'spam' ? 'page' : undefined}
              >
                Spam{summary ? ` (${summary.spam})` : ''}
              </Link>
            </nav>
            <Form
              method="get"
              role="search"
              className={styles.filters}
              onChange={(e) => submit(e.currentTarget, { replace: true })}
            >
              {filter.folder === 'spam' && <input type="hidden" name="folder" value="spam" />}
              <label htmlFor="message-search" className={visuallyHidden}>
                Search messages
              </label>
              <input
                id="message-search"
                type="search"
                name="q"
                defaultValue={filter.q}
                placeholder="Search name, e-mail, subject…"
                className={fieldStyles.control}
              />
              <label className={styles.check}>
                <input type="checkbox" name="unread" value="1" defaultChecked={filter.unread} />
                Unread only
              </label>
              <button type="submit" className={button({ variant: 'secondary', size: 'sm' })}>
                Filter
              </button>
            </Form>
          </div>
          <p className={`${listStyles.count} ${styles.count}`} role="status">
            {messages.length} {messages.length === 1 ? 'message' : 'messages'}
          </p>
          {messages.length === 0 ? (
            <p className={styles.empty}>
              {filter.q || filter.unread
                ? 'No messages match.'
                : filter.folder === 'spam'
                  ? 'No spam. '
                  : 'No messages yet.'}
            </p>
          ) : (
            <ul className={styles.list} aria-label="Messages">
              {messages.map((m) => (
                <li key={m.id} className={styles.item}>
                  <Link
                    to={`/admin/contacts/${m.id}`}
                    className={`${styles.itemLink} ${m.read ? '' : styles.unread}`}
                  >
                    <span className={styles.from}>
                      {!m.read && <span className={styles.badge}>Unread</span>}
                      {m.check === 'too-fast' && (
                        <span className={styles.badge} title="Sent within seconds: check it">
                          Check
                        </span>
                      )}
                      {m.full_name}
                    </span>
                    <span className={styles.subject}>
                      {m.subject}
                      <span className={styles.preview}>{m.message}</span>
                    </span>
                    <span className={styles.when}>
                      <DateTime value={m.received_at} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  )
}

export const ErrorBoundary = AdminRouteError
