import { Link, useSearchParams } from 'react-router'
import * as own from './ListControls.css'
import { LIST_PAGE_SIZE, withView } from './list-params'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/** Previous / Next through a list's pages, with where the page stands ("51–100 of 10,000"). */
export function Pager({ page, total, noun }: { page: number; total: number; noun: string }) {
  const [params] = useSearchParams()
  const { t, number } = useAdminI18n()
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
  if (pages === 1) return null
  const first = (page - 1) * LIST_PAGE_SIZE + 1
  const last = Math.min(total, page * LIST_PAGE_SIZE)
  const to = (n: number) => `?${withView(params, { page: n })}`
  return (
    <nav className={own.pager} aria-label={t('list.pages')}>
      {page > 1 ? <Link to={to(page - 1)}>{t('list.previousPage')}</Link> : <span />}
      <span>
        {t('list.pageOf', {
          first: number(first),
          last: number(last),
          total: number(total),
          noun,
          page: number(page),
          pages: number(pages),
        })}
      </span>
      {page < pages ? <Link to={to(page + 1)}>{t('list.nextPage')}</Link> : <span />}
    </nav>
  )
}
