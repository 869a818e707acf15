import * as Dialog from '@radix-ui/react-dialog'
import { useState, type ReactNode } from 'react'
import { Form } from 'react-router'
import { button } from '../../ui/Button.css'
import * as styles from '../ui/dialog.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

export interface ConfirmDialogProps {
  /** the button that opens the dialog */
  trigger: ReactNode
  title: ReactNode
  description: ReactNode
  /** the form's hidden fields (intent, id) and any inputs it asks for */
  children?: ReactNode
  confirmLabel: string
  tone?: 'danger' | 'primary'
  /** closes the dialog once the submission it made is done */
  busy?: boolean
}

/**
 * Asks before a consequential action (remove a user, set a password) and submits a POST form
 * from inside the dialog. Radix gives the focus trap, Escape and focus return; Cancel comes first.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  confirmLabel,
  tone = 'danger',
  busy = false,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  const { t } = useAdminI18n()
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          <Form method="post" onSubmit={() => setOpen(false)}>
            {children}
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <button type="button" className={button({ variant: 'secondary', size: 'sm' })}>
                  {t('ui.cancel')}
                </button>
              </Dialog.Close>
              <button
                type="submit"
                className={button({
                  variant: tone === 'danger' ? 'danger' : 'primary',
                  size: 'sm',
                })}
                disabled={busy}
              >
                {confirmLabel}
              </button>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
