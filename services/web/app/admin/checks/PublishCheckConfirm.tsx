import type { ContentCheckProblem } from '@site/contract'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { IntentButton } from '../drafts/IntentButton'
import { Notice } from '../ui/Notice'
import * as dashboard from '../dashboard/dashboard.css'
import { CONFIRM_CHECKS } from './confirm-checks'
import { ProblemLine } from './ProblemLine'

/**
 * Publish's question when the content checks found errors in the draft: the errors, by field,
 * and "Publish anyway" (the same publish, confirmed). Not publishing needs no button: the
 * editor corrects the fields beside which the errors are shown.
 */
export function PublishCheckConfirm({
  problems,
  busy,
}: {
  problems: ContentCheckProblem[]
  busy: boolean
}) {
  const { t } = useAdminI18n()
  return (
    <Notice
      tone="warning"
      role="alert"
      title={t('checks.publishTitle')}
      actions={
        <IntentButton
          intent="draft-publish"
          fields={{ [CONFIRM_CHECKS]: '1' }}
          variant="primary"
          busy={busy}
        >
          {t('checks.publishAnyway')}
        </IntentButton>
      }
    >
      <p>{t('checks.publishText')}</p>
      <ul className={dashboard.problemList}>
        {problems.map((p, i) => (
          <li key={i}>
            <ProblemLine problem={p} withField />
          </li>
        ))}
      </ul>
    </Notice>
  )
}
