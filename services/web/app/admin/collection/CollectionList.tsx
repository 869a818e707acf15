import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useMemo, useState, type DragEvent } from 'react'
import { Form, Link, useFetcher, useSearchParams } from 'react-router'
import { collectionDefinitions, type CollectionKey } from '@site/content-api/schemas'
import { Button } from '../../ui/Button'
import { button } from '../../ui/Button.css'
import * as fieldStyles from '../../ui/Field.css'
import { SolutionIconGlyph } from '../../ui/Icon'
import { Picture } from '../../ui/Picture'
import { visuallyHidden } from '../../theme/utilities.css'
import { AdminErrorState } from '../shell/AdminErrorState'
import { AdminIcon } from '../shell/AdminIcon'
import * as dialogStyles from '../ui/dialog.css'
import { fieldLabels } from '../fields/item-form'
import { missingTranslations, valuesIn } from '../edit-language'
import { MERGED_PARAM, mergedFieldsFrom } from '../history/merged-fields'
import { MergedNotice } from '../history/MergedNotice'
import { Notice } from '../ui/Notice'
import { PageHeader } from '../ui/PageHeader'
import { SavedNotice } from '../ui/SavedNotice'
import * as styles from '../ui/list-table.css'
import { card } from '../theme.css'
import { plainText, truncate } from '../truncate'
import * as own from './CollectionList.css'
import type { AdminRecord, ListActionResult } from './collection.server'
import { orderedTree, type TreeRow } from './tree'

