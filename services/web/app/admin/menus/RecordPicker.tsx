import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { menuCollections, recordPathOf, type CollectionKey } from '@site/contract'
import { button } from '../../ui/Button.css'
import { TextInput } from '../../ui/Field'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import type { AdminSearchData } from '../search/search.server'
import * as styles from './menus.css'

/** Typing waits this long for the next key before the search is asked (as the list's search). */
const SEARCH_PAUSE_MS = 300

export interface PickedRecord {
  collection: CollectionKey
  slug: string
  title: string
  path: string
}

/**
 * Finds a record to add by its name: the admin's search (/admin/search, what the Ctrl+K dialog
 * asks), its records with a page of their own, each once.
 */
export function RecordPicker({
  id,
  onPick,
}: {
  id: string
  onPick: (record: PickedRecord) => void
}) {
  const { t, collection } = useAdminI18n()
  const [q, setQ] = useState('')
  const fetcher = useFetcher<AdminSearchData>({ key: `menu-picker-${id}` })
  const { load } = fetcher

  useEffect(() => {
    const query = q.trim()
    if (query === '') return
    const timer = setTimeout(
      () => void load(`/admin/search?q=${encodeURIComponent(query)}`),
      SEARCH_PAUSE_MS,
    )
    return () => clearTimeout(timer)
  }, [q, load])

  const seen = new Set<string>()
  const found: PickedRecord[] = []
  for (const r of q.trim() === '' ? [] : (fetcher.data?.results ?? [])) {
    const key = r.collection as CollectionKey
    if (r.kind !== 'record' || !r.slug || !menuCollections.includes(key)) continue
    const path = recordPathOf(key, r.slug)
    if (path === null || seen.has(path)) continue
    seen.add(path)
    found.push({ collection: key, slug: r.slug, title: r.title, path })
  }

  return (
    <div>
      <TextInput
        type="search"
        label={t('menus.findRecord')}
        hint={t('menus.findRecordHint')}
        value={q}
        autoComplete="off"
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      {q.trim() !== '' && fetcher.state === 'idle' && fetcher.data && found.length === 0 && (
        <p className={styles.itemMeta}>{t('menus.noRecords')}</p>
      )}
      {found.length > 0 && (
        <ul className={styles.results} aria-label={t('menus.findRecord')}>
          {found.map((r) => (
            <li key={r.path}>
              <button
                type="button"
                className={button({ variant: 'secondary', size: 'sm' })}
                onClick={() => {
                  onPick(r)
                  setQ('')
                }}
              >
                {t('menus.addThis')}: {r.title} ({collection(r.collection).label})
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
