import { Fragment } from 'react'
import type { DragEvent, KeyboardEvent, MouseEvent } from 'react'
import { Link } from 'react-router'
import { recordTitleOf, type CollectionFields, type CollectionKey } from '@site/contract'
import { button } from '../../ui/Button.css'
import { SolutionIconGlyph } from '../../ui/Icon'
import { Picture } from '../../ui/Picture'
import { visuallyHidden } from '../../theme/utilities.css'
import { missingTranslations, valuesIn } from '../edit-language'
import { languageOf, translationLanguages } from '@site/contract'
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
          aria-label={`Select ${name}`}
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
            aria-label={`Move ${name} up`}
            aria-keyshortcuts="Alt+ArrowUp"
          >
            ↑
          </button>
          <button
            type="button"
            className={own.moveButton}
            onClick={() => props.onMove(1)}
            disabled={props.position >= props.count - 1}
            aria-label={`Move ${name} down`}
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
          {name}
          {depth > 0 && <span className={visuallyHidden}> (child {def.label})</span>}
        </span>
        <span className={styles.meta}>
          <span className={styles.slug}>/{record.slug}</span>
          {def.listColumns.map(
            (c) => textOf(record[c]) && <span key={c}>· {textOf(record[c])}</span>,
          )}
          {'is_active' in def.fields &&
            (record.is_active === false ? (
              <span className={own.inactive}>Inactive</span>
            ) : (
              <span className={own.active}>Active</span>
            ))}
          {translationLanguages.map((code) => {
            const language = languageOf(code).name
            const outdated = (record.outdated as Partial<Record<string, unknown[]>> | undefined)?.[
              code
            ]
            return (
              <Fragment key={code}>
                {missingTranslations(def.fields, record, valuesIn(record, code)).length > 0 && (
                  <Link
                    to={`${editHref}?lang=${code}`}
                    className={own.untranslated}
                    aria-label={`${language} missing: translate ${name}`}
                  >
                    {language} missing
                  </Link>
                )}
                {Array.isArray(outdated) && outdated.length > 0 && (
                  <Link
                    to={`${editHref}?lang=${code}`}
                    className={own.untranslated}
                    aria-label={`${language} may be outdated: review ${name}`}
                  >
                    {language} may be outdated
                  </Link>
                )}
              </Fragment>
            )
          })}
          {record.is_featured === true && (
            <span className={styles.badge}>
              <Icon name="star" size={12} />
              Featured
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
            Edit<span className={visuallyHidden}> {name}</span>
          </Link>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={props.onDelete}
          >
            Delete<span className={visuallyHidden}> {name}</span>
          </button>
        </span>
      </td>
    </tr>
  )
}
