import { Link } from 'react-router'
import type { ContentCheckReport } from '@site/contract'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import * as dashboard from '../dashboard/dashboard.css'
import { checkedItemOf } from './item-names'
import { ProblemLine } from './ProblemLine'

/**
 * The dashboard's "Content checks": the items with broken links, images without alt text,
 * skipped headings or SEO title problems (errors first), each linking to its editor, where the
 * problems are shown beside their fields.
 */
export function ContentChecksList({ report }: { report: ContentCheckReport }) {
  const i18n = useAdminI18n()
  const { t } = i18n
  const { counts, items } = report
  if (counts.items === 0) {
    return (
      <Notice tone="success" title={t('checks.title')}>
        <p>{t('checks.allClear')}</p>
      </Notice>
    )
  }
  return (
    <Notice
      tone={counts.errors > 0 ? 'error' : 'warning'}
      title={`${t('checks.title')}: ${i18n.count('count.checkItems', counts.items)}`}
    >
      <p>
        {[
          i18n.count('count.checkErrors', counts.errors),
          i18n.count('count.checkWarnings', counts.warnings),
        ].join(t('editor.listSeparator'))}
        {items.length < counts.items &&
          ` ${t('checks.moreItems', { shown: i18n.number(items.length) })}`}
      </p>
      <ul className={dashboard.problemList} aria-label={t('checks.title')}>
        {items.map((item) => {
          const named = checkedItemOf(item.target, i18n)
          return (
            <li key={item.target}>
              {named ? <Link to={named.href}>{named.label}</Link> : <code>{item.file}</code>}
              <ul>
                {item.problems.map((p, i) => (
                  <li key={i}>
                    <ProblemLine problem={p} withField />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </Notice>
  )
}
