import { Form, useNavigation } from 'react-router'
import { MIN_PASSWORD_LENGTH, type SessionInfo } from '@site/contract'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { button } from '../../ui/Button.css'
import { accountAction, accountLoader } from '../../admin/account/account.server'
import type { AccountActionData } from '../../admin/account/action-result.server'
import * as styles from '../../admin/account/account.css'
import { ConfirmDialog } from '../../admin/account/ConfirmDialog'
import { describeAddress, describeUserAgent } from '../../admin/account/describe-session'
import { DateTime, useDates } from '../../admin/dates'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { PageHeader } from '../../admin/ui/PageHeader'
import { PasswordInput } from '../../admin/fields/PasswordInput'
import * as pageStyles from '../../admin/ui/page.css'
import { card } from '../../admin/theme.css'
import type { Route } from './+types/account'

export function loader({ request, context }: Route.LoaderArgs) {
  return accountLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context)
}

export const meta: Route.MetaFunction = () => adminMeta('My Account')

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, sessions, notifications, now } = loaderData
  const result = actionData as AccountActionData | undefined
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const passwordResult = result?.intent === 'password' ? result : undefined
  const errors = passwordResult && !passwordResult.ok ? (passwordResult.fieldErrors ?? {}) : {}

  return (
    <div className={styles.stack}>
      <PageHeader
        title="My Account"
        description={`Signed in as ${user.name} (${user.email}), ${user.role === 'admin' ? 'admin' : 'editor'}.`}
      />

      {result?.message && result.intent !== 'password' && (
        <Notice tone={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <p>{result.message}</p>
        </Notice>
      )}

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.sectionTitle}>
          Change your password
        </h2>
        {passwordResult?.message && (
          <Notice
            tone={passwordResult.ok ? 'success' : 'error'}
            role={passwordResult.ok ? 'status' : 'alert'}
          >
            <p>{passwordResult.message}</p>
          </Notice>
        )}
        <Form method="post" key={passwordResult?.ok ? 'changed' : 'changing'}>
          <input type="hidden" name="intent" value="password" />
          {/* lets password managers tie the new password to this account */}
          <input type="hidden" name="username" autoComplete="username" value={user.email} />
          <div className={styles.formGrid}>
            <Field label="Current password" error={errors.currentPassword} required>
              {(control) => (
                <PasswordInput
                  {...control}
                  name="currentPassword"
                  autoComplete="current-password"
                />
              )}
            </Field>
            <span aria-hidden="true" />
            <Field
              label="New password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
              error={errors.newPassword}
              required
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  name="newPassword"
                  autoComplete="new-password"
                  minLength={MIN_PASSWORD_LENGTH}
                />
              )}
            </Field>
            <Field label="New password again" error={errors.confirmPassword} required>
              {(control) => (
                <PasswordInput {...control} name="confirmPassword" autoComplete="new-password" />
              )}
            </Field>
          </div>
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy}>
              Change password
            </Button>
          </div>
        </Form>
      </section>

      <section
        className={`${card} ${pageStyles.sectionCard}`}
        aria-labelledby="notifications-title"
      >
        <h2 id="notifications-title" className={styles.sectionTitle}>
          E-mails about drafts
        </h2>
        <Form method="post">
          <input type="hidden" name="intent" value="notifications" />
          {user.role === 'admin' ? (
            <label className={fieldStyles.checkboxRow}>
              <input
                type="checkbox"
                name="reviewRequests"
                className={fieldStyles.checkbox}
                defaultChecked={notifications.reviewRequests}
              />
              <span>E-mail me when someone asks for review of a draft</span>
            </label>
          ) : (
            // only admins review: an editor's choice is kept as it is
            notifications.reviewRequests && <input type="hidden" name="reviewRequests" value="on" />
          )}
          <label className={fieldStyles.checkboxRow}>
            <input
              type="checkbox"
              name="ownDrafts"
              className={fieldStyles.checkbox}
              defaultChecked={notifications.ownDrafts}
            />
            <span>E-mail me when someone else publishes, discards or schedules my draft</span>
          </label>
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy}>
              Save e-mail choices
            </Button>
          </div>
        </Form>
      </section>

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={styles.sectionTitle}>
          Where you are signed in
        </h2>
        <ul className={styles.list}>
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} now={now} busy={busy} />
          ))}
        </ul>
      </section>
    </div>
  )
}

function SessionRow({ session, now, busy }: { session: SessionInfo; now: string; busy: boolean }) {
  const browser = describeUserAgent(session.userAgent)
  const { dateTime, timeAgo } = useDates()
  return (
    <li className={styles.item} data-testid="session">
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>
          {browser}
          {session.current && <span className={styles.badge}>This browser</span>}
        </span>
        <span className={styles.itemMeta}>
          Signed in <DateTime value={session.createdAt} /> · last used{' '}
          {timeAgo(session.lastUsedAt, new Date(now))}
          {session.ip ? ` · from ${describeAddress(session.ip)}` : ''}
        </span>
      </div>
      <div className={styles.itemActions}>
        <ConfirmDialog
          trigger={
            <button type="button" className={button({ variant: 'outline', size: 'sm' })}>
              Sign out{session.current ? ' here' : ` ${browser}`}
            </button>
          }
          title={session.current ? 'Sign out of this browser?' : `Sign out ${browser}?`}
          description={
            session.current
              ? 'This ends the session you are using now: you go back to the sign-in page.'
              : `That browser is signed out on its next request (signed in ${dateTime(session.createdAt)}).`
          }
          confirmLabel="Sign out"
          busy={busy}
        >
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="id" value={session.id} />
        </ConfirmDialog>
      </div>
    </li>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
