import * as Dialog from '@radix-ui/react-dialog'
import { defaultLanguage } from '@site/contract'
import { fillNodes } from '../i18n/fill-nodes'
import type { FetcherWithComponents } from 'react-router'
import { Button } from '../../ui/Button'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as dialogStyles from '../ui/dialog.css'
import type { AdminRecord } from './collection.server'
import type { ListActionResult } from './list.server'

/** "Delete "X"?" before a record is deleted: Keep it, or Delete (posted through `remove`). */
export function DeleteDialog({
  record,
  title,
  remove,
  onClose,
}: {
  record: AdminRecord | null
  title: string
  remove: FetcherWithComponents<ListActionResult>
  onClose: () => void
}) {
  const { t } = useAdminI18n()
  return (
    <Dialog.Root open={record !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.content} role="alertdialog">
          <Dialog.Title className={dialogStyles.title}>
            {fillNodes(t('delete.title'), { title: <bdi lang={defaultLanguage}>{title}</bdi> })}
          </Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            {t('delete.text')}
          </Dialog.Description>
          <remove.Form method="post" className={dialogStyles.actions} onSubmit={onClose}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="slug" value={record?.slug ?? ''} />
            <input type="hidden" name="version" value={record?.version ?? ''} />
            <input type="hidden" name="title" value={record ? title : ''} />
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm">
                {t('delete.keep')}
              </Button>
            </Dialog.Close>
            <Button variant="danger" size="sm" type="submit">
              {t('delete.confirm')}
            </Button>
          </remove.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
