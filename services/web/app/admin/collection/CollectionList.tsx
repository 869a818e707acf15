import { useState } from 'react'
import { Link, useFetcher, useSearchParams } from 'react-router'
import {
  collectionDefinitions,
  recordShownAt,
  recordTitleOf,
  type CollectionKey,
} from '@site/contract'
import { Button } from '../../ui/Button'
import { button } from '../../ui/Button.css'
import { visuallyHidden } from '../../theme/utilities.css'
import { AdminErrorState } from '../shell/AdminErrorState'
import { Icon } from '../../ui/Icon'
import { fieldLabels } from '../fields/item-form'
import { MERGED_PARAM, mergedFieldsFrom } from '../history/merged-fields'
import { MergedNotice } from '../history/MergedNotice'
import { PageHeader } from '../ui/PageHeader'
import { SavedNotice } from '../ui/SavedNotice'
import * as styles from '../ui/list-table.css'
import { card } from '../theme.css'
import * as own from './CollectionList.css'
import type { AdminRecord } from './collection.server'
import type { ListActionResult } from './list.server'
import { DeleteDialog } from './DeleteDialog'
import { ListNotices } from './ListNotices'
import { iconField, imageField, listRows } from './list-view'
import { BulkBar } from './BulkBar'
import { ListToolbar } from './ListToolbar'
import * as controls from './ListControls.css'
import { isNarrowed, readListView, showsHandOrder, viewQuery } from './list-params'
import { Pager } from './Pager'
import { SavedViews } from './SavedViews'
import { SortHeader } from './SortHeader'
import { useSelection } from './use-selection'
import { RecordRow } from './RecordRow'
import { useRecordOrder } from './use-record-order'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * The manager of one collection: search, filters and sort kept in the URL (applied by content-api,
 * a page at a time), the Saved notice, the records (solutions as a parent/child tree) with
 * Active/Inactive and Featured badges, Edit and Delete, checkboxes for bulk actions, and, in the
 * hand-set order, reordering by drag, by the Move buttons or Alt+Arrow, saved as one commit.
 */
