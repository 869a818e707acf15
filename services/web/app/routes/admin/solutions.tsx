import { useMemo, useState } from 'react'
import { Form, Link, useSearchParams } from 'react-router'
import type { Solution } from '@site/content-api/schemas'
import { button } from '../../ui/Button.css'
import * as fieldStyles from '../../ui/Field.css'
import { SolutionIconGlyph } from '../../ui/Icon'
import { visuallyHidden } from '../../theme/utilities.css'
import { AdminErrorState } from '../../admin/AdminErrorState'
import { AdminIcon } from '../../admin/AdminIcon'
import { AdminRouteError } from '../../admin/AdminRouteError'
import { describeApiError } from '../../admin/api-errors'
import { adminMeta } from '../../admin/meta'
import { PageHeader } from '../../admin/PageHeader'
import { skipClientOnlyParamChanges } from '../../admin/revalidate'
import { SavedNotice } from '../../admin/SavedNotice'
import { MERGED_PARAM, mergedFieldsFrom } from '../../admin/history/merged-fields'
import { MergedNotice } from '../../admin/history/MergedNotice'
import { solutionFieldLabels } from '../../admin/SolutionForm'
import * as styles from '../../admin/solutions-list.css'
import { card } from '../../admin/theme.css'
import { truncate } from '../../admin/truncate'
import { requireEditor } from '../../session.server'
import type { Route } from './+types/solutions'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireEditor(request, context)
  try {
    return { solutions: await api.listSolutions(), error: null }
  } catch (error) {
    if (error instanceof Response) throw error
    // Shown in place of the list (spec: "Error: {message}" with Retry); the page stays usable.
    return { solutions: [] as Solution[], error: describeApiError(error) }
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Solutions')

// Typing in the search box (?q=) or dismissing the notice (?saved=) must not reload the list.
export const shouldRevalidate = skipClientOnlyParamChanges

function matches(solution: Solution, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return [solution.title, solution.slug, solution.category, solution.description].some((text) =>
    text.toLowerCase().includes(needle),
  )
}

export default function SolutionsList({ loaderData }: Route.ComponentProps) {
  const { solutions, error } = loaderData
  const [searchParams, setSearchParams] = useSearchParams()
  // The box is the source of truth while typing; the URL follows (so a reload keeps the filter).
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '')
  const visible = useMemo(() => solutions.filter((s) => matches(s, query)), [solutions, query])

  const savedSlug = searchParams.get('saved')
  const saved = savedSlug ? solutions.find((s) => s.slug === savedSlug) : undefined

  function updateParams(change: (params: URLSearchParams) => void) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        change(next)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  function onSearch(value: string) {
    setQuery(value)
    updateParams((params) => (value ? params.set('q', value) : params.delete('q')))
  }

  return (
    <>
      <PageHeader
        title="Solutions"
        description="The solution pages of the site. Open one to edit its texts, image and lists; a save is live on the site at once."
      />

      {saved && (
        <SavedNotice
          key={saved.slug}
          title={saved.title}
          publicPath={`/solutions/${saved.slug}`}
          onDismiss={() =>
            updateParams((params) => {
              params.delete('saved')
              params.delete(MERGED_PARAM)
            })
          }
        />
      )}
      {saved && (
        <MergedNotice fields={mergedFieldsFrom(searchParams)} labels={solutionFieldLabels} />
      )}

      {error ? (
        <AdminErrorState title="Could not load the solutions" message={error} headingLevel={2} />
      ) : (
        <section className={card} aria-labelledby="solutions-table-title">
          <h2 id="solutions-table-title" className={visuallyHidden}>
            All solutions
          </h2>
          <div className={styles.toolbar}>
            {/* Without JavaScript the form submits ?q=; with it, the list filters as you type. */}
            <Form method="get" role="search" className={styles.search} preventScrollReset>
              <label htmlFor="solution-search" className={visuallyHidden}>
                Search solutions
              </label>
              <span className={styles.searchIcon}>
                <AdminIcon name="search" size={18} />
              </span>
              <input
                id="solution-search"
                type="search"
                name="q"
                className={fieldStyles.control}
                placeholder="Search by title, slug or category"
                value={query}
                onChange={(e) => onSearch(e.currentTarget.value)}
                aria-describedby="solution-count"
              />
            </Form>
            <p id="solution-count" className={styles.count} role="status">
              {query.trim()
                ? `${visible.length} of ${solutions.length} solutions`
                : `${solutions.length} ${solutions.length === 1 ? 'solution' : 'solutions'}`}
            </p>
          </div>
          {visible.length === 0 ? (
            <EmptyState query={solutions.length === 0 ? '' : query.trim()} />
          ) : (
            <SolutionsTable solutions={visible} />
          )}
        </section>
      )}
    </>
  )
}

function EmptyState({ query }: { query: string }) {
  return (
    <div className={styles.empty}>
      <AdminIcon name="search" size={28} />
      <p className={styles.emptyTitle}>
        {query ? `No solutions found matching "${query}".` : 'No solutions found.'}
      </p>
      {!query && <p>Solutions are added as files in the content repository.</p>}
    </div>
  )
}

function SolutionsTable({ solutions }: { solutions: Solution[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.th}>
            <span className={visuallyHidden}>Icon</span>
          </th>
          <th scope="col" className={styles.th}>
            Solution
          </th>
          <th scope="col" className={styles.th}>
            Description
          </th>
          <th scope="col" className={styles.th}>
            <span className={visuallyHidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {solutions.map((solution) => (
          <tr key={solution.slug} className={styles.row}>
            <td className={`${styles.td} ${styles.iconCell}`}>
              <span className={styles.iconBadge} title={`Icon: ${solution.icon}`}>
                <SolutionIconGlyph
                  name={solution.icon}
                  size={20}
                  label={`Icon: ${solution.icon}`}
                />
              </span>
            </td>
            <th scope="row" className={`${styles.td} ${styles.titleCell}`}>
              <span className={styles.title}>{solution.title}</span>
              <span className={styles.meta}>
                <span className={styles.slug}>/{solution.slug}</span>
                {solution.category && <span>· {solution.category}</span>}
                {solution.is_featured && (
                  <span className={styles.badge}>
                    <AdminIcon name="star" size={12} />
                    Featured
                  </span>
                )}
              </span>
            </th>
            <td className={`${styles.td} ${styles.description}`}>
              {truncate(solution.description)}
            </td>
            <td className={`${styles.td} ${styles.actionsCell}`}>
              <Link
                to={`/admin/solutions/${solution.slug}`}
                className={button({ variant: 'outline', size: 'sm' })}
              >
                <AdminIcon name="pencil" size={14} />
                Edit<span className={visuallyHidden}> {solution.title}</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
