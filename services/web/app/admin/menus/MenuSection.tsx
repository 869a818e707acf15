import { type ReactNode, useEffect, useState } from 'react'
import { menuShapes, type MenuKey } from '@site/contract'
import { card } from '../theme.css'
import * as account from '../account/account.css'
import * as pageStyles from '../ui/page.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { AddItem } from './AddItem'
import { MenuItemRow } from './MenuItemRow'
import { itemAt, moved, type ItemPlace } from './menu-tree'
import * as styles from './menus.css'
import { useDragDrop } from './use-drag-drop'
import type { MenusEditorState, MoveResult, Move } from './use-menus-editor'

/**
 * One menu as a tree: its items, each with its children one level down, and the ways to add one.
 * After a move by keyboard, focus stays on the same button of the moved item (or its first
 * button still enabled) and the live region says where it went.
 */
export function MenuSection({ menu, state }: { menu: MenuKey; state: MenusEditorState }) {
  const { t } = useAdminI18n()
  const items = state.menus[menu]
  const menuName = t(`menus.menu.${menu}`)
  const [focus, setFocus] = useState<{ key: string; how: string } | null>(null)

  useEffect(() => {
    if (!focus) return
    const row = document.querySelector(`[data-item="${focus.key}"]`)
    const own = row?.querySelector<HTMLButtonElement>(`[data-move="${focus.how}"]:not(:disabled)`)
    ;(own ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus()
    setFocus(null)
  }, [focus])

  const { nested, maxItems } = menuShapes[menu]
  const possible = (place: ItemPlace, how: Move) => moved(items, place, how, nested) !== null

  /** Says where a moved item went, and keeps focus on it (`how`: the button pressed, if any). */
  const settled = (done: MoveResult | null, how: string) => {
    if (!done) return
    const { label, parent, position, count } = done
    state.setAnnouncement(
      parent && how !== 'up' && how !== 'down'
        ? t('menus.announce.in', { label, parent })
        : how === 'out'
          ? t('menus.announce.out', { label })
          : t('menus.announce.position', { label, position, count }),
    )
    setFocus({ key: done.key, how })
  }
  const onMove = (place: ItemPlace, how: Move) => settled(state.move(menu, place, how), how)
  const drag = useDragDrop((from, target, where) =>
    settled(state.drop(menu, from, target, where), 'drag'),
  )

  const row = (place: ItemPlace, children?: ReactNode) => {
    const item = itemAt(items, place)
    if (!item) return null
    const key = state.keyOf(item)
    return (
      <MenuItemRow
        key={key}
        item={item}
        itemKey={key}
        info={state.info[key]}
        drag={{ handle: drag.handle(place), target: drag.target(place, key) }}
        nested={nested}
        canMove={(how) => possible(place, how)}
        onMove={(how) => onMove(place, how)}
        onChange={(next) => state.update(menu, place, () => next)}
        onRemove={() => {
          state.setAnnouncement(t('menus.announce.removed', { label: state.remove(menu, place) }))
        }}
      >
        {children}
      </MenuItemRow>
    )
  }

  return (
    <section className={card} aria-labelledby={`menu-${menu}-title`} data-menu={menu}>
      <div className={`${pageStyles.sectionCard} ${account.stack}`}>
        <div>
          <h2 id={`menu-${menu}-title`} className={account.sectionTitle}>
            {menuName}
          </h2>
          <p className={styles.itemMeta}>{t(`menus.menu.${menu}Hint`)}</p>
        </div>
        {items.length === 0 ? (
          <p>{t('menus.empty')}</p>
        ) : (
          <ul className={styles.tree} aria-labelledby={`menu-${menu}-title`}>
            {items.map((item, top) =>
              row(
                { top },
                item.children && item.children.length > 0 ? (
                  <ul className={styles.children}>
                    {item.children.map((_, child) => row({ top, child }))}
                  </ul>
                ) : undefined,
              ),
            )}
          </ul>
        )}
        {items.length < maxItems ? (
          <AddItem menu={menu} menuName={menuName} state={state} />
        ) : (
          <p className={styles.itemMeta}>{t('menus.full', { menu: menuName, count: maxItems })}</p>
        )}
      </div>
    </section>
  )
}
