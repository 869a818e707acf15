import { useState, type FormEvent } from 'react'
import {
  MENU_LABEL_MAX,
  MENU_URL_MAX,
  MenuUrl,
  pageKeys,
  pagePublicPaths,
  type MenuKey,
  type MenuLeaf,
  type PageKey,
} from '@site/contract'
import { Button } from '../../ui/Button'
import { Select, TextInput } from '../../ui/Field'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as styles from './menus.css'
import { RecordPicker, type PickedRecord } from './RecordPicker'
import type { ItemInfo, MenusEditorState } from './use-menus-editor'

const shown = (title: string, path: string): ItemInfo => ({
  title,
  path,
  hidden: false,
  missing: [],
  outdated: [],
})

/** The ways to add an item at the end of a menu: a page, a record found by name, a link. */
export function AddItem(props: { menu: MenuKey; menuName: string; state: MenusEditorState }) {
  const { menu, menuName, state } = props
  const { t, page: pageNames } = useAdminI18n()
  const [page, setPage] = useState<PageKey>('home')
  const [url, setUrl] = useState('')
  const [label, setLabel] = useState('')
  const [urlError, setUrlError] = useState<string | null>(null)

  const add = (item: MenuLeaf, info: ItemInfo) => {
    const added = state.add(menu, item, info)
    state.setAnnouncement(t('menus.announce.added', { label: added, menu: menuName }))
  }
  const addRecord = (r: PickedRecord) =>
    add({ kind: 'record', collection: r.collection, slug: r.slug }, shown(r.title, r.path))
  const addLink = (event: FormEvent) => {
    event.preventDefault()
    const parsed = MenuUrl.safeParse(url)
    if (!parsed.success) return setUrlError(parsed.error.issues[0]?.message ?? null)
    if (label.trim() === '') return setUrlError(null)
    add({ kind: 'link', url: parsed.data, label: label.trim() }, shown(label.trim(), parsed.data))
    setUrl('')
    setLabel('')
    setUrlError(null)
  }

  return (
    <fieldset className={styles.addGrid}>
      <legend className={styles.itemTitle}>{t('menus.add', { menu: menuName })}</legend>
      <div>
        <Select
          label={t('menus.addPage')}
          value={page}
          options={pageKeys.map((key) => ({ value: key, label: pageNames(key).name }))}
          onChange={(event) => setPage(event.currentTarget.value as PageKey)}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() =>
            add({ kind: 'page', page }, shown(pageNames(page).name, pagePublicPaths[page]))
          }
        >
          {t('menus.addPageButton')}
        </Button>
      </div>
      <RecordPicker id={menu} onPick={addRecord} />
      <form onSubmit={addLink} noValidate>
        <TextInput
          label={t('menus.linkUrl')}
          hint={t('menus.linkUrlHint')}
          value={url}
          maxLength={MENU_URL_MAX}
          error={urlError}
          spellCheck={false}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <TextInput
          label={t('menus.linkLabel')}
          value={label}
          required
          maxLength={MENU_LABEL_MAX}
          onChange={(event) => setLabel(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" size="sm">
          {t('menus.addLinkButton')}
        </Button>
      </form>
    </fieldset>
  )
}
