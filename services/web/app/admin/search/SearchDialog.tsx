import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useId, useRef, useState } from 'react'
import { useFetcher, useLocation, useNavigate } from 'react-router'
import { langAttributes } from '../edit-language'
import { MarkedText } from '../../ui/MarkedText'
import type { AdminSearchData } from './search.server'
import { groupResults, resultContext } from './result-groups'
import * as dialog from '../ui/dialog.css'
import * as styles from './search.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { fillNodes } from '../i18n/fill-nodes'
import type { AdminI18n } from '../i18n/admin-i18n'

/** a pause in typing before the search runs (each keystroke does not cost a request) */
const TYPING_PAUSE_MS = 120

/** Is this Ctrl+K (Cmd+K on a Mac)? */
export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'

/**
 * The admin's search of everything, as a combobox in a dialog: type, move with the arrow keys,
 * Enter opens the item at the matching field, Escape closes and puts the focus back where it
 * was. Radix gives the dialog its focus trap and Escape; the results come from /admin/search.
 */
export function SearchDialog({
  open,
  initialQuery,
  onOpenChange,
}: {
  open: boolean
  initialQuery: string
  onOpenChange: (open: boolean) => void
}) {
  const [q, setQ] = useState(initialQuery)
  const [active, setActive] = useState(0)
  const fetcher = useFetcher<AdminSearchData>({ key: 'admin-search' })
  const navigate = useNavigate()
  const location = useLocation()
  const returnFocusTo = useRef<HTMLElement | null>(null)
  /** the field to focus once the page chosen has opened (its id, from the result's #hash) */
  const focusAfterOpen = useRef<string | null>(null)
  const ids = useId()
  const listId = `${ids}-results`
  const optionId = (index: number) => `${ids}-option-${index}`
  const i18n = useAdminI18n()
  const { t } = i18n

  useEffect(() => {
    if (open) setQ(initialQuery)
  }, [open, initialQuery])

  const { load } = fetcher
  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => {
      if (q.trim() !== '') void load(`/admin/search?q=${encodeURIComponent(q.trim())}`)
    }, TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [q, open, load])

  // the chosen item's page has opened: move to the field that matched
  useEffect(() => {
    const id = focusAfterOpen.current
    if (!id || location.hash !== `#${id}`) return
    focusAfterOpen.current = null
    const field = document.getElementById(decodeURIComponent(id))
    field?.focus()
    field?.scrollIntoView({ block: 'center' })
  }, [location])

  const data = q.trim() === '' ? null : fetcher.data
  const results = data?.results ?? []
  const groups = groupResults(results, i18n)
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0))
  useEffect(() => setActive(0), [data])

  const choose = (index: number) => {
    const result = results[index]
    if (!result) return
    const hash = result.admin_url.split('#')[1]
    focusAfterOpen.current = hash ?? null
    onOpenChange(false)
    void navigate(result.admin_url)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (results.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((activeIndex + step + results.length) % results.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(activeIndex)
    }
  }

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' })
  })

  const status =
    q.trim() === ''
      ? t('search.typeToSearch')
      : data?.error
        ? data.error
        : data
          ? resultsFor(results.length, data.q, i18n)
          : t('search.searching')

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            // an item was chosen: its field takes the focus once its page is open
            if (focusAfterOpen.current !== null || !returnFocusTo.current?.isConnected) {
              event.preventDefault()
              return
            }
            event.preventDefault()
            returnFocusTo.current.focus()
          }}
        >
          <Dialog.Title className={styles.dialogTitle}>{t('shell.searchLabel')}</Dialog.Title>
          <input
            type="search"
            className={styles.input}
            role="combobox"
            aria-label={t('shell.searchLabel')}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p className={styles.status} role="status">
            {status}
          </p>
          <div
            id={listId}
            role="listbox"
            aria-label={t('search.results')}
            className={styles.listbox}
          >
            {groups.map((group) => (
              <div
                key={group.kind}
                role="group"
                aria-labelledby={`${ids}-${group.kind}`}
                className={styles.group}
              >
                <div
                  id={`${ids}-${group.kind}`}
                  className={styles.groupHeading}
                  role="presentation"
                >
                  {group.heading}
                </div>
                {group.results.map(({ result, index }) => (
                  <div
                    key={`${result.admin_url}-${index}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={styles.option}
                    onMouseMove={() => setActive(index)}
                    onClick={() => choose(index)}
                  >
                    <bdi className={styles.optionTitle}>{result.title}</bdi>
                    <span className={styles.optionContext}>{resultContext(result, i18n)}</span>
                    <MarkedText
                      className={styles.snippet}
                      text={result.snippet}
                      marks={result.marks}
                      {...langAttributes(result.lang)}
                    />
                  </div>
                ))}
              </div>
            ))}
          </div>
          <p className={styles.keys} aria-hidden="true">
            {fillNodes(t('search.keys'), {
              up: <kbd>↑</kbd>,
              down: <kbd>↓</kbd>,
              enter: <kbd>Enter</kbd>,
              esc: <kbd>Esc</kbd>,
            })}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** "3 results for “pump”", "No results for “pump”": the query isolated from the sentence. */
export function resultsFor(total: number, q: string, { t, count }: AdminI18n) {
  const query = <bdi>{q}</bdi>
  return total === 0
    ? fillNodes(t('search.noResults'), { q: query })
    : fillNodes(count('count.results', total), { q: query })
}
