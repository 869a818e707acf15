import { hasCheckErrors, type ContentCheckProblem } from '@site/contract'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import { ProblemLine } from './ProblemLine'

/**
 * The content check problems of one field, under its input: a broken link, an image without alt
 * text, a skipped heading. Of the version the editor opened (the draft, when there is one); a
 * save checks again.
 */
export function FieldChecks({
  problems,
  label,
}: {
  problems: ContentCheckProblem[] | undefined
  /** the field's name, where the problems are not drawn beside it (a page section as read) */
  label?: string | undefined
}) {
  const { t } = useAdminI18n()
  if (!problems?.length) return null
  return (
    <Notice
      tone={hasCheckErrors(problems) ? 'error' : 'warning'}
      title={label ? `${t('checks.inField')}: ${label}` : t('checks.inField')}
    >
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <ProblemLine problem={p} />
          </li>
        ))}
      </ul>
    </Notice>
  )
}
