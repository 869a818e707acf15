import type { ReactNode } from 'react'
import {
  defaultLanguage,
  languageCodes,
  MENU_LABEL_MAX,
  type AnyMenuItem,
  type LanguageCode,
  type TranslationLanguage,
} from '@site/contract'
import { visuallyHidden } from '../../theme/utilities.css'
import { button } from '../../ui/Button.css'
import { TextInput } from '../../ui/Field'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import type { AdminMessageKey } from '../i18n/en'
import * as styles from './menus.css'
import type { ItemDrag } from './use-drag-drop'
import type { ItemInfo, Move } from './use-menus-editor'

const moves: ReadonlyArray<[Move, AdminMessageKey]> = [
  ['up', 'menus.moveUp'],
  ['down', 'menus.moveDown'],
  ['in', 'menus.moveIn'],
  ['out', 'menus.moveOut'],
]

/** An item's label in `lang` as stored: the English label, or the translation under its code. */
const labelIn = (item: AnyMenuItem, lang: LanguageCode) =>
  lang === defaultLanguage ? (item.label ?? '') : (item[lang as TranslationLanguage]?.label ?? '')

/** The item with its label in `lang` set ('' removes it: the title, or the English, shows). */
export function withLabel(item: AnyMenuItem, lang: LanguageCode, value: string): AnyMenuItem {
  // a link's English label is required: left empty, the save names it
  if (lang === defaultLanguage)
    return {
      ...item,
      label: value === '' && item.kind !== 'link' ? undefined : value,
    } as AnyMenuItem
  const code = lang as TranslationLanguage
  const { [code]: _old, ...rest } = item
  return value === '' ? rest : { ...rest, [code]: { ...item[code], label: value } }
}

/**
 * One item of a menu: what it points at, its state, its label in every language (a link's English
 * label is required), the buttons that move it (disabled where it cannot go) and its children.
 */
export function MenuItemRow(props: {
  item: AnyMenuItem
  itemKey: string
  info: ItemInfo | undefined
  /** the drag handle's and the drop target's props (use-drag-drop.ts) */
  drag: ItemDrag
  /** false in a flat menu: no "Move in" and "Move out" */
  nested: boolean
  canMove: (how: Move) => boolean
  onMove: (how: Move) => void
  onChange: (item: AnyMenuItem) => void
  onRemove: () => void
  children?: ReactNode
}) {
  const { item, itemKey, info, drag, canMove, onMove, onChange, onRemove } = props
  const { t, languageName, collection } = useAdminI18n()
  const label = item.label ?? info?.title ?? ''
  const kind =
    item.kind === 'record'
      ? collection(item.collection).label
      : t(item.kind === 'page' ? 'menus.kind.page' : 'menus.kind.link')
  const names = (codes: readonly string[]) => codes.map((c) => languageName(c as LanguageCode))
  return (
    <li className={styles.item} data-item={itemKey} {...drag.target}>
      <div className={styles.itemHead}>
        {/* the mouse's handle; the Move buttons do the same from the keyboard */}
        <span
          className={styles.handle}
          aria-hidden="true"
          title={t('menus.dragHandle', { label })}
          {...drag.handle}
        >
          ⠿
        </span>
        <div className={styles.itemText}>
          <p className={styles.itemTitle}>{label}</p>
          <p className={styles.itemMeta}>
            {kind} · {item.kind === 'link' ? item.url : (info?.path ?? '')}
          </p>
          {info?.hidden && <p className={styles.flag}>{t('menus.hidden')}</p>}
          {info && info.missing.length > 0 && (
            <p className={styles.flag}>
              {t('menus.missing', { languages: names(info.missing).join(', ') })}
            </p>
          )}
          {info && info.outdated.length > 0 && (
            <p className={styles.flag}>
              {t('menus.outdated', { languages: names(info.outdated).join(', ') })}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {moves
            .filter(([how]) => props.nested || (how !== 'in' && how !== 'out'))
            .map(([how, key]) => (
              <button
                key={how}
                type="button"
                data-move={how}
                className={button({ variant: 'ghost', size: 'sm' })}
                disabled={!canMove(how)}
                onClick={() => onMove(how)}
              >
                {t(key)}
                <span className={visuallyHidden}>: {label}</span>
              </button>
            ))}
          <button
            type="button"
            data-move="remove"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={onRemove}
          >
            {t('menus.remove')}
            <span className={visuallyHidden}>: {label}</span>
          </button>
        </div>
      </div>
      <div className={styles.labels}>
        {languageCodes.map((lang) => (
          <TextInput
            key={lang}
            label={t('menus.label', { language: languageName(lang) })}
            value={labelIn(item, lang)}
            required={item.kind === 'link' && lang === defaultLanguage}
            placeholder={lang === defaultLanguage ? (info?.title ?? '') : label}
            dir="auto"
            maxLength={MENU_LABEL_MAX}
            onChange={(event) => onChange(withLabel(item, lang, event.currentTarget.value))}
          />
        ))}
      </div>
      {props.children}
    </li>
  )
}
