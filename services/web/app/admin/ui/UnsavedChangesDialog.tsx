import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'
import type { Blocker } from 'react-router'
import { Button } from '../../ui/Button'
import * as styles from './dialog.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * Asks before an in-app navigation drops unsaved edits. Radix gives the focus trap, Escape and
 * focus return; "Stay" is focused first so Enter never throws work away.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked'
  // Opened by a navigation, not by a trigger button: Radix has nothing to return focus to, so
  // "Stay" puts it back where the editor was (usually the link they followed).
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const { t } = useAdminI18n()
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          role="alertdialog"
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return
            event.preventDefault()
            returnFocusTo.current.focus()
          }}
        >
          <Dialog.Title className={styles.title}>{t('ui.leaveTitle')}</Dialog.Title>
          <Dialog.Description className={styles.description}>
            {t('ui.leaveText')}
          </Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm">
                {t('ui.stay')}
              </Button>
            </Dialog.Close>
            <Button
              variant="danger"
              size="sm"
              onClick={() => blocker.state === 'blocked' && blocker.proceed()}
            >
              {t('ui.leave')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
