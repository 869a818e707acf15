import { Form, Link, useSearchParams, useSubmit } from 'react-router'
import { AdminErrorState } from '../../admin/shell/AdminErrorState'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { DateTime } from '../../admin/dates'
import * as styles from '../../admin/inbox/inbox.css'
import { loadInbox } from '../../admin/inbox/inbox.server'
import { adminMeta } from '../../admin/meta'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
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

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.messages'))

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, messages, summary, error } = loaderData
  const [params] = useSearchParams()
  const submit = useSubmit()
  const folderHref = (folder: string) => `/admin/contacts${folder === 'spam' ? '?folder=spam' : ''}`
  const { t, count, number } = useAdminI18n()
  return (
    <>
      <PageHeader
        title={t('nav.messages')}
        description={t('inbox.description')}
        actions={
          <a
            className={button({ variant: 'outline', size: 'sm' })}
            href={`/admin/contacts/export.csv?folder=${filter.folder}`}
            download
          >
            {t('inbox.exportCsv')}
          </a>
        }
      />
      {params.get('deleted') === '1' && (
        <Notice tone="success" role="status">
          {t('inbox.deleted')}
        </Notice>
      )}
      {summary && !summary.mail.configured && (
        <Notice tone="warning" title={t('inbox.mailNotConfigured')}>
          {t('inbox.mailNotConfiguredText')}
        </Notice>
      )}
      {error ? (
        <AdminErrorState title={t('inbox.loadFailed')} message={error} headingLevel={2} />
      ) : (
        <section className={card} aria-labelledby="messages-title">
          <h2 id="messages-title" className={visuallyHidden}>
            {t(filter.folder === 'spam' ? 'inbox.spam' : 'inbox.inbox')}
          </h2>
          <div className={listStyles.toolbar}>
            <nav aria-label={t('inbox.folders')} className={styles.tabs}>
              <Link
                to={folderHref('inbox')}
                className={styles.tab}
                aria-current={filter.folder === 'inbox' ? 'page' : undefined}
              >
                {summary
                  ? t('inbox.inboxUnread', { unread: number(summary.unread) })
                  : t('inbox.inbox')}
              </Link>
              <Link
                to={folderHref('spam')}
                className={styles.tab}
                aria-current={filter.folder === 'spam' ? 'page' : undefined}
              >
                {summary ? t('inbox.spamCount', { spam: number(summary.spam) }) : t('inbox.spam')}
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
                {t('inbox.search')}
              </label>
              <input
                id="message-search"
                type="search"
                name="q"
                defaultValue={filter.q}
                placeholder={t('inbox.searchPlaceholder')}
                className={fieldStyles.control}
              />
              <label className={styles.check}>
                <input type="checkbox" name="unread" value="1" defaultChecked={filter.unread} />
                {t('inbox.unreadOnly')}
              </label>
              <button type="submit" className={button({ variant: 'secondary', size: 'sm' })}>
                {t('inbox.filter')}
              </button>
            </Form>
          </div>
          <p className={`${listStyles.count} ${styles.count}`} role="status">
            {count('count.messages', messages.length)}
          </p>
          {messages.length === 0 ? (
            <p className={styles.empty}>
              {filter.q || filter.unread
                ? t('inbox.noneMatch')
                : filter.folder === 'spam'
                  ? t('inbox.noSpam')
                  : t('inbox.noneYet')}
            </p>
          ) : (
            <ul className={styles.list} aria-label={t('nav.messages')}>
              {messages.map((m) => (
                <li key={m.id} className={styles.item}>
                  <Link
                    to={`/admin/contacts/${m.id}`}
                    className={`${styles.itemLink} ${m.read ? '' : styles.unread}`}
                  >
                    <span className={styles.from}>
                      {!m.read && <span className={styles.badge}>{t('inbox.unread')}</span>}
                      {m.check === 'too-fast' && (
                        <span className={styles.badge} title={t('inbox.checkHint')}>
                          {t('inbox.check')}
                        </span>
                      )}
                      <bdi>{m.full_name}</bdi>
                    </span>
                    <span className={styles.subject}>
                      <bdi>{m.subject}</bdi>
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
