import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useBlocker, useNavigation, type Blocker } from 'react-router'

/** A form's current values as one comparable string (files are compared by name and size). */
export function serializeForm(form: HTMLFormElement): string {
  const entries: string[] = []
  for (const [key, value] of new FormData(form)) {
    // the draft's version moves with each autosave; it is not an edit
    if (key === 'draft_version') continue
    entries.push(`${key}=${typeof value === 'string' ? value : `${value.name}:${value.size}`}`)
  }
  return entries.join('&')
}

/**
 * Tracks whether a form differs from what it was when it appeared, and while it does, guards
 * against losing the edits: in-app navigation is blocked (the caller shows a dialog from the
 * returned blocker) and leaving the page (reload, close, external link) asks the browser's
 * "Leave site?" question. Submitting the form itself is never blocked.
 *
 * Call `check` on the form's input/change events; `initiallyDirty` is for a form re-rendered with
 * unsaved values after a failed save.
 */
export function useUnsavedChanges(
  formRef: RefObject<HTMLFormElement | null>,
  initiallyDirty = false,
  /** the saved version the form shows: a save that stays on the page starts a clean form */
  savedVersion?: string,
): {
  dirty: boolean
  check: () => void
  markSubmitting: () => void
  /** the form as `sent` was saved elsewhere (an autosave): only changes since then are unsaved */
  markSaved: (sent: string) => void
  blocker: Blocker
} {
  const baseline = useRef<string | null>(null)
  const submitting = useRef(false)
  const [dirty, setDirty] = useState(initiallyDirty)

  useEffect(() => {
    if (formRef.current && baseline.current === null) {
      baseline.current = initiallyDirty ? '' : serializeForm(formRef.current)
    }
  }, [formRef, initiallyDirty])

  // A new saved version under the same page (Save keeps the editor open): what the form shows
  // now is saved, so that is the new baseline.
  const shownVersion = useRef(savedVersion)
  useEffect(() => {
    if (savedVersion === shownVersion.current) return
    shownVersion.current = savedVersion
    if (!formRef.current || initiallyDirty) return
    baseline.current = serializeForm(formRef.current)
    setDirty(false)
  }, [formRef, savedVersion, initiallyDirty])

  const check = useCallback(() => {
    const form = formRef.current
    if (!form || baseline.current === null) return
    setDirty(serializeForm(form) !== baseline.current)
    submitting.current = false
  }, [formRef])

  const markSubmitting = useCallback(() => {
    submitting.current = true
  }, [])

  const markSaved = useCallback(
    (sent: string) => {
      baseline.current = sent
      const form = formRef.current
      setDirty(form ? serializeForm(form) !== sent : false)
    },
    [formRef],
  )

  // A save that came back with errors leaves the form dirty: guard it again.
  const navigationState = useNavigation().state
  useEffect(() => {
    if (navigationState === 'idle') submitting.current = false
  }, [navigationState])

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !submitting.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  )

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  return { dirty, check, markSubmitting, markSaved, blocker }
}