const str = (v: unknown) => (typeof v === 'string' ? v : '')

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
  const title = (r: AdminRecord) => str(r[def.titleField]) || r.slug
  const description = (r: AdminRecord) => (def.descriptionField ? str(r[def.descriptionField]) : '')

  // the order shown: the server's, until the editor moves rows (then saved with "Save order")
  const [order, setOrder] = useState(() => records.map((r) => r.slug))
  useEffect(() => setOrder(records.map((r) => r.slug)), [records])
  const moved = order.join() !== records.map((r) => r.slug).join()
  const bySlug = useMemo(() => new Map(records.map((r) => [r.slug, r])), [records])
  const ordered = order.flatMap((slug) => bySlug.get(slug) ?? [])
  const rows: TreeRow<AdminRecord>[] =
    collection === 'solutions'
      ? orderedTree(ordered, (r) => (Array.isArray(r.children) ? r.children : []))
      : ordered.map((record) => ({ record, depth: 0 }))

  const needle = query.trim().toLowerCase()
  const visible = needle
    ? rows.filter(({ record }) =>
        [
          title(record),
          record.slug,
          description(record),
          ...def.listColumns.map((c) => str(record[c])),
        ].some((t) => t.toLowerCase().includes(needle)),
      )
    : rows

  const savedSlug = searchParams.get('saved')
  const saved = savedSlug ? records.find((r) => r.slug === savedSlug) : undefined
  const publicPathOf = (slug: string) =>
    def.publicPath ? def.publicPath.replace(':slug', slug) : '/'

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
  const [dragging, setDragging] = useState<string | null>(null)
  const [announce, setAnnounce] = useState('')

  function move(slug: string, by: number) {
    setOrder((o) => {
      const i = o.indexOf(slug)
      const j = i + by
      if (i < 0 || j < 0 || j >= o.length) return o
      const next = [...o]
      next.splice(i, 1)
      next.splice(j, 0, slug)
      const r = bySlug.get(slug)
      setAnnounce(`${r ? title(r) : slug} moved to position ${j + 1} of ${o.length}.`)
      return next
    })
  }
  function onDrop(e: DragEvent, target: string) {
    e.preventDefault()
    if (!dragging || dragging === target) return
    setOrder((o) => {
      const next = o.filter((s) => s !== dragging)
      next.splice(next.indexOf(target), 0, dragging)
      return next
    })
    setDragging(null)
  }

  const canReorder = 'sort_order' in def.fields && !needle
  // the first image field (a logo, a section's picture) is shown as a thumbnail
  const imageField = Object.entries(def.fields).find(([, f]) => f.kind === 'image')?.[0]
  const active = 'is_active' in def.fields
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
          publicPath={publicPathOf(saved.slug)}
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
      {remove.data && (
        <Notice
          tone={remove.data.ok ? 'success' : 'warning'}
          role={remove.data.ok ? 'status' : 'alert'}
          title={remove.data.ok ? remove.data.message : 'Not deleted'}
        >
          {!remove.data.ok && <p>{remove.data.message}</p>}
          {remove.data.referrers && remove.data.referrers.length > 0 && (
            <ul>
              {remove.data.referrers.map((r) => (
                <li key={`${r.collection}/${r.slug}`}>
                  <Link to={`/admin/${r.collection}/${r.slug}`}>{r.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {reorder.data && (
        <Notice
          tone={reorder.data.ok ? 'success' : 'warning'}
          role={reorder.data.ok ? 'status' : 'alert'}
          title={reorder.data.message}
        />
      )}

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
                <AdminIcon name="search" size={18} />
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
            {moved && (
              <reorder.Form method="post" className={own.orderForm}>
                <input type="hidden" name="intent" value="reorder" />
                {order.map((slug) => (
                  <input key={slug} type="hidden" name="order" value={slug} />
                ))}
                <button type="submit" className={button({ variant: 'secondary', size: 'sm' })}>
                  {reorder.state !== 'idle' ? 'Saving order...' : 'Save order'}
                </button>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={() => setOrder(records.map((r) => r.slug))}
                >
                  Undo moves
                </button>
              </reorder.Form>
            )}
          </div>
          <p className={visuallyHidden} aria-live="polite">
            {announce}
          </p>
          {visible.length === 0 ? (
            <div className={styles.empty}>
              <AdminIcon name="search" size={28} />
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
                  {imageField && (
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
                {visible.map(({ record, depth }) => {
                  const name = title(record)
                  const position = order.indexOf(record.slug)
                  return (
                    <tr
                      key={record.slug}
                      className={`${styles.row} ${dragging === record.slug ? own.dragging : ''}`}
                      draggable={canReorder}
                      onDragStart={() => setDragging(record.slug)}
                      onDragEnd={() => setDragging(null)}
                      onDragOver={(e) => canReorder && e.preventDefault()}
                      onDrop={(e) => onDrop(e, record.slug)}
                      data-slug={record.slug}
                    >
                      {canReorder && (
                        <td className={`${styles.td} ${own.orderCell}`}>
                          <span className={own.grip} aria-hidden="true">
                            ⋮⋮
                          </span>
                          <button
                            type="button"
                            className={own.moveButton}
                            onClick={() => move(record.slug, -1)}
                            disabled={position <= 0}
                            aria-label={`Move ${name} up`}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className={own.moveButton}
                            onClick={() => move(record.slug, 1)}
                            disabled={position >= order.length - 1}
                            aria-label={`Move ${name} down`}
                          >
                            ↓
                          </button>
                        </td>
                      )}
                      {imageField && (
                        <td className={`${styles.td} ${own.thumbCell}`}>
                          <Picture
                            src={str(record[imageField])}
                            alt=""
                            sizes="64px"
                            width={64}
                            height={48}
                            className={own.thumbBox}
                            imgClassName={own.thumb}
                            lowQualityPlaceholder={false}
                          />
                        </td>
                      )}
                      <th
                        scope="row"
                        className={`${styles.td} ${styles.titleCell}`}
                        style={
                          depth ? { paddingInlineStart: `${depth * 1.75 + 0.75}rem` } : undefined
                        }
                      >
                        <span className={own.titleLine}>
                          {depth > 0 && (
                            <span className={own.branch} aria-hidden="true">
                              └
                            </span>
                          )}
                          {collection === 'solutions' && (
                            <SolutionIconGlyph name={str(record.icon)} size={16} />
                          )}
                          {name}
                          {depth > 0 && <span className={visuallyHidden}> (child solution)</span>}
                        </span>
                        <span className={styles.meta}>
                          <span className={styles.slug}>/{record.slug}</span>
                          {def.listColumns.map(
                            (c) => str(record[c]) && <span key={c}>· {str(record[c])}</span>,
                          )}
                          {active &&
                            (record.is_active === false ? (
                              <span className={own.inactive}>Inactive</span>
                            ) : (
                              <span className={own.active}>Active</span>
                            ))}
                          {missingTranslations(def.fields, record, valuesIn(record, 'ar')).length >
                            0 && (
                            <Link
                              to={`/admin/${collection}/${record.slug}?lang=ar`}
                              className={own.untranslated}
                              aria-label={`Arabic missing: translate ${name}`}
                            >
                              Arabic missing
                            </Link>
                          )}
                          {Array.isArray(record.outdated_ar) && record.outdated_ar.length > 0 && (
                            <Link
                              to={`/admin/${collection}/${record.slug}?lang=ar`}
                              className={own.untranslated}
                              aria-label={`Arabic may be outdated: review ${name}`}
                            >
                              Arabic may be outdated
                            </Link>
                          )}
                          {record.is_featured === true && (
                            <span className={styles.badge}>
                              <AdminIcon name="star" size={12} />
                              Featured
                            </span>
                          )}
                        </span>
                      </th>
                      <td className={`${styles.td} ${styles.description}`}>
                        {def.descriptionLines ? (
                          <span
                            className={own.clamped}
                            style={{ WebkitLineClamp: def.descriptionLines }}
                          >
                            {plainText(description(record))}
                          </span>
                        ) : (
                          truncate(description(record))
                        )}
                      </td>
                      <td className={`${styles.td} ${styles.actionsCell}`}>
                        <span className={own.actions}>
                          <Link
                            to={`/admin/${collection}/${record.slug}`}
                            className={button({ variant: 'outline', size: 'sm' })}
                          >
                            <AdminIcon name="pencil" size={14} />
                            Edit<span className={visuallyHidden}> {name}</span>
                          </Link>
                          <button
                            type="button"
                            className={button({ variant: 'ghost', size: 'sm' })}
                            onClick={() => setConfirming(record)}
                          >
                            Delete<span className={visuallyHidden}> {name}</span>
                          </button>
                        </span>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}
        </section>
      )}

      <Dialog.Root open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogStyles.overlay} />
          <Dialog.Content className={dialogStyles.content} role="alertdialog">
            <Dialog.Title className={dialogStyles.title}>
              Delete {confirming ? `"${title(confirming)}"` : ''}?
            </Dialog.Title>
            <Dialog.Description className={dialogStyles.description}>
              It disappears from the site at once. Its history stays in the repository.
            </Dialog.Description>
            <remove.Form
              method="post"
              className={dialogStyles.actions}
              onSubmit={() => setConfirming(null)}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="slug" value={confirming?.slug ?? ''} />
              <input type="hidden" name="version" value={confirming?.version ?? ''} />
              <input type="hidden" name="title" value={confirming ? title(confirming) : ''} />
              <Dialog.Close asChild>
                <Button variant="secondary" size="sm">
                  Keep it
                </Button>
              </Dialog.Close>
              <Button variant="danger" size="sm" type="submit">
                Delete
              </Button>
            </remove.Form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
