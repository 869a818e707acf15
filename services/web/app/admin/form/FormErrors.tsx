import { summaryAction } from '../fields/form.css'
import { ErrorSummary } from '../ui/ErrorSummary'
import type { FormAnswer } from './use-editor-form'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * A refused save's problems above the form: each field's error linked to its field ("There is a
 * problem"), or only a message about the whole form ("Not saved"); when the session ended, a
 * way to sign in again in another tab, so the edits in this one are kept.
 */
export function FormErrors({
  answer,
  labels,
  here,
}: {
  answer: FormAnswer<unknown> | undefined
  /** field key -> label, in form order */
  labels: Partial<Record<string, string>>
  /** this editor's address, to come back to after signing in */
  here: string
}) {
  const { t } = useAdminI18n()
  const loginHref = `/admin/login?${new URLSearchParams({ redirectTo: here })}`
  return (
    <ErrorSummary
      focusKey={answer}
      errors={answer?.fieldErrors ?? {}}
      labels={labels}
      formError={answer?.formError}
      title={
        answer?.formError && !Object.keys(answer.fieldErrors).length
          ? t('editor.notSaved')
          : t('editor.problem')
      }
    >
      {answer?.sessionEnded && (
        <p className={summaryAction}>
          <a href={loginHref} target="_blank" rel="noopener">
            {t('editor.signInAgain')}
          </a>
        </p>
      )}
    </ErrorSummary>
  )
}
