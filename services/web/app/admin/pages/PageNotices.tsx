import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { PageKey } from '@site/contract'
import { mergedFieldsFrom } from '../history/merged-fields'
import { MergedNotice } from '../history/MergedNotice'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import { focusTarget } from '../ui/notice.css'

/**
 * What the last save or publish of a page did, from the address it led to: "Published", or the
 * section saved (focused, with what was merged with someone else's save).
 */
export function PageNotices({
  answered,
  page,
  labels,
}: {
  /** an action answered on this page (its notice, not these, says what happened) */
  answered: boolean
  page: PageKey
  /** "section.field" -> "Section: Field" */
  labels: Record<string, string>
}) {
  const [params] = useSearchParams()
  const i18n = useAdminI18n()
  const saved = params.get('saved')
  const savedRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (saved) savedRef.current?.focus()
  }, [saved])
  return (
    <>
      {params.get('published') && !answered && (
        <Notice tone="success" role="status" title={i18n.t('pageEditor.published')} />
      )}
      {saved && (
        <div ref={savedRef} tabIndex={-1} className={focusTarget}>
          <Notice
            tone="success"
            role="status"
            title={i18n.t('pageEditor.sectionSaved', { section: i18n.section(page, saved) })}
          />
          <MergedNotice fields={mergedFieldsFrom(params)} labels={labels} />
        </div>
      )}
    </>
  )
}
