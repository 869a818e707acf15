import { useEffect, useRef, useState } from 'react'
import { Form, useSubmit } from 'react-router'
import {
  fieldLabel,
  sortableFields,
  statusesOf,
  type CollectionFields,
  type CollectionKey,
  type ListStatus,
  translationLanguages,
} from '@site/contract'
import * as fieldStyles from '../../ui/Field.css'
import { visuallyHidden } from '../../theme/utilities.css'
import { Icon } from '../../ui/Icon'
import * as styles from '../ui/list-table.css'
import * as own from './ListControls.css'
import type { ListView } from './list-params'
import type { AdminMessageKey } from '../i18n/en'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/** Each list status's name in the admin catalogue. */
const statusLabelKeys: Record<ListStatus, AdminMessageKey> = {
  active: 'list.status.active',
  inactive: 'list.status.inactive',
  featured: 'list.status.featured',
  draft: 'list.status.draft',
  scheduled: 'list.status.scheduled',
  missing: 'list.status.missing',
  outdated: 'list.status.outdated',
}

/** Typing waits this long for the next key before the list is asked again. */
const SEARCH_PAUSE_MS = 300

/**
 * The list's search, filters and sort, as one GET form: each is a URL parameter (list-params),
 * so the view reloads and bookmarks as it is; a change applies at once (Apply without script).
 */
export function ListToolbar({
  collection,
  def,
  view,
  facets,
  count,
}: {
  collection: CollectionKey
  def: CollectionFields
  view: ListView
  facets: Record<string, string[]>
  count: string
}) {
  const submit = useSubmit()
  const i18n = useAdminI18n()
  const { t } = i18n
  const form = useRef<HTMLFormElement>(null)
  const [query, setQuery] = useState(view.q)
  useEffect(() => setQuery(view.q), [view.q])
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(pending.current ?? undefined), [])
  // the URL holds only what differs from the default view: no `q=&status=&lang=` clutter
  const apply = () => {
    if (!form.current) return
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form.current))
      if (typeof value === 'string' && value !== '' && !(key === 'order' && value === 'asc'))
        params.append(key, value)
    void submit(params, { method: 'get', replace: true, preventScrollReset: true })
  }
  const plural = i18n.collection(collection).title.toLowerCase()
  // a column's name in the sort choices: the field's label, "Web address" for the slug
  const columnLabel = (key: string) =>
    key === 'slug' ? t('list.webAddress') : fieldLabel(collection, key)
  // the label columns the list shows, each with the values found across the whole list
  const facetFields = def.listColumns.filter((key) => (facets[key]?.length ?? 0) > 0)

  return (
    <Form
      method="get"
      ref={form}
      preventScrollReset
      onChange={(e) => {
        if ((e.target as HTMLElement).id === 'record-search') return
        apply()
      }}
    >
      <div className={styles.toolbar}>
        <div role="search" className={styles.search}>
          <label htmlFor="record-search" className={visuallyHidden}>
            {t('list.search', { plural })}
          </label>
          <span className={styles.searchIcon}>
            <Icon name="search" size={18} />
          </span>
          <input
            id="record-search"
            type="search"
            name="q"
            className={fieldStyles.control}
            placeholder={t('list.search', { plural })}
            value={query}
            onChange={(e) => {
              setQuery(e.currentTarget.value)
              clearTimeout(pending.current ?? undefined)
              pending.current = setTimeout(apply, SEARCH_PAUSE_MS)
            }}
            aria-describedby="record-count"
          />
        </div>
        <p id="record-count" className={styles.count} role="status">
          {count}
        </p>
      </div>
      {/* drawn again when the view changes by another way (a header, Back): selects follow */}
      <div className={own.filters} key={JSON.stringify({ ...view, q: '' })}>
        <label className={own.filter}>
          {t('list.status')}
          <select name="status" defaultValue={view.status ?? ''} className={own.select}>
            <option value="">{t('list.anyStatus')}</option>
            {statusesOf(def).map((s) => (
              <option key={s} value={s}>
                {t(statusLabelKeys[s])}
              </option>
            ))}
          </select>
        </label>
        <label className={own.filter}>
          {t('list.language')}
          <select name="lang" defaultValue={view.lang ?? ''} className={own.select}>
            <option value="">{t('list.everyTranslation')}</option>
            {translationLanguages.map((code) => (
              <option key={code} value={code}>
                {i18n.languageName(code)}
              </option>
            ))}
          </select>
        </label>
        {facetFields.map((key) => (
          <label key={key} className={own.filter}>
            {fieldLabel(collection, key)}
            <select name={key} defaultValue={view.fields[key] ?? ''} className={own.select}>
              <option value="">
                {t('list.anyValue', { field: fieldLabel(collection, key).toLowerCase() })}
              </option>
              {(facets[key] ?? []).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className={own.filter}>
          {t('list.sortBy')}
          <select name="sort" defaultValue={view.sort ?? ''} className={own.select}>
            <option value="">
              {'sort_order' in def.fields ? t('list.orderOnSite') : t('list.titleSort')}
            </option>
            {sortableFields(def).map((key) => (
              <option key={key} value={key}>
                {columnLabel(key)}
              </option>
            ))}
          </select>
        </label>
        <label className={own.filter}>
          {t('list.direction')}
          <select name="order" defaultValue={view.order} className={own.select}>
            <option value="asc">{t('list.ascending')}</option>
            <option value="desc">{t('list.descending')}</option>
          </select>
        </label>
        <noscript>
          <button type="submit">{t('list.apply')}</button>
        </noscript>
      </div>
    </Form>
  )
}
