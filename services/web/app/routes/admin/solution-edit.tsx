import { useEffect, useRef } from 'react'
import { Link, data, redirect, useNavigation } from 'react-router'
import { ContentApiError } from '@site/content-api/client'
import type { Solution } from '@site/content-api/schemas'
import { Button } from '../../ui/Button'
import { button } from '../../ui/Button.css'
import { AdminRouteError } from '../../admin/AdminRouteError'
import { describeApiError } from '../../admin/api-errors'
import { ErrorSummary } from '../../admin/ErrorSummary'
import { errorsByField } from '../../admin/field-errors'
import { summaryAction } from '../../admin/form.css'
import { orLoadFailure } from '../../admin/load-errors.server'
import { adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/Notice'
import { focusTarget } from '../../admin/notice.css'
import { historyHref } from '../../admin/history/href'
import { MERGED_PARAM } from '../../admin/history/merged-fields'
import { PageHeader } from '../../admin/PageHeader'
import {
  parseSolutionForm,
  readSolutionForm,
  solutionFormValuesOf,
  rebaseOnConflict,
  type SolutionFormValues,
} from '../../admin/solution-form'
import { SolutionForm, solutionFieldLabels } from '../../admin/SolutionForm'
import { UnsavedChangesDialog } from '../../admin/UnsavedChangesDialog'
import { useUnsavedChanges } from '../../admin/use-unsaved-changes'
import { getEditor, requireEditor } from '../../session.server'
import type { Route } from './+types/solution-edit'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await requireEditor(request, context)
  const solution = await orLoadFailure(api.getSolution(params.slug))
  if (!solution) {
    throw data({ message: `There is no solution "${params.slug}".` }, { status: 404 })
  }
  return { solution }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Edit ${loaderData.solution.title}` : 'Solution not found')

const CONFLICT_MESSAGE =
  'This solution was changed by someone else since you opened it. Reload to see their version; your edits are kept below.'
const SESSION_ENDED =
  'Your session has ended, so nothing was saved. Sign in again in a new tab, then press Save here again; your edits are kept below.'

interface EditResult {
  values: SolutionFormValues
  fieldErrors: Partial<Record<string, string>>
  formError?: string
  sessionEnded?: boolean
  /** the record as it is now, after a 409 conflict */
  current?: Solution | null
}

const failed = (result: EditResult, status: number) => data(result, { status })

/*
 * Unlike the loaders, the save does not redirect to the login when the session is gone: that would
 * throw away what the editor typed. Every failure answers with the submitted values instead.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData()
  const values = readSolutionForm(form)

  let editor
  try {
    editor = await getEditor(request, context)
  } catch (error) {
    // content-api down or failing: say so, and keep the form (getEditor wraps the cause)
    const message = (error as { data?: { message?: unknown } }).data?.message
    const formError = typeof message === 'string' ? message : describeApiError(error)
    return failed({ values, fieldErrors: {}, formError }, 503)
  }
  if (!editor)
    return failed({ values, fieldErrors: {}, formError: SESSION_ENDED, sessionEnded: true }, 401)

  const parsed = parseSolutionForm(values)
  if (!parsed.ok) return failed({ values, fieldErrors: parsed.fieldErrors }, 400)

  try {
    const saved = await editor.api.updateSolution(params.slug, parsed.data)
    const notice = new URLSearchParams({ saved: saved.slug })
    // fields another editor changed meanwhile, merged in silently: the list's notice names them
    if (saved.merged_fields.length > 0) notice.set(MERGED_PARAM, saved.merged_fields.join(','))
    return redirect(`/admin/solutions?${notice}`)
  } catch (error) {
    if (!(error instanceof ContentApiError)) {
      return failed({ values, fieldErrors: {}, formError: describeApiError(error) }, 503)
    }
    switch (error.status) {
      case 400: {
        const fieldErrors = errorsByField(error.fields)
        const formError = Object.keys(fieldErrors).length ? undefined : error.message
        return failed({ values, fieldErrors, formError }, 400)
      }
      case 401:
        return failed(
          { values, fieldErrors: {}, formError: SESSION_ENDED, sessionEnded: true },
          401,
        )
      case 409: {
        if (error.code !== 'conflict') {
          // e.g. the file on disk is invalid: nothing the editor can merge, say what is wrong
          return failed({ values, fieldErrors: {}, formError: error.message }, 409)
        }
        const current = (error.body as { error?: { current?: Solution } } | undefined)?.error
          ?.current
        return failed(
          { values, fieldErrors: {}, formError: CONFLICT_MESSAGE, current: current ?? null },
          409,
        )
      }
      default:
        return failed(
          { values, fieldErrors: {}, formError: error.message },
          error.status >= 500 ? 502 : error.status,
        )
    }
  }
}

export default function SolutionEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { solution } = loaderData
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const formRef = useRef<HTMLFormElement>(null)
  const unsaved = useUnsavedChanges(formRef, actionData !== undefined)
  const conflictRef = useRef<HTMLDivElement>(null)

  // Every version of this record seen on this page, so a conflict can be merged against the
  // version the editor's form was based on (the loaded one, or one a previous conflict brought in).
  // Filled during render: adding the same entries again is harmless.
  const seen = useRef(new Map<string, Solution>())
  seen.current.set(solution.version, solution)
  const current = actionData?.current
  if (current) seen.current.set(current.version, current)
  const base = actionData ? seen.current.get(actionData.values.version) : undefined
  // Without the base (a no-JavaScript post re-renders with fresh loader data) the form keeps the
  // editor's values and old version: the next Save is merged or refused again, never forced.
  const rebased =
    actionData && current && base ? rebaseOnConflict(base, actionData.values, current) : null

  const values = rebased?.values ?? actionData?.values ?? solutionFormValuesOf(solution)
  const label = (f: string) => solutionFieldLabels[f as keyof typeof solutionFieldLabels]
  const bothChanged = Object.keys(rebased?.conflicts ?? {}).map(label)
  const takenFromTheirs = (rebased?.takenFromTheirs ?? []).map(label)

  // A conflict is news the editor must read before anything else: take focus there (the error
  // summary does the same for validation problems).
  useEffect(() => {
    if (actionData?.current !== undefined) conflictRef.current?.focus()
  }, [actionData])

  const loginHref = `/admin/login?${new URLSearchParams({ redirectTo: `/admin/solutions/${params.slug}` })}`

  return (
    <>
      <PageHeader
        back={{ to: '/admin/solutions', label: 'All solutions' }}
        title={`Edit: ${solution.title}`}
        description={
          <>
            Shown at <Link to={`/solutions/${solution.slug}`}>/solutions/{solution.slug}</Link>.
            Saving publishes your changes at once.
          </>
        }
        actions={
          <>
            <Button
              to={historyHref({ collection: 'solutions', slug: solution.slug })}
              variant="outline"
              size="sm"
            >
              History
            </Button>
            <Button
              to={`/solutions/${solution.slug}`}
              variant="outline"
              size="sm"
              iconEnd="arrow-right"
            >
              View on site
            </Button>
          </>
        }
      />

      {actionData && current !== undefined ? (
        <div ref={conflictRef} tabIndex={-1} className={focusTarget}>
          <Notice
            tone="warning"
            role="alert"
            title={CONFLICT_MESSAGE}
            actions={
              // a full reload, so the browser asks before dropping the edits below
              <Link
                reloadDocument
                to={`/admin/solutions/${solution.slug}`}
                className={button({ variant: 'outline', size: 'sm' })}
              >
                Reload their version
              </Link>
            }
          >
            {takenFromTheirs.length > 0 && (
              <p>Their changes to {takenFromTheirs.join(', ')} are now in the form.</p>
            )}
            {bothChanged.length > 0 && (
              <p>
                You both changed {bothChanged.join(', ')}: your text is kept, theirs is shown under
                it. Choose, then Save again.
              </p>
            )}
            {rebased && bothChanged.length === 0 && <p>Check the form, then Save again.</p>}
          </Notice>
        </div>
      ) : (
        <ErrorSummary
          focusKey={actionData}
          errors={actionData?.fieldErrors ?? {}}
          labels={solutionFieldLabels}
          formError={actionData?.formError}
          title={
            actionData?.formError && !Object.keys(actionData.fieldErrors).length
              ? 'Not saved'
              : 'There is a problem'
          }
        >
          {actionData?.sessionEnded && (
            <p className={summaryAction}>
              <a href={loginHref} target="_blank" rel="noopener">
                Sign in again (opens in a new tab)
              </a>
            </p>
          )}
        </ErrorSummary>
      )}

      <SolutionForm
        // a merged form starts afresh from the merged values (uncontrolled fields keep what they
        // were mounted with)
        key={rebased ? `rebased-${values.version}` : solution.version}
        formId="solution-form"
        formRef={formRef}
        values={values}
        errors={actionData?.fieldErrors ?? {}}
        theirs={rebased?.conflicts ?? {}}
        takenFromTheirs={rebased?.takenFromTheirs ?? []}
        childSolutions={rebased && current ? current.children : solution.children}
        submitting={submitting}
        dirty={unsaved.dirty}
        onChange={unsaved.check}
        onSubmit={unsaved.markSubmitting}
      />
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </>
  )
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      notFound={{
        title: 'Solution Not Found',
        back: { to: '/admin/solutions', label: 'View All Solutions' },
      }}
    />
  )
}
