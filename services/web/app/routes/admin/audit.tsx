import { Form, Link } from 'react-router'
import { auditEventTypes } from '@site/contract'
import { Button } from '../../ui/Button'
import { button } from '../../ui/Button.css'
import { Select, TextInput } from '../../ui/Field'
import * as accountStyles from '../../admin/account/account.css'
import { ForbiddenOrError } from '../../admin/account/Forbidden'
import { describeAddress, describeUserAgent } from '../../admin/account/describe-session'
import { auditLoader } from '../../admin/audit/audit.server'
import * as styles from '../../admin/audit/AuditTable.css'
import {
  auditEventKey,
  auditMethodKey,
  auditOutcomeKey,
  auditReason,
} from '../../admin/audit/audit-words'
import { DateTime } from '../../admin/dates'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { adminMeta } from '../../admin/meta'
import { PageHeader } from '../../admin/ui/PageHeader'
import * as table from '../../admin/ui/list-table.css'
import * as pageStyles from '../../admin/ui/page.css'
import { card } from '../../admin/theme.css'
import type { Route } from './+types/audit'

export function loader({ request, context }: Route.LoaderArgs) {
  return auditLoader(request, context)
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  adminMeta(matches, ({ t }) => t(error ? 'audit.adminsOnly' : 'nav.audit'))

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { filters, entries, more } = loaderData
  const { t, number } = useAdminI18n()
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== ''),
  ).toString()
  const typeOptions = [
    { value: '', label: t('audit.anyEvent') },
    ...auditEventTypes.map((type) => ({ value: type, label: t(auditEventKey(type)) })),
  ]
  return (
    <div className={accountStyles.stack}>
      <PageHeader title={t('nav.audit')} description={t('audit.description')} />

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="audit-filters">
        <h2 id="audit-filters" className={accountStyles.sectionTitle}>
          {t('audit.filters')}
        </h2>
        {/* a GET form: the view is the URL's, so a reload, a bookmark or a link keeps it */}
        <Form method="get">
          <div className={accountStyles.formGrid}>
            <Select
              label={t('audit.event')}
              name="type"
              options={typeOptions}
              defaultValue={filters.type}
            />
            <TextInput
              label={t('audit.who')}
              hint={t('audit.whoHint')}
              name="actor"
              type="search"
              defaultValue={filters.actor}
            />
            <TextInput
              label={t('audit.since')}
              name="since"
              type="date"
              defaultValue={filters.since}
            />
            <TextInput
              label={t('audit.until')}
              name="until"
              type="date"
              defaultValue={filters.until}
            />
          </div>
          <div className={accountStyles.formActions}>
            <Button type="submit">{t('audit.apply')}</Button>
            {query && (
              <Link to="/admin/audit" className={styles.nowrap}>
                {t('audit.clear')}
              </Link>
            )}
            {/* the same filters, as a download */}
            <a
              className={button({ variant: 'outline' })}
              href={`/admin/audit/export.csv${query ? `?${query}` : ''}`}
              download
            >
              {t('audit.export')}
            </a>
          </div>
        </Form>
      </section>

      <section className={card} aria-label={t('nav.audit')}>
        {entries.length === 0 ? (
          <p className={pageStyles.sectionCard}>{t('audit.none')}</p>
        ) : (
          <div className={styles.scroller}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th className={table.th}>{t('audit.when')}</th>
                  <th className={table.th}>{t('audit.event')}</th>
                  <th className={table.th}>{t('audit.who')}</th>
                  <th className={table.th}>{t('audit.target')}</th>
                  <th className={table.th}>{t('audit.outcome')}</th>
                  <th className={table.th}>{t('audit.address')}</th>
                  <th className={table.th}>{t('audit.device')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className={table.row}>
                    <td className={`${table.td} ${styles.nowrap}`}>
                      <DateTime value={entry.at} />
                    </td>
                    <td className={table.td}>
                      {t(auditEventKey(entry.type))}
                      {entry.method && (
                        <span className={`${styles.muted} ${styles.block}`}>
                          {t(auditMethodKey(entry.method))}
                        </span>
                      )}
                    </td>
                    <td className={table.td}>
                      {entry.actor ? (
                        <>
                          <bdi>{entry.actor.name || entry.actor.email}</bdi>
                          {entry.actor.name && (
                            <span className={styles.muted}>
                              {' '}
                              <bdi>{entry.actor.email}</bdi>
                            </span>
                          )}
                        </>
                      ) : (
                        t('audit.nobody')
                      )}
                    </td>
                    <td className={table.td}>
                      <bdi>{entry.target ?? ''}</bdi>
                    </td>
                    <td className={table.td}>
                      {entry.outcome === 'failure' ? (
                        <span className={styles.failure}>
                          {t(auditOutcomeKey(entry.outcome))}
                          {entry.reason ? `: ${auditReason(entry.reason, t)}` : ''}
                        </span>
                      ) : (
                        t(auditOutcomeKey(entry.outcome))
                      )}
                    </td>
                    <td className={table.td}>
                      <bdi>{entry.ip ? describeAddress(entry.ip) : ''}</bdi>
                    </td>
                    <td className={table.td} title={entry.user_agent}>
                      {entry.user_agent ? describeUserAgent(entry.user_agent) : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {more && (
          <p className={`${pageStyles.sectionCard} ${styles.muted}`}>
            {t('audit.more', { count: number(entries.length) })}
          </p>
        )}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <ForbiddenOrError />
}
