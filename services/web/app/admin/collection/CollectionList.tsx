import { useState } from 'react'
import { Form, Link, useFetcher, useSearchParams } from 'react-router'
import {
  collectionDefinitions,
  recordShownAt,
  recordTitleOf,
  type CollectionKey,
} from '@site/contract'
import { Button } from '../../ui/Button'
import { button } from '../../ui/Button.css'
import * as fieldStyles from '../../ui/Field.css'
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
import type { AdminRecord, ListActionResult } from './collection.server'
import { DeleteDialog } from './DeleteDialog'
import { ListNotices } from './ListNotices'
import { iconField, imageField, listRows, matchesSearch } from './list-view'
import { RecordRow } from './RecordRow'
import { useRecordOrder } from './use-record-order'

/**
 * The manager of one collection: search, Saved notice, the records in their order (solutions as
 * a parent/child tree) with Active/Inactive and Featured badges, Edit, Delete with confirmation,
 * and reordering by drag or by the Move buttons (keyboard), saved as sort_order.
 */
export function CollectionList({
  collection,
  records,
  error,
}: {
  collection: CollectionKey
  records: AdminRecord[]
  error: string | null
}) {
  const def = collectionDefinitions[collection]
  const [searchParams, setSearchParams] = useSearchParams()
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '')
  const title = (r: AdminRecord) => recordTitleOf(def, r)
  const order = useRecordOrder(records, title)
  const rows = listRows(def, collection, order.ordered)
  const needle = query.trim().toLowerCase()
  const visible = needle ? rows.filter(({ record }) => matchesSearch(def, record, needle)) : rows

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
  function onSearch(value: string) {
    setQuery(value)
    updateParams((params) => (value ? params.set('q', value) : params.delete('q')))
  }

  const reorder = useFetcher<ListActionResult>()
  const remove = useFetcher<ListActionResult>()
  const [confirming, setConfirming] = useState<AdminRecord | null>(null)
  const canReorder = 'sort_order' in def.fields && !needle
  // read from the definition once, not per row
  const thumbnailField = imageField(def)
  const glyphField = iconField(def)
  const plural = def.title.toLowerCase()

  return (
    <>
      <PageHeader
        title={def.title}
        description={`The ${plural} of the site. A save is live on the site at once.`}
        actions={
          <Button to={`/admin/${collection}/new`} variant="secondary" size="sm">
            Add {def.label}
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
      <ListNotices removed={remove.data} reordered={reorder.data} />

      {error ? (
        <AdminErrorState title={`Could not load the ${plural}`} message={error} headingLevel={2} />
      ) : (
        <section className={card} aria-labelledby="records-title">
          <h2 id="records-title" className={visuallyHidden}>
            All {plural}
          </h2>
          <div className={styles.toolbar}>
            <Form method="get" role="search" className={styles.search} preventScrollReset>
              <label htmlFor="record-search" className={visuallyHidden}>
                Search {plural}
              </label>
              <span className={styles.searchIcon}>
                <Icon name="search" size={18} />
              </span>
              <input
                id="record-search"
                type="search"
                name="q"
                className={fieldStyles.control}
                placeholder={`Search ${plural}`}
                value={query}
                onChange={(e) => onSearch(e.currentTarget.value)}
                aria-describedby="record-count"
              />
            </Form>
            <p id="record-count" className={styles.count} role="status">
              {needle
                ? `${visible.length} of ${records.length} ${plural}`
                : `${records.length} ${records.length === 1 ? def.label : plural}`}
            </p>
            {order.moved && (
              <reorder.Form method="post" className={own.orderForm}>
                <input type="hidden" name="intent" value="reorder" />
                {order.order.map((slug) => (
                  <input key={slug} type="hidden" name="order" value={slug} />
                ))}
                <button type="submit" className={button({ variant: 'secondary', size: 'sm' })}>
                  {reorder.state !== 'idle' ? 'Saving order...' : 'Save order'}
                </button>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={order.undo}
                >
                  Undo moves
                </button>
              </reorder.Form>
            )}
          </div>
          <p className={visuallyHidden} aria-live="polite">
            {order.announce}
          </p>
          {visible.length === 0 ? (
            <div className={styles.empty}>
              <Icon name="search" size={28} />
              <p className={styles.emptyTitle}>
                {needle && records.length > 0
                  ? `No ${plural} found matching "${query.trim()}".`
                  : `No ${plural} found.`}
              </p>
              {!needle && (
                <p>
                  <Link to={`/admin/${collection}/new`}>Add the first {def.label}</Link>.
                </p>
              )}
            </div>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  {canReorder && (
                    <th scope="col" className={styles.th}>
                      <span className={visuallyHidden}>Order</span>
                    </th>
                  )}
                  {thumbnailField && (
                    <th scope="col" className={styles.th}>
                      <span className={visuallyHidden}>Image</span>
                    </th>
                  )}
                  <th scope="col" className={styles.th}>
                    {def.label.charAt(0).toUpperCase() + def.label.slice(1)}
                  </th>
                  <th scope="col" className={styles.th}>
                    Description
                  </th>
                  <th scope="col" className={styles.th}>
                    <span className={visuallyHidden}>Actions</span>
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
                  />
                ))}
              </tbody>
            </table>
          )}
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