export function CollectionList({
  collection,
  records,
  total,
  facets,
  views,
  error,
}: {
  collection: CollectionKey
  /** this page's records */
  records: AdminRecord[]
  /** the records the view matches, over every page */
  total: number
  facets: Record<string, string[]>
  /** the views of this list the user saved */
  views: Array<{ name: string; query: string }>
  error: string | null
}) {
  const def = collectionDefinitions[collection]
  const [searchParams, setSearchParams] = useSearchParams()
  const view = readListView(def, searchParams)
  const narrowed = isNarrowed(view)
  const title = (r: AdminRecord) => recordTitleOf(def, r)
  const order = useRecordOrder(records, title)
  const handOrder = showsHandOrder(def, view)
  // the tree (children under their parent) is the hand-set order's; a sorted list is flat
  const visible = handOrder
    ? listRows(def, collection, order.ordered)
    : records.map((record) => ({ record, depth: 0 }))
  const selection = useSelection(records.map((r) => r.slug))

  const savedSlug = searchParams.get('saved')
  const saved = savedSlug ? records.find((r) => r.slug === savedSlug) : undefined

  function updateParams(change: (params: URLSearchParams) => void) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        change(next)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const reorder = useFetcher<ListActionResult>()
  const remove = useFetcher<ListActionResult>()
  const bulk = useFetcher<ListActionResult>()
  const [confirming, setConfirming] = useState<AdminRecord | null>(null)
  const canReorder = handOrder
  // read from the definition once, not per row
  const thumbnailField = imageField(def)
  const glyphField = iconField(def)
  // the collection's names in the user's admin language (the registry's English by default)
  const i18n = useAdminI18n()
  const { t } = i18n
  const names = i18n.collection(collection)
  const plural = names.title.toLowerCase()
  const nouns = { singular: names.label, plural }

  return (
    <>
      <PageHeader
        title={names.title}
        description={t('list.description', nouns)}
        actions={
          <Button to={`/admin/${collection}/new`} variant="secondary" size="sm">
            {t('list.add', nouns)}
          </Button>
        }
      />

      {saved && (
        <SavedNotice
          key={saved.slug}
          title={title(saved)}
          publicPath={recordShownAt(def, saved.slug) ?? '/'}
          onDismiss={() =>
            updateParams((params) => {
              params.delete('saved')
              params.delete(MERGED_PARAM)
            })
          }
        />
      )}
      {saved && (
        <MergedNotice fields={mergedFieldsFrom(searchParams)} labels={fieldLabels(collection)} />
      )}
      <ListNotices removed={remove.data} reordered={reorder.data} bulk={bulk.data} />

      {error ? (
        <AdminErrorState title={t('list.loadFailed', nouns)} message={error} headingLevel={2} />
      ) : (
        <section className={card} aria-labelledby="records-title">
          <h2 id="records-title" className={visuallyHidden}>
            {t('list.all', nouns)}
          </h2>
          <ListToolbar
            collection={collection}
            def={def}
            view={view}
            facets={facets}
            count={i18n.count(narrowed ? 'count.matchingRecords' : 'count.records', total, nouns)}
          />
          <SavedViews views={views} current={viewQuery(searchParams)} />
          {order.moved && (
            <reorder.Form method="post" className={`${styles.toolbar} ${own.orderForm}`}>
              <input type="hidden" name="intent" value="reorder" />
              {order.ordered.map((r) => (
                <span key={r.slug}>
                  <input type="hidden" name="order" value={r.slug} />
                  <input type="hidden" name={`version:${r.slug}`} value={r.version} />
                </span>
              ))}
              <button type="submit" className={button({ variant: 'secondary', size: 'sm' })}>
                {reorder.state !== 'idle' ? t('list.savingOrder') : t('list.saveOrder')}
              </button>
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'sm' })}
                onClick={order.undo}
              >
                {t('list.undoMoves')}
              </button>
            </reorder.Form>
          )}
          <BulkBar
            collection={collection}
            def={def}
            selected={records.filter((r) => selection.isSelected(r.slug))}
            allMatching={selection.allMatching}
            total={total}
            onPage={records.length}
            search={searchParams.toString()}
            onSelectAll={selection.selectAllMatching}
            onClear={selection.clear}
            bulk={bulk}
          />
          <p className={visuallyHidden} aria-live="polite">
            {order.announce}
          </p>
          {visible.length === 0 ? (
            <div className={styles.empty}>
              <Icon name="search" size={28} />
              <p className={styles.emptyTitle}>
                {narrowed ? t('list.noneMatch', nouns) : t('list.noneFound', nouns)}
              </p>
              {!narrowed && (
                <p>
                  <Link to={`/admin/${collection}/new`}>{t('list.addFirst', nouns)}</Link>.
                </p>
              )}
            </div>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={`${styles.th} ${controls.checkCell}`}>
                    <input
                      type="checkbox"
                      className={controls.checkbox}
                      checked={selection.pageSelected}
                      onChange={(e) => selection.togglePage(e.currentTarget.checked)}
                      aria-label={t('list.selectPage', nouns)}
                    />
                  </th>
                  {canReorder && (
                    <SortHeader
                      field="sort_order"
                      label={t('list.order')}
                      view={view}
                      defaultSort
                    />
                  )}
                  {thumbnailField && (
                    <th scope="col" className={styles.th}>
                      <span className={visuallyHidden}>{t('list.image')}</span>
                    </th>
                  )}
                  <SortHeader
                    field={def.titleField}
                    label={names.label.charAt(0).toUpperCase() + names.label.slice(1)}
                    view={view}
                  />
                  <th scope="col" className={styles.th}>
                    {t('list.description.column')}
                  </th>
                  <th scope="col" className={styles.th}>
                    <span className={visuallyHidden}>{t('list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map(({ record, depth }) => (
                  <RecordRow
                    key={record.slug}
                    collection={collection}
                    def={def}
                    record={record}
                    depth={depth}
                    position={order.order.indexOf(record.slug)}
                    count={order.order.length}
                    canReorder={canReorder}
                    imageField={thumbnailField}
                    iconField={glyphField}
                    dragged={order.dragging === record.slug}
                    onDragStart={() => order.setDragging(record.slug)}
                    onDragEnd={() => order.setDragging(null)}
                    onDrop={(e) => order.drop(e, record.slug)}
                    onMove={(by) => order.move(record.slug, by)}
                    onDelete={() => setConfirming(record)}
                    selected={selection.isSelected(record.slug)}
                    onSelect={(e) => selection.toggle(record.slug, e)}
                  />
                ))}
              </tbody>
            </table>
          )}
          <Pager page={view.page} total={total} noun={plural} />
        </section>
      )}

      <DeleteDialog
        record={confirming}
        title={confirming ? title(confirming) : ''}
        remove={remove}
        onClose={() => setConfirming(null)}
      />
    </>
  )
}
