import { Link, useFetcher } from 'react-router'
import { Button } from '../../ui/Button'
import type { ListActionResult } from './list.server'
import * as own from './ListControls.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * The views of this list the user named: each a link to its URL (and Remove), and "Save view"
 * naming the view shown now. Kept with the user's account (content-api's /auth/list-views).
 */
export function SavedViews({
  views,
  current,
}: {
  views: Array<{ name: string; query: string }>
  /** the view shown now, as the URL's query string */
  current: string
}) {
  const save = useFetcher<ListActionResult>()
  const remove = useFetcher<ListActionResult>()
  const answer = save.data ?? remove.data
  const { t } = useAdminI18n()
  return (
    <div className={own.views}>
      {views.length > 0 && (
        <nav aria-label={t('list.savedViews')}>
          <ul className={own.viewList}>
            {views.map((v) => (
              <li key={v.name} className={own.viewItem}>
                <Link to={`?${v.query}`} aria-current={v.query === current ? 'page' : undefined}>
                  {v.name}
                </Link>
                <remove.Form method="post">
                  <input type="hidden" name="intent" value="delete-view" />
                  <input type="hidden" name="name" value={v.name} />
                  <button
                    type="submit"
                    className={own.viewRemove}
                    aria-label={t('list.removeView', { name: v.name })}
                  >
                    ×
                  </button>
                </remove.Form>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <save.Form method="post" className={own.viewForm}>
        <input type="hidden" name="intent" value="save-view" />
        <input type="hidden" name="query" value={current} />
        <label className={own.filter}>
          {t('list.nameView')}
          <input name="name" required maxLength={60} className={own.select} />
        </label>
        <Button type="submit" variant="secondary" size="sm">
          {t('list.saveView')}
        </Button>
      </save.Form>
      {answer && (
        <p role={answer.ok ? 'status' : 'alert'} className={own.viewAnswer}>
          {answer.message}
        </p>
      )}
    </div>
  )
}
