import { Form, useNavigation } from 'react-router'
import {
  adminLanguages,
  MIN_PASSWORD_LENGTH,
  type NotificationSettings,
  type SessionInfo,
} from '@site/contract'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { button } from '../../ui/Button.css'
import { accountAction, accountLoader } from '../../admin/account/account.server'
import type { AccountActionData } from '../../admin/account/action-result.server'
import * as styles from '../../admin/account/account.css'
import { ConfirmDialog } from '../../admin/account/ConfirmDialog'
import { TwoFactorSection } from '../../admin/account/TwoFactorSection'
import type { TwoFactorActionData } from '../../admin/account/two-factor.server'
import { describeAddress, describeUserAgent } from '../../admin/account/describe-session'
import { DateTime, useDates } from '../../admin/dates'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { PageHeader } from '../../admin/ui/PageHeader'
import { PasswordInput } from '../../admin/fields/PasswordInput'
import * as pageStyles from '../../admin/ui/page.css'
import { card } from '../../admin/theme.css'
import { adminLanguageOf } from '../../admin/i18n/admin-i18n'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import type { Route } from './+types/account'

export function loader({ request, context }: Route.LoaderArgs) {
  return accountLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.account'))

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, notifications, twoFactor } = loaderData
  const result = actionData as AccountActionData | undefined
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const { t } = useAdminI18n()

  return (
    <div className={styles.stack}>
      <PageHeader
        title={t('account.title')}
        description={t('account.signedInAs', {
          name: user.name,
          email: user.email,
          role: t(user.role === 'admin' ? 'account.role.admin' : 'account.role.editor'),
        })}
      />

      {notifications === null ? (
        // a second factor is required of their role: its set-up is all there is until it is done
        <>
          <Notice tone="warning" title={t('twoFactor.requiredTitle')}>
            <p>{t('twoFactor.requiredText')}</p>
          </Notice>
          <TwoFactorSection
            status={twoFactor}
            result={
              result?.intent.startsWith('totp-') ? (result as TwoFactorActionData) : undefined
            }
            busy={busy}
          />
        </>
      ) : (
        <AccountSections
          loaderData={{ ...loaderData, notifications }}
          result={result}
          busy={busy}
        />
      )}
    </div>
  )
}

function AccountSections({
  loaderData,
  result,
  busy,
}: {
  loaderData: Route.ComponentProps['loaderData'] & { notifications: NotificationSettings }
  result: AccountActionData | undefined
  busy: boolean
}) {
  const { user, sessions, notifications, twoFactor, now } = loaderData
  const passwordResult = result?.intent === 'password' ? result : undefined
  const errors = passwordResult && !passwordResult.ok ? (passwordResult.fieldErrors ?? {}) : {}
  const languageResult = result?.intent === 'language' ? result : undefined
  const { t } = useAdminI18n()

  return (
    <>
      {result?.message && result.intent !== 'password' && !result.intent.startsWith('totp-') && (
        <Notice tone={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <p>{result.message}</p>
        </Notice>
      )}

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="language-title">
        <h2 id="language-title" className={styles.sectionTitle}>
          {t('account.language')}
        </h2>
        <Form method="post">
          <input type="hidden" name="intent" value="language" />
          <Field
            label={t('account.language')}
            hint={t('account.languageHint')}
            error={languageResult?.ok ? undefined : languageResult?.fieldErrors?.adminLanguage}
          >
            {(control) => (
              <select
                {...control}
                name="adminLanguage"
                className={fieldStyles.control}
                // keyed by the saved choice: a saved change shows as the new default
                key={adminLanguageOf(user)}
                defaultValue={adminLanguageOf(user)}
              >
                {/* each named in itself, as the site's language switch does */}
                {adminLanguages.map((language) => (
                  <option key={language.code} value={language.code} lang={language.code}>
                    {language.endonym}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy}>
              {t('account.saveLanguage')}
            </Button>
          </div>
        </Form>
      </section>

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.sectionTitle}>
          {t('account.changePassword')}
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
            <Field label={t('account.currentPassword')} error={errors.currentPassword} required>
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
              label={t('account.newPassword')}
              hint={t('account.newPasswordHint', { count: MIN_PASSWORD_LENGTH })}
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
            <Field label={t('account.newPasswordAgain')} error={errors.confirmPassword} required>
              {(control) => (
                <PasswordInput {...control} name="confirmPassword" autoComplete="new-password" />
              )}
            </Field>
          </div>
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy}>
              {t('account.changePasswordButton')}
            </Button>
          </div>
        </Form>
      </section>

      <TwoFactorSection
        status={twoFactor}
        result={result?.intent.startsWith('totp-') ? (result as TwoFactorActionData) : undefined}
        busy={busy}
      />

      <section
        className={`${card} ${pageStyles.sectionCard}`}
        aria-labelledby="notifications-title"
      >
        <h2 id="notifications-title" className={styles.sectionTitle}>
          {t('account.emails')}
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
              <span>{t('account.emailReviews')}</span>
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
            <span>{t('account.emailOwnDrafts')}</span>
          </label>
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy}>
              {t('account.saveEmails')}
            </Button>
          </div>
        </Form>
      </section>

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={styles.sectionTitle}>
          {t('account.sessions')}
        </h2>
        <ul className={styles.list}>
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} now={now} busy={busy} />
          ))}
        </ul>
      </section>
    </>
  )
}

function SessionRow({ session, now, busy }: { session: SessionInfo; now: string; busy: boolean }) {
  const browser = describeUserAgent(session.userAgent)
  const { dateTime, timeAgo } = useDates()
  const { t } = useAdminI18n()
  return (
    <li className={styles.item} data-testid="session">
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>
          {browser}
          {session.current && <span className={styles.badge}>{t('account.thisBrowser')}</span>}
        </span>
        <span className={styles.itemMeta}>
          {t('account.sessionSignedIn')} <DateTime value={session.createdAt} /> ·{' '}
          {t('account.sessionLastUsed', { ago: timeAgo(session.lastUsedAt, new Date(now)) })}
          {session.ip
            ? ` · ${t('account.sessionFrom', { place: describeAddress(session.ip) })}`
            : ''}
          {session.method
            ? ` · ${t('account.sessionMethod', { method: t(`audit.method.${session.method}`) })}`
            : ''}
        </span>
      </div>
      <div className={styles.itemActions}>
        <ConfirmDialog
          trigger={
            <button type="button" className={button({ variant: 'outline', size: 'sm' })}>
              {session.current
                ? t('account.signOutHere')
                : t('account.signOutBrowser', { browser })}
            </button>
          }
          title={
            session.current
              ? t('account.signOutHereTitle')
              : t('account.signOutBrowserTitle', { browser })
          }
          description={
            session.current
              ? t('account.signOutHereText')
              : t('account.signOutBrowserText', { date: dateTime(session.createdAt) })
          }
          confirmLabel={t('account.signOut')}
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
