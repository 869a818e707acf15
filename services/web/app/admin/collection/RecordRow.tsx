import { Fragment } from 'react'
import type { DragEvent, KeyboardEvent, MouseEvent } from 'react'
import { Link } from 'react-router'
import {
  defaultLanguage,
  recordTitleOf,
  type CollectionFields,
  type CollectionKey,
} from '@site/contract'
import { button } from '../../ui/Button.css'
import { SolutionIconGlyph } from '../../ui/Icon'
import { Picture } from '../../ui/Picture'
import { visuallyHidden } from '../../theme/utilities.css'
import { missingTranslations, valuesIn } from '../edit-language'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { translationLanguages } from '@site/contract'
import { Icon } from '../../ui/Icon'
import * as styles from '../ui/list-table.css'
import { plainText, truncate } from '../truncate'
import * as own from './CollectionList.css'
import * as controls from './ListControls.css'
import type { AdminRecord } from './collection.server'
import { recordDescription, textOf } from './list-view'

export interface RecordRowProps {
  collection: CollectionKey
  def: CollectionFields
  record: AdminRecord
  /** how deep in the tree (children are indented under their parent) */
  depth: number
  /** where it stands in the order, and how many there are (for the Move buttons) */
  position: number
  count: number
  canReorder: boolean
  imageField: string | null
  iconField: string | null
  dragged: boolean
  onDragStart: () => void
  onDragEnd: () => void
  onDrop: (e: DragEvent) => void
  onMove: (by: number) => void
  onDelete: () => void
  /** the row's checkbox for bulk actions (a shift-click selects a range) */
  selected: boolean
  onSelect: (event: MouseEvent<HTMLInputElement>) => void
}

/** One record of a collection's list: order controls, thumbnail, title with badges, actions. */
export function RecordRow(props: RecordRowProps) {
  const { collection, def, record, depth, canReorder, imageField, iconField } = props
  const name = recordTitleOf(def, record)
  const description = recordDescription(def, record)
  const editHref = `/admin/${collection}/${record.slug}`
  const i18n = useAdminI18n()
  const { t } = i18n
  return (
    <tr
      className={`${styles.row} ${props.dragged ? own.dragging : ''}`}
      draggable={canReorder}
      onDragStart={props.onDragStart}
      onDragEnd={props.onDragEnd}
      onDragOver={(e) => canReorder && e.preventDefault()}
      onDrop={props.onDrop}
      data-slug={record.slug}
      // Alt+Arrow moves the row from anywhere in it, as the Move buttons do
      onKeyDown={(e: KeyboardEvent) => {
        if (!canReorder || !e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return
        e.preventDefault()
        props.onMove(e.key === 'ArrowUp' ? -1 : 1)
      }}
    >
      <td className={`${styles.td} ${controls.checkCell}`}>
        <input
          type="checkbox"
          className={controls.checkbox}
          checked={props.selected}
          onClick={props.onSelect}
          onChange={() => undefined}
          aria-label={t('row.select', { title: name })}
        />
      </td>
      {canReorder && (
        <td className={`${styles.td} ${own.orderCell}`}>
          <span className={own.grip} aria-hidden="true">
            ⋮⋮
          </span>
          <button
            type="button"
            className={own.moveButton}
            onClick={() => props.onMove(-1)}
            disabled={props.position <= 0}
            aria-label={t('row.moveUp', { title: name })}
            aria-keyshortcuts="Alt+ArrowUp"
          >
            ↑
          </button>
          <button
            type="button"
            className={own.moveButton}
            onClick={() => props.onMove(1)}
            disabled={props.position >= props.count - 1}
            aria-label={t('row.moveDown', { title: name })}
            aria-keyshortcuts="Alt+ArrowDown"
          >
            ↓
          </button>
        </td>
      )}
      {imageField && (
        <td className={`${styles.td} ${own.thumbCell}`}>
          <Picture
            src={textOf(record[imageField])}
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
        style={depth ? { paddingInlineStart: `${depth * 1.75 + 0.75}rem` } : undefined}
      >
        <span className={own.titleLine}>
          {depth > 0 && (
            <span className={own.branch} aria-hidden="true">
              └
            </span>
          )}
          {iconField && <SolutionIconGlyph name={textOf(record[iconField])} size={16} />}
          {/* the title is content, in the list's (the default) language: kept whole in a sentence
              of the admin's language */}
          <bdi lang={defaultLanguage}>{name}</bdi>
          {depth > 0 && (
            <span className={visuallyHidden}>
              {t('row.child', { singular: i18n.collection(collection).label })}
            </span>
          )}
        </span>
        <span className={styles.meta}>
          <span className={styles.slug}>/{record.slug}</span>
          {def.listColumns.map(
            (c) => textOf(record[c]) && <span key={c}>· {textOf(record[c])}</span>,
          )}
          {'is_active' in def.fields &&
            (record.is_active === false ? (
              <span className={own.inactive}>{t('row.inactive')}</span>
            ) : (
              <span className={own.active}>{t('row.active')}</span>
            ))}
          {translationLanguages.map((code) => {
            const language = i18n.languageName(code)
            const outdated = (record.outdated as Partial<Record<string, unknown[]>> | undefined)?.[
              code
            ]
            return (
              <Fragment key={code}>
                {missingTranslations(def.fields, record, valuesIn(record, code)).length > 0 && (
                  <Link
                    to={`${editHref}?lang=${code}`}
                    className={own.untranslated}
                    aria-label={t('row.missingLabel', { language, title: name })}
                  >
                    {t('row.missing', { language })}
                  </Link>
                )}
                {Array.isArray(outdated) && outdated.length > 0 && (
                  <Link
                    to={`${editHref}?lang=${code}`}
                    className={own.untranslated}
                    aria-label={t('row.outdatedLabel', { language, title: name })}
                  >
                    {t('row.outdated', { language })}
                  </Link>
                )}
              </Fragment>
            )
          })}
          {record.is_featured === true && (
            <span className={styles.badge}>
              <Icon name="star" size={12} />
              {t('row.featured')}
            </span>
          )}
        </span>
      </th>
      <td className={`${styles.td} ${styles.description}`}>
        {def.descriptionLines ? (
          <span className={own.clamped} style={{ WebkitLineClamp: def.descriptionLines }}>
            {plainText(description)}
          </span>
        ) : (
          truncate(description)
        )}
      </td>
      <td className={`${styles.td} ${styles.actionsCell}`}>
        <span className={own.actions}>
          <Link to={editHref} className={button({ variant: 'outline', size: 'sm' })}>
            <Icon name="pencil" size={14} />
            {t('row.edit')}
            <span className={visuallyHidden}> {name}</span>
          </Link>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={props.onDelete}
          >
            {t('row.delete')}
            <span className={visuallyHidden}> {name}</span>
          </button>
        </span>
      </td>
    </tr>
  )
}
