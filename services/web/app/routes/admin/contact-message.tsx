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

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Message: ${loaderData.message.subject}` : 'Message not found')

export default function ContactMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData
  const [confirming, setConfirming] = useState(false)
  const busy = useNavigation().state !== 'idle'
  const rows: Array<[string, ReactNode]> = [
    ['From', message.full_name],
    [
      'Email',
      <a key="e" href={`mailto:${message.email}`}>
        {message.email}
      </a>,
    ],
    ['Company', message.company || '—'],
    [
      'Phone',
      message.phone ? (
        <a key="p" href={telHref(message.phone)}>
          {message.phone}
        </a>
      ) : (
        '—'
      ),
    ],
    ['Service', message.service ? serviceLabels[message.service] : '—'],
    ['Received', <DateTime key="r" value={message.received_at} />],
    ['Mail', deliveryText(message.delivery)],
  ]
  if (message.spam) rows.push(['Spam', `Caught by the guard (${message.spam})`])
  if (message.check === 'too-fast') {
    rows.push([
      'Check',
      'Sent within seconds of opening the form: a person with autofill, or a script. Check it is real before you reply.',
    ])
  }
  return (
    <>
      <PageHeader
        title={message.subject}
        back={{
          to: message.spam ? '/admin/contacts?folder=spam' : '/admin/contacts',
          label: 'All messages',
        }}
      />
      {actionData && 'error' in actionData && (
        <Notice tone="error" role="alert">
          {actionData.error}
        </Notice>
      )}
      <section className={`${card} ${styles.panel}`} aria-label="Message">
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
            Reply by e-mail
          </a>
          {message.spam && (
            <Form method="post">
              <Button type="submit" name="intent" value="not-spam" size="sm" disabled={busy}>
                Not spam
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
              Mark unread
            </Button>
          </Form>
          <Dialog.Root open={confirming} onOpenChange={setConfirming}>
            <Dialog.Trigger asChild>
              <Button type="button" variant="danger" size="sm" disabled={busy}>
                Delete
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={dialogStyles.overlay} />
              <Dialog.Content className={dialogStyles.content} role="alertdialog">
                <Dialog.Title className={dialogStyles.title}>Delete this message?</Dialog.Title>
                <Dialog.Description className={dialogStyles.description}>
                  The message from {message.full_name} is removed for good. This cannot be undone.
                </Dialog.Description>
                <Form
                  method="post"
                  className={dialogStyles.actions}
                  onSubmit={() => setConfirming(false)}
                >
                  <Dialog.Close asChild>
                    <Button type="button" variant="secondary" size="sm">
                      Keep it
                    </Button>
                  </Dialog.Close>
                  <Button type="submit" name="intent" value="delete" variant="danger" size="sm">
                    Delete message
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
