import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import type { PresenceAnswer, PresenceChange, PresenceEditor } from '@site/contract'
import { button } from '../../ui/Button.css'
import { useDates } from '../dates'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as dialog from '../ui/dialog.css'
import { Notice } from '../ui/Notice'

/**
 * What an editor is told about the others with the item open: who is editing (and since when),
 * that they only view it until they take over (after a confirmation that says the other will be
 * told), that someone took it over from them, and that someone saved it meanwhile (reload to see
 * it, before saving over it).
 */
export function PresenceNotice({
  answer,
  change,
  me,
  onTakeOver,
}: {
  answer: PresenceAnswer | null
  change: PresenceChange | null
  /** the signed-in user's e-mail: they are not "someone else" */
  me: string
  onTakeOver: () => Promise<void>
}) {
  const { t } = useAdminI18n()
  const { dateTime } = useDates()
  const [confirming, setConfirming] = useState(false)
  const others = (answer?.editors ?? []).filter(
    (editor) => editor.user.email.toLowerCase() !== me.toLowerCase(),
  )
  const holder: PresenceEditor | undefined = others.find((editor) => editor.editing)
  const viewing = answer?.you?.editing === false && holder !== undefined
  const takenOver = answer?.you?.takenOverBy
  return (
    <>
      {change && (
        <Notice
          tone="warning"
          role="alert"
          title={t('presence.changed', { name: change.by.name, time: dateTime(change.at) })}
          actions={
            <button
              type="button"
              className={button({ variant: 'primary', size: 'sm' })}
              onClick={() => window.location.reload()}
            >
              {t('presence.reload')}
            </button>
          }
        />
      )}
      {takenOver && !answer?.you?.editing ? (
        <Notice
          tone="warning"
          role="alert"
          title={t('presence.takenOver', { name: takenOver.name, time: dateTime(takenOver.at) })}
        />
      ) : null}
      {others.length > 0 && (
        <Notice
          tone="info"
          role="status"
          title={others
            .map((editor) =>
              t(editor.editing ? 'presence.editing' : 'presence.viewing', {
                name: editor.user.name,
                time: dateTime(editor.since),
              }),
            )
            .join(' ')}
          actions={
            viewing && holder ? (
              <Dialog.Root open={confirming} onOpenChange={setConfirming}>
                <Dialog.Trigger asChild>
                  <button type="button" className={button({ variant: 'secondary', size: 'sm' })}>
                    {t('presence.takeOver')}
                  </button>
                </Dialog.Trigger>
                <Dialog.Portal>
                  <Dialog.Overlay className={dialog.overlay} />
                  <Dialog.Content className={dialog.content}>
                    <Dialog.Title className={dialog.title}>
                      {t('presence.takeOverTitle')}
                    </Dialog.Title>
                    <Dialog.Description className={dialog.description}>
                      {t('presence.takeOverBody', { name: holder.user.name })}
                    </Dialog.Description>
                    <div className={dialog.actions}>
                      <Dialog.Close asChild>
                        <button
                          type="button"
                          className={button({ variant: 'secondary', size: 'sm' })}
                        >
                          {t('ui.cancel')}
                        </button>
                      </Dialog.Close>
                      <button
                        type="button"
                        className={button({ variant: 'primary', size: 'sm' })}
                        onClick={() => {
                          setConfirming(false)
                          void onTakeOver()
                        }}
                      >
                        {t('presence.takeOver')}
                      </button>
                    </div>
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            ) : undefined
          }
        >
          {viewing && <p>{t('presence.youView', { name: holder.user.name })}</p>}
        </Notice>
      )}
    </>
  )
}
