import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'
import type { Blocker } from 'react-router'
import { Button } from '../../ui/Button'
import * as styles from './dialog.css'

/**
 * Asks before an in-app navigation drops unsaved edits. Radix gives the focus trap, Escape and
 * focus return; "Stay" is focused first so Enter never throws work away.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked'
  // Opened by a navigation, not by a trigger button: Radix has nothing to return focus to, so
  // "Stay" puts it back where the editor was (usually the link they followed).
  const returnFocusTo = useRef<HTMLElement | null>(null)
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
          <Dialog.Title className={styles.title}>Leave without saving?</Dialog.Title>
          <Dialog.Description className={styles.description}>
            You have unsaved changes on this page. If you leave now, they will be lost.
          </Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm">
                Stay and keep editing
              </Button>
            </Dialog.Close>
            <Button
              variant="danger"
              size="sm"
              onClick={() => blocker.state === 'blocked' && blocker.proceed()}
            >
              Leave without saving
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
