import type { ContentCheckProblem } from '@site/contract'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * One content check problem: "Error:" or "Warning:" in words (not by colour alone), the field
 * path when asked, and content-api's message (English, as the content check prints it).
 */
export function ProblemLine({
  problem,
  withField = false,
}: {
  problem: ContentCheckProblem
  withField?: boolean
}) {
  const { t } = useAdminI18n()
  return (
    <>
      <strong>{problem.severity === 'warning' ? t('checks.warning') : t('checks.error')}:</strong>{' '}
      {withField && (
        <>
          <code>{problem.field}</code>{' '}
        </>
      )}
      <bdi lang="en">{problem.message}</bdi>
    </>
  )
}
