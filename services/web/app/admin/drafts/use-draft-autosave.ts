import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useFetcher } from 'react-router'
import { serializeForm } from '../use-unsaved-changes'
import type { DraftActionResult } from './draft-intents.server'

/** At most one autosave commit per this many milliseconds while the editor types. */
export const AUTOSAVE_INTERVAL_MS = 10_000
/** Typing is saved once it pauses this long (or when the interval allows, if later). */
export const AUTOSAVE_PAUSE_MS = 1_500

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'stale'; message: string }
  | { kind: 'failed'; message: string }

/**
 * Saves the form to its draft while the editor types: debounced, never more than one commit per
 * 10 s, one request at a time, each with the version the previous one answered. A draft changed
 * elsewhere (409) stops the autosave and says so; the form keeps everything typed.
 */
export function useDraftAutosave({
  enabled,
  formRef,
  version: loadedVersion,
  onSaved,
}: {
  enabled: boolean
  formRef: RefObject<HTMLFormElement | null>
  /** the draft's version as loaded */
  version: string
  /** the form as it was sent, once saved */
  onSaved: (sent: string) => void
}) {
  const fetcher = useFetcher<DraftActionResult>({ key: 'draft-autosave' })
  const [version, setVersion] = useState(loadedVersion)
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' })
  const lastSentAt = useRef(0)
  const sent = useRef('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // read when the timer fires, not when it was set
  const busy = useRef(false)
  busy.current = fetcher.state !== 'idle'
  const stopped = state.kind === 'stale'

  // a new load (an explicit Save draft, a reload) brings the draft's version
  useEffect(() => setVersion(loadedVersion), [loadedVersion])

  const save = useCallback(() => {
    const form = formRef.current
    if (!form) return
    const body = new FormData(form)
    body.set('intent', 'draft-save')
    body.set('autosave', '1')
    sent.current = serializeForm(form)
    lastSentAt.current = Date.now()
    setState({ kind: 'saving' })
    void fetcher.submit(body, { method: 'post' })
  }, [fetcher, formRef])

  const schedule = useCallback(() => {
    if (!enabled || stopped) return
    clearTimeout(timer.current)
    const wait = Math.max(AUTOSAVE_PAUSE_MS, lastSentAt.current + AUTOSAVE_INTERVAL_MS - Date.now())
    setState((s) => (s.kind === 'saving' ? s : { kind: 'pending' }))
    timer.current = setTimeout(function run() {
      // one request at a time: the next one needs the version this one answers
      if (busy.current) timer.current = setTimeout(run, 500)
      else save()
    }, wait)
  }, [enabled, stopped, save])

  useEffect(() => () => clearTimeout(timer.current), [])

  const result = fetcher.data
  useEffect(() => {
    if (!result || fetcher.state !== 'idle') return
    if (result.ok && result.version) {
      setVersion(result.version)
      setState({ kind: 'saved', at: new Date() })
      onSaved(sent.current)
    } else if (result.stale) {
      clearTimeout(timer.current)
      setState({ kind: 'stale', message: result.message })
    } else if (!result.ok) {
      setState({ kind: 'failed', message: result.message })
    }
    // each answer once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, fetcher.state])

  return { version, state, schedule }
}
