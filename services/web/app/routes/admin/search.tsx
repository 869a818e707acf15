import { Form, Link } from 'react-router'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { PageHeader } from '../../admin/ui/PageHeader'
import { adminSearch } from '../../admin/search/search.server'
import { groupResults, resultContext } from '../../admin/search/result-groups'
import * as styles from '../../admin/search/search.css'
import { Button } from '../../ui/Button'
import { langAttributes } from '../../admin/edit-language'
import { MarkedText } from '../../ui/MarkedText'
import { requireEditor } from '../../session.server'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { resultsFor } from '../../admin/search/SearchDialog'
import type { Route } from './+types/search'

/** /admin/search?q=: the search of everything as a page (the bar's form without JavaScript). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireEditor(request, context)
  return adminSearch(new URL(request.url), api)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('shell.search'))

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const { q, results, error } = loaderData
  const i18n = useAdminI18n()
  const { t } = i18n
  return (
    <div>
      <PageHeader title={t('shell.search')} description={t('search.description')} />
      <Form method="get" role="search" aria-label={t('shell.admin')} className={styles.barSearch}>
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          aria-label={t('shell.searchLabel')}
          className={styles.input}
        />
        <Button type="submit" size="md">
          {t('shell.search')}
        </Button>
      </Form>
      {error && <Notice tone="error">{error}</Notice>}
      {q !== '' && !error && (
        <p role="status" className={styles.status}>
          {resultsFor(results.length, q, i18n)}
        </p>
      )}
      {groupResults(results, i18n).map((group) => (
        <section key={group.kind} className={styles.pageGroup} aria-label={group.heading}>
          <h2 className={styles.groupHeading}>{group.heading}</h2>
          <ul className={styles.pageList}>
            {group.results.map(({ result, index }) => (
              <li key={index} className={styles.pageResult}>
                <Link to={result.admin_url} className={styles.optionTitle}>
                  <bdi>{result.title}</bdi>
                </Link>
                <span className={styles.optionContext}>{resultContext(result, i18n)}</span>
                <MarkedText
                  className={styles.snippet}
                  text={result.snippet}
                  marks={result.marks}
                  {...langAttributes(result.lang)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
