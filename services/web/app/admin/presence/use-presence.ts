import { useCallback, useEffect, useState } from 'react'
import { PRESENCE_HEARTBEAT_MS, type PresenceAnswer, type PresenceChange } from '@site/contract'
import { PRESENCE_FIELDS, presencePath, type PresenceIntent } from './presence-target'

const TAB_KEY = 'admin-presence-tab'

/** This tab's id: kept in sessionStorage, so a reload is the same tab (and keeps its place). */
function tabId(): string {
  const kept = sessionStorage.getItem(TAB_KEY)
  if (kept) return kept
  const made = crypto.randomUUID().replaceAll('-', '')
  sessionStorage.setItem(TAB_KEY, made)
  return made
}

/** A URL-encoded form (web takes no other body), which sendBeacon sends as such too. */
function formOf(intent: PresenceIntent, tab: string): URLSearchParams {
  return new URLSearchParams({ [PRESENCE_FIELDS.intent]: intent, [PRESENCE_FIELDS.tab]: tab })
}

export interface Presence {
  /** the item's editors and what this user may do; null until the first answer */
  answer: PresenceAnswer | null
  /** the last save of the item by someone else since it was opened here */
  change: PresenceChange | null
  /** takes the soft lock (the one editing is told) */
  takeOver: () => Promise<void>
  /**
   * someone else holds the soft lock: this tab views (its Save waits for a take-over). False
   * until presence answers, so presence failing never keeps anyone from saving
   */
  viewing: boolean
}

/**
 * Says this tab has `target` open (a heartbeat every PRESENCE_HEARTBEAT_MS, a leave sent with
 * sendBeacon at pagehide or when the editor closes) and follows the item live over server-sent
 * events: who else has it open, and who saved it meanwhile.
 */
export function usePresence(target: string | null): Presence {
  const [answer, setAnswer] = useState<PresenceAnswer | null>(null)
  const [change, setChange] = useState<PresenceChange | null>(null)

  useEffect(() => {
    setAnswer(null)
    setChange(null)
    if (!target || typeof EventSource === 'undefined') return
    const tab = tabId()
    const path = presencePath(target)
    const events = new EventSource(`${path}?${new URLSearchParams({ tab })}`)
    events.addEventListener('presence', (event) => {
      setAnswer(JSON.parse((event as MessageEvent<string>).data) as PresenceAnswer)
    })
    events.addEventListener('changed', (event) => {
      setChange(JSON.parse((event as MessageEvent<string>).data) as PresenceChange)
    })
    const beat = () => {
      void fetch(path, { method: 'POST', body: formOf('beat', tab) }).catch(() => {
        // the next heartbeat tries again; the stream says when the editor is gone
      })
    }
    const heartbeat = setInterval(beat, PRESENCE_HEARTBEAT_MS)
    const leave = () => navigator.sendBeacon(path, formOf('leave', tab))
    window.addEventListener('pagehide', leave)
    return () => {
      clearInterval(heartbeat)
      window.removeEventListener('pagehide', leave)
      events.close()
      leave()
    }
  }, [target])

  const takeOver = useCallback(async () => {
    if (!target) return
    const res = await fetch(presencePath(target), {
      method: 'POST',
      body: formOf('take-over', tabId()),
    })
    if (res.ok) setAnswer((await res.json()) as PresenceAnswer)
  }, [target])

  const viewing = answer?.you?.editing === false && answer.editors.some((e) => e.editing)
  return { answer, change, takeOver, viewing }
}
