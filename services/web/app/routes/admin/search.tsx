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
import type { Route } from './+types/search'

/** /admin/search?q=: the search of everything as a page (the bar's form without JavaScript). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireEditor(request, context)
  return adminSearch(new URL(request.url), api)
}

export const meta: Route.MetaFunction = () => adminMeta('Search')

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const { q, results, error } = loaderData
  return (
    <div>
      <PageHeader
        title="Search"
        description="Records, pages, company settings, media and messages, in English and Arabic."
      />
      <Form method="get" role="search" aria-label="Admin" className={styles.barSearch}>
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          aria-label="Search the admin"
          className={styles.input}
        />
        <Button type="submit" size="md">
          Search
        </Button>
      </Form>
      {error && <Notice tone="error">{error}</Notice>}
      {q !== '' && !error && (
        <p role="status" className={styles.status}>
          {results.length === 0 ? 'No' : results.length} result{results.length === 1 ? '' : 's'} for
          “{q}”
        </p>
      )}
      {groupResults(results).map((group) => (
        <section key={group.kind} className={styles.pageGroup} aria-label={group.heading}>
          <h2 className={styles.groupHeading}>{group.heading}</h2>
          <ul className={styles.pageList}>
            {group.results.map(({ result, index }) => (
              <li key={index} className={styles.pageResult}>
                <Link to={result.admin_url} className={styles.optionTitle}>
                  {result.title}
                </Link>
                <span className={styles.optionContext}>{resultContext(result)}</span>
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
