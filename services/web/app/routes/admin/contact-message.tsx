import * as Dialog from '@radix-ui/react-dialog'
import { Fragment, useState, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import * as dialogStyles from '../../admin/ui/dialog.css'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { DateTime } from '../../admin/dates'
import { deliveryText, replyHref } from '../../admin/inbox/format'
import * as styles from '../../admin/inbox/inbox.css'
import { loadMessage, messageAction } from '../../admin/inbox/inbox.server'
import { adminMeta } from '../../admin/meta'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { fillNodes } from '../../admin/i18n/fill-nodes'
import { Notice } from '../../admin/ui/Notice'
import { PageHeader } from '../../admin/ui/PageHeader'
import { card } from '../../admin/theme.css'
import { serviceLabels, telHref } from '../../contact/contact-details'
import { Button } from '../../ui/Button'
import { button } from '../../ui/Button.css'
import type { Route } from './+types/contact-message'

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMessage(request, context, params.id)
}

export function action({ request, context, params }: Route.ActionArgs) {
  return messageAction(request, context, params.id)
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, ({ t }) =>
    loaderData
      ? t('meta.message', { subject: loaderData.message.subject })
      : t('meta.messageNotFound'),
  )

export default function ContactMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData
  const [confirming, setConfirming] = useState(false)
  const busy = useNavigation().state !== 'idle'
  const i18n = useAdminI18n()
  const { t } = i18n
  const rows: Array<[string, ReactNode]> = [
    [t('inbox.from'), <bdi key="f">{message.full_name}</bdi>],
    [
      t('login.email'),
      <a key="e" href={`mailto:${message.email}`}>
        <bdi>{message.email}</bdi>
      </a>,
    ],
    [t('inbox.company'), message.company ? <bdi key="c">{message.company}</bdi> : '—'],
    [
      t('inbox.phone'),
      message.phone ? (
        <a key="p" href={telHref(message.phone)}>
          <bdi>{message.phone}</bdi>
        </a>
      ) : (
        '—'
      ),
    ],
    // the service's name as the contact form showed it to the visitor (the site's English)
    [t('inbox.service'), message.service ? serviceLabels[message.service] : '—'],
    [t('inbox.received'), <DateTime key="r" value={message.received_at} />],
    [t('inbox.mail'), deliveryText(message.delivery, i18n)],
  ]
  if (message.spam) rows.push([t('inbox.spam'), t('inbox.caughtBy', { reason: message.spam })])
  if (message.check === 'too-fast') rows.push([t('inbox.check'), t('inbox.checkText')])
  return (
    <>
      <PageHeader
        title={message.subject}
        back={{
          to: message.spam ? '/admin/contacts?folder=spam' : '/admin/contacts',
          label: t('inbox.allMessages'),
        }}
      />
      {actionData && 'error' in actionData && (
        <Notice tone="error" role="alert">
          {actionData.error}
        </Notice>
      )}
      <section className={`${card} ${styles.panel}`} aria-label={t('inbox.message')}>
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <p className={styles.body}>{message.message}</p>
        <div className={styles.actions}>
          <a className={button({ size: 'sm' })} href={replyHref(message)}>
            {t('inbox.reply')}
          </a>
          {message.spam && (
            <Form method="post">
              <Button type="submit" name="intent" value="not-spam" size="sm" disabled={busy}>
                {t('spam.notSpam')}
              </Button>
            </Form>
          )}
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="unread"
              variant="secondary"
              size="sm"
              disabled={busy}
            >
              {t('inbox.markUnread')}
            </Button>
          </Form>
          <Dialog.Root open={confirming} onOpenChange={setConfirming}>
            <Dialog.Trigger asChild>
              <Button type="button" variant="danger" size="sm" disabled={busy}>
                {t('media.delete')}
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={dialogStyles.overlay} />
              <Dialog.Content className={dialogStyles.content} role="alertdialog">
                <Dialog.Title className={dialogStyles.title}>{t('inbox.deleteTitle')}</Dialog.Title>
                <Dialog.Description className={dialogStyles.description}>
                  {fillNodes(t('inbox.deleteText'), { name: <bdi>{message.full_name}</bdi> })}
                </Dialog.Description>
                <Form
                  method="post"
                  className={dialogStyles.actions}
                  onSubmit={() => setConfirming(false)}
                >
                  <Dialog.Close asChild>
                    <Button type="button" variant="secondary" size="sm">
                      {t('media.keep')}
                    </Button>
                  </Dialog.Close>
                  <Button type="submit" name="intent" value="delete" variant="danger" size="sm">
                    {t('inbox.deleteMessage')}
                  </Button>
                </Form>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </section>
    </>
  )
}

export const ErrorBoundary = AdminRouteError
