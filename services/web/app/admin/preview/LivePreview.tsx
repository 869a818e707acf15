import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { Button } from '../../ui/Button'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { LIVE_FIELDS, LIVE_PREVIEW_PATH, type LivePreviewAnswer } from './live-preview-answer'
import * as styles from './LivePreview.css'

/** How long typing must pause before the preview is updated. */
export const LIVE_PREVIEW_DELAY_MS = 600

export interface LivePreviewProps {
  /** the editor's form: what it holds now (saved or not) is what the preview shows */
  formRef: RefObject<HTMLFormElement | null>
  /** `<collection>/<slug>`, `pages/<page>`, or `<collection>` for a new record (slug from its title) */
  target: string
  /** what is previewed, for the frame's title ("Live preview of <item>") */
  item: string
  /** a new record: its title field, without which there is no address to preview yet */
  titleField?: string
  /** why there is nothing to preview yet (the toggle waits), e.g. no section open for editing */
  hint?: string
}

type Status = { kind: 'idle' } | { kind: 'updating' } | { kind: 'failed'; message: string }

/**
 * "Live preview": a toggle for the editor's toolbar. When on, the page the item is shown on sits
 * beside the form (under it on narrow screens) in a frame, and follows what the editor types:
 * after a pause in typing the form as it is now is posted to /admin/live-preview (kept by
 * content-api as a live preview, never saved) and the frame reloads /preview/<target>?live=<id>,
 * at the same scroll position.
 */
export function LivePreview({ formRef, target, item, titleField, hint }: LivePreviewProps) {
  const { t } = useAdminI18n()
  const [on, setOn] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  // the frame's first address; later ones replace its page without a history entry
  const [src, setSrc] = useState<string | null>(null)
  const [titled, setTitled] = useState(titleField === undefined)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const liveId = useRef<string | undefined>(undefined)
  const sent = useRef(0)
  const scrollY = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const hintId = useId()
  const headingId = useId()
  const toggleId = useId()

  const update = useCallback(async () => {
    const form = formRef.current
    if (!form) return
    const body = new URLSearchParams()
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && key !== 'intent') body.append(key, value)
    }
    body.set(LIVE_FIELDS.target, target)
    if (liveId.current) body.set(LIVE_FIELDS.id, liveId.current)
    const mine = ++sent.current
    setStatus({ kind: 'updating' })
    let answer: LivePreviewAnswer
    try {
      const res = await fetch(LIVE_PREVIEW_PATH, { method: 'POST', body })
      answer = (await res.json()) as LivePreviewAnswer
    } catch {
      answer = {
        ok: false,
        error: t('livePreview.notUpdated'),
      }
    }
    // a later update is on its way: this answer is old
    if (mine !== sent.current) return
    if (!answer.ok) {
      setStatus({ kind: 'failed', message: answer.error })
      return
    }
    liveId.current = answer.id
    const view = frameRef.current?.contentWindow
    if (view) {
      try {
        scrollY.current = view.scrollY
        view.location.replace(answer.url)
      } catch {
        setSrc(answer.url)
      }
    } else setSrc(answer.url)
  }, [formRef, target, t])

  // typing in the form: update once it pauses
  useEffect(() => {
    if (!on) return
    const onInput = (event: Event) => {
      if (!(event.target instanceof Node) || !formRef.current?.contains(event.target)) return
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void update(), LIVE_PREVIEW_DELAY_MS)
    }
    document.addEventListener('input', onInput)
    document.addEventListener('change', onInput)
    void update()
    return () => {
      document.removeEventListener('input', onInput)
      document.removeEventListener('change', onInput)
      clearTimeout(timer.current)
    }
  }, [on, formRef, update])

  // a new record: the toggle waits for a title (the address is made from it)
  useEffect(() => {
    if (titleField === undefined) return
    const check = () => {
      const field = formRef.current?.elements.namedItem(titleField)
      setTitled(field instanceof HTMLInputElement && field.value.trim() !== '')
    }
    check()
    document.addEventListener('input', check)
    return () => document.removeEventListener('input', check)
  }, [formRef, titleField])

  const turn = (next: boolean) => {
    setOn(next)
    if (!next) {
      setSrc(null)
      setStatus({ kind: 'idle' })
      sent.current++
      document.getElementById(toggleId)?.focus()
    }
  }

  const onLoad = () => {
    try {
      frameRef.current?.contentWindow?.scrollTo(0, scrollY.current)
    } catch {
      // another origin's page (never ours): nothing to restore
    }
    setStatus((s) => (s.kind === 'updating' ? { kind: 'idle' } : s))
  }

  const host = typeof document === 'undefined' ? null : document.getElementById('admin-main')
  const waiting = hint ?? (titled ? undefined : t('livePreview.typeTitle'))
  const disabled = waiting !== undefined
  return (
    <div className={styles.toolbar}>
      <Button
        id={toggleId}
        variant="outline"
        size="sm"
        aria-pressed={on}
        disabled={disabled && !on}
        aria-describedby={disabled ? hintId : undefined}
        onClick={() => turn(!on)}
      >
        {t('livePreview.toggle')}
      </Button>
      {disabled && !on && (
        <p id={hintId} className={styles.hint}>
          {waiting}
        </p>
      )}
      {on &&
        host &&
        createPortal(
          <section className={styles.panel} aria-labelledby={headingId}>
            <div className={styles.panelHead}>
              <h2 id={headingId} className={styles.panelTitle}>
                {t('livePreview.toggle')}
              </h2>
              <Button variant="ghost" size="sm" onClick={() => turn(false)}>
                {t('livePreview.close')}
              </Button>
            </div>
            <p
              role="status"
              aria-live="polite"
              className={`${styles.status} ${status.kind === 'failed' ? styles.error : ''}`}
            >
              {status.kind === 'updating'
                ? t('livePreview.updating')
                : status.kind === 'failed'
                  ? status.message
                  : src
                    ? t('livePreview.unsaved')
                    : ''}
            </p>
            {src && (
              <iframe
                ref={frameRef}
                className={styles.frame}
                src={src}
                title={t('livePreview.of', { item })}
                onLoad={onLoad}
              />
            )}
          </section>,
          host,
        )}
    </div>
  )
}
