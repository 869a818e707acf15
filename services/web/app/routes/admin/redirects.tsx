import { Form, Link, useNavigation } from 'react-router'
import { Icon } from '../../ui/Icon'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import * as account from '../../admin/account/account.css'
import { ConfirmDialog } from '../../admin/account/ConfirmDialog'
import { adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { PageHeader } from '../../admin/ui/PageHeader'
import * as styles from '../../admin/redirects/redirects.css'
import {
  redirectsAction,
  redirectsLoader,
  type RedirectsActionData,
} from '../../admin/redirects/redirects.server'
import * as pageStyles from '../../admin/ui/page.css'
import * as list from '../../admin/ui/list-table.css'
import { card } from '../../admin/theme.css'
import { Button } from '../../ui/Button'
import { button } from '../../ui/Button.css'
import { TextInput } from '../../ui/Field'
import { visuallyHidden } from '../../theme/utilities.css'
import type { Route } from './+types/redirects'

/** /admin/redirects: old addresses answering 301 with new ones; list, add, delete. */
export const loader = ({ request, context }: Route.LoaderArgs) => redirectsLoader(request, context)

export const action = ({ request, context }: Route.ActionArgs) => redirectsAction(request, context)

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.redirects'))

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects } = loaderData
  const result = actionData as RedirectsActionData | undefined
  const busy = useNavigation().state === 'submitting'
  const addFailed = result?.intent === 'add' && !result.ok
  const errors = addFailed ? (result.fieldErrors ?? {}) : {}

  return (
    <div className={account.stack}>
      <PageHeader
        title="Redirects"
        description="Old addresses that send visitors and search engines on to a new one (a permanent redirect, 301). Renaming a record's address adds one; each also serves the Arabic page (/ar/...)."
      />

      {result && !addFailed && (
        <Notice tone={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <p>{result.message}</p>
        </Notice>
      )}

      <section className={card} aria-labelledby="redirects-title">
        <div className={pageStyles.sectionCard}>
          <h2 id="redirects-title" className={account.sectionTitle}>
            {redirects.length} {redirects.length === 1 ? 'redirect' : 'redirects'}
          </h2>
        </div>
        {redirects.length === 0 ? (
          <div className={list.empty}>
            <p className={list.emptyTitle}>No redirects yet.</p>
            <p>Rename a record, or add one below.</p>
          </div>
        ) : (
          <div className={styles.tableWrap}>
            <table className={list.table}>
              <thead>
                <tr>
                  <th scope="col" className={list.th}>
                    Old address
                  </th>
                  <th scope="col" className={list.th}>
                    <span className={visuallyHidden}>Leads to</span>
                  </th>
                  <th scope="col" className={list.th}>
                    New address
                  </th>
                  <th scope="col" className={list.th}>
                    <span className={visuallyHidden}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {redirects.map((r) => (
                  <tr key={r.from} className={list.row}>
                    <th scope="row" className={`${list.td} ${list.titleCell} ${styles.path}`}>
                      {r.from}
                    </th>
                    <td className={`${list.td} ${styles.arrow}`} aria-hidden="true">
                      →
                    </td>
                    <td className={`${list.td} ${styles.path}`}>
                      <Link to={r.to}>{r.to}</Link>
                    </td>
                    <td className={`${list.td} ${list.actionsCell}`}>
                      <ConfirmDialog
                        trigger={
                          <button
                            type="button"
                            className={button({ variant: 'ghost', size: 'sm' })}
                          >
                            <Icon name="trash" size={14} />
                            Delete
                            <span className={visuallyHidden}> the redirect from {r.from}</span>
                          </button>
                        }
                        title={`Delete the redirect from ${r.from}?`}
                        description={`${r.from} will then answer "page not found" instead of leading to ${r.to}.`}
                        confirmLabel="Delete redirect"
                        busy={busy}
                      >
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="from" value={r.from} />
                      </ConfirmDialog>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="add-redirect-title">
        <h2 id="add-redirect-title" className={account.sectionTitle}>
          Add a redirect
        </h2>
        {addFailed && <Notice tone="error" role="alert" title={result.message} />}
        <Form
          method="post"
          noValidate
          key={result?.intent === 'add' && result.ok ? 'added' : 'adding'}
        >
          <input type="hidden" name="intent" value="add" />
          <div className={account.formGrid}>
            <TextInput
              label="Old address"
              name="from"
              required
              autoComplete="off"
              spellCheck={false}
              className={styles.pathInput}
              hint="A path that no page answers at any more, e.g. /products/old-name"
              defaultValue={result?.values?.from ?? ''}
              error={errors.from}
            />
            <TextInput
              label="New address"
              name="to"
              required
              autoComplete="off"
              spellCheck={false}
              className={styles.pathInput}
              hint="Where it leads, e.g. /products/new-name (without /ar)"
              defaultValue={result?.values?.to ?? ''}
              error={errors.to}
            />
          </div>
          <div className={account.formActions}>
            <Button type="submit" disabled={busy}>
              Add redirect
            </Button>
          </div>
        </Form>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
