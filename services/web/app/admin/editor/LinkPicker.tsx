import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useId, useState } from 'react'
import { useFetcher } from 'react-router'
import * as fieldStyles from '../../ui/Field.css'
import type { AdminSearchData } from '../search/search.server'
import * as searchStyles from '../search/search.css'
import * as dialog from '../ui/dialog.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { linkTargets } from './link-targets'
import * as styles from './MarkdownEditor.css'

/** a pause in typing before the search runs (each keystroke does not cost a request) */
const TYPING_PAUSE_MS = 120

/**
 * Insert link: the site's own records and pages found by title or text in any language (the
 * admin search), or a web address. A page of the site is stored as its public path
 * ("/products/x", "/ar/products/x"): a rename leaves a redirect from the old path (content-api
 * rename-service), so the link keeps working, and the content check flags a deleted target.
 */
export function LinkPicker({
  open,
  onOpenChange,
  onChoose,
  returnFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onChoose: (url: string) => void
  /** where the focus goes when the picker closes (the editor, at its new link) */
  returnFocus: () => void
}) {
  const { t } = useAdminI18n()
  const [q, setQ] = useState('')
  const [address, setAddress] = useState('')
  const fetcher = useFetcher<AdminSearchData>({ key: 'editor-link-search' })
  const ids = useId()

  const { load } = fetcher
  useEffect(() => {
    if (!open || q.trim() === '') return
    const timer = setTimeout(
      () => void load(`/admin/search?q=${encodeURIComponent(q.trim())}`),
      TYPING_PAUSE_MS,
    )
    return () => clearTimeout(timer)
  }, [q, open, load])

  const targets = q.trim() === '' ? [] : linkTargets(fetcher.data?.results ?? [])
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={searchStyles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          // React events cross the portal: typing here is no change to the item's form
          onChange={(e) => e.stopPropagation()}
          onInput={(e) => e.stopPropagation()}
        >
          <Dialog.Title className={searchStyles.dialogTitle}>{t('editor.linkPicker')}</Dialog.Title>
          <label htmlFor={`${ids}-q`} className={fieldStyles.label}>
            {t('editor.linkSearch')}
          </label>
          <input
            id={`${ids}-q`}
            type="search"
            className={searchStyles.input}
            value={q}
            maxLength={200}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          {q.trim() !== '' && fetcher.state === 'idle' && targets.length === 0 && (
            <p className={searchStyles.status} role="status">
              {t('editor.linkNone')}
            </p>
          )}
          <ul className={styles.linkList}>
            {targets.map((target) => (
              <li key={target.public_url}>
                <button
                  type="button"
                  className={searchStyles.option}
                  onClick={() => onChoose(target.public_url ?? '')}
                >
                  <bdi className={searchStyles.optionTitle}>{target.title}</bdi>{' '}
                  <span className={searchStyles.optionContext} dir="ltr">
                    {target.public_url}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.linkAddress}>
            <label htmlFor={`${ids}-url`} className={fieldStyles.label}>
              {t('editor.linkAddress')}
            </label>
            <input
              id={`${ids}-url`}
              type="url"
              dir="ltr"
              className={fieldStyles.control}
              value={address}
              maxLength={2000}
              onChange={(e) => setAddress(e.currentTarget.value)}
            />
            <button
              type="button"
              className={styles.previewButton}
              onClick={() => address.trim() && onChoose(address.trim())}
            >
              {t('editor.linkInsert')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
