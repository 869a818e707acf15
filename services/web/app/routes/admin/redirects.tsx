import { Form, Link, useNavigation } from 'react-router'
import { Icon } from '../../ui/Icon'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import * as account from '../../admin/account/account.css'
import { ConfirmDialog } from '../../admin/account/ConfirmDialog'
import { adminMeta } from '../../admin/meta'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { fillNodes } from '../../admin/i18n/fill-nodes'
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
  const { t, count } = useAdminI18n()

  return (
    <div className={account.stack}>
      <PageHeader title={t('nav.redirects')} description={t('redirects.description')} />

      {result && !addFailed && (
        <Notice tone={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <p>{result.message}</p>
        </Notice>
      )}

      <section className={card} aria-labelledby="redirects-title">
        <div className={pageStyles.sectionCard}>
          <h2 id="redirects-title" className={account.sectionTitle}>
            {count('count.redirects', redirects.length)}
          </h2>
        </div>
        {redirects.length === 0 ? (
          <div className={list.empty}>
            <p className={list.emptyTitle}>{t('redirects.noneYet')}</p>
            <p>{t('redirects.noneYetHint')}</p>
          </div>
        ) : (
          <div className={styles.tableWrap}>
            <table className={list.table}>
              <thead>
                <tr>
                  <th scope="col" className={list.th}>
                    {t('redirects.from')}
                  </th>
                  <th scope="col" className={list.th}>
                    <span className={visuallyHidden}>{t('redirects.leadsTo')}</span>
                  </th>
                  <th scope="col" className={list.th}>
                    {t('redirects.to')}
                  </th>
                  <th scope="col" className={list.th}>
                    <span className={visuallyHidden}>{t('list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {redirects.map((r) => (
                  <tr key={r.from} className={list.row}>
                    <th scope="row" className={`${list.td} ${list.titleCell} ${styles.path}`}>
                      <bdi>{r.from}</bdi>
                    </th>
                    <td className={`${list.td} ${styles.arrow}`} aria-hidden="true">
                      →
                    </td>
                    <td className={`${list.td} ${styles.path}`}>
                      <Link to={r.to}>
                        <bdi>{r.to}</bdi>
                      </Link>
                    </td>
                    <td className={`${list.td} ${list.actionsCell}`}>
                      <ConfirmDialog
                        trigger={
                          <button
                            type="button"
                            className={button({ variant: 'ghost', size: 'sm' })}
                          >
                            <Icon name="trash" size={14} />
                            {t('media.delete')}
                            <span className={visuallyHidden}>
                              {' '}
                              {fillNodes(t('redirects.deleteOf'), { from: <bdi>{r.from}</bdi> })}
                            </span>
                          </button>
                        }
                        title={fillNodes(t('redirects.deleteTitle'), { from: <bdi>{r.from}</bdi> })}
                        description={fillNodes(t('redirects.deleteText'), {
                          from: <bdi>{r.from}</bdi>,
                          to: <bdi>{r.to}</bdi>,
                        })}
                        confirmLabel={t('redirects.deleteRedirect')}
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
          {t('redirects.addTitle')}
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
              label={t('redirects.from')}
              name="from"
              required
              autoComplete="off"
              spellCheck={false}
              className={styles.pathInput}
              hint={t('redirects.fromHint')}
              defaultValue={result?.values?.from ?? ''}
              error={errors.from}
            />
            <TextInput
              label={t('redirects.to')}
              name="to"
              required
              autoComplete="off"
              spellCheck={false}
              className={styles.pathInput}
              hint={t('redirects.toHint')}
              defaultValue={result?.values?.to ?? ''}
              error={errors.to}
            />
          </div>
          <div className={account.formActions}>
            <Button type="submit" disabled={busy}>
              {t('redirects.addRedirect')}
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
