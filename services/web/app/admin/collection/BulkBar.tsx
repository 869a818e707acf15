import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import type { FetcherWithComponents } from 'react-router'
import { bulkActions, type CollectionFields, type CollectionKey } from '@site/contract'
import { Button } from '../../ui/Button'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as dialogStyles from '../ui/dialog.css'
import type { AdminRecord } from './collection.server'
import type { ListActionResult } from './list.server'
import * as own from './ListControls.css'

/** The actions a collection has: no (de)activate without an Active flag, and so on. */
const actionsOf = (def: CollectionFields) =>
  bulkActions.filter(
    (a) =>
      ((a !== 'activate' && a !== 'deactivate') || 'is_active' in def.fields) &&
      ((a !== 'feature' && a !== 'unfeature') || 'is_featured' in def.fields),
  )

/**
 * What the selected rows can have done to them, in one commit: the count (announced), "select
 * all matching" beyond this page, each action, and Delete after a confirmation naming the count.
 */
export function BulkBar({
  collection,
  def,
  selected,
  allMatching,
  total,
  onPage,
  search,
  onSelectAll,
  onClear,
  bulk,
}: {
  collection: CollectionKey
  def: CollectionFields
  /** the rows selected on this page (with their versions: a changed one is a 409) */
  selected: AdminRecord[]
  allMatching: boolean
  total: number
  onPage: number
  /** the view's URL query, for "all matching" */
  search: string
  onSelectAll: () => void
  onClear: () => void
  bulk: FetcherWithComponents<ListActionResult>
}) {
  const [confirming, setConfirming] = useState(false)
  const count = allMatching ? total : selected.length
  const i18n = useAdminI18n()
  const { t } = i18n
  const names = i18n.collection(collection)
  const nouns = { singular: names.label, plural: names.title.toLowerCase() }
  const busy = bulk.state !== 'idle'
  const hidden = (
    <>
      <input type="hidden" name="intent" value="bulk" />
      {allMatching ? (
        <>
          <input type="hidden" name="all" value="1" />
          <input type="hidden" name="view" value={search} />
        </>
      ) : (
        selected.map((r) => (
          <span key={r.slug}>
            <input type="hidden" name="slug" value={r.slug} />
            <input type="hidden" name={`version:${r.slug}`} value={r.version} />
          </span>
        ))
      )}
    </>
  )
  if (count === 0) return null
  return (
    <div className={own.bulkBar}>
      <p className={own.bulkCount} role="status">
        {allMatching
          ? i18n.count('count.allMatchingSelected', count, nouns)
          : i18n.count('count.selected', count, nouns)}
      </p>
      {!allMatching && selected.length === onPage && total > onPage && (
        <Button variant="ghost" size="sm" onClick={onSelectAll}>
          {t('bulk.selectAll', { count: i18n.number(total) })}
        </Button>
      )}
      <bulk.Form method="post" className={own.bulkActions}>
        {hidden}
        {actionsOf(def)
          .filter((a) => a !== 'delete')
          .map((a) => (
            <Button
              key={a}
              variant="secondary"
              size="sm"
              type="submit"
              name="action"
              value={a}
              disabled={busy}
            >
              {t(`bulk.${a}`)}
            </Button>
          ))}
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)} disabled={busy}>
          {t('bulk.deleteMenu')}
        </Button>
      </bulk.Form>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogStyles.overlay} />
          <Dialog.Content className={dialogStyles.content} role="alertdialog">
            <Dialog.Title className={dialogStyles.title}>
              {i18n.count('count.deleteQuestion', count, nouns)}
            </Dialog.Title>
            <Dialog.Description className={dialogStyles.description}>
              {t('bulk.deleteText')}
            </Dialog.Description>
            <bulk.Form
              method="post"
              className={dialogStyles.actions}
              onSubmit={() => setConfirming(false)}
            >
              {hidden}
              <input type="hidden" name="action" value="delete" />
              <Dialog.Close asChild>
                <Button variant="secondary" size="sm">
                  {t('bulk.keep')}
                </Button>
              </Dialog.Close>
              <Button variant="danger" size="sm" type="submit">
                {i18n.count('count.deleteButton', count, nouns)}
              </Button>
            </bulk.Form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  )
}
