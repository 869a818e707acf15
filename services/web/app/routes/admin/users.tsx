import { Form, useNavigation } from 'react-router'
import { MIN_PASSWORD_LENGTH, type UserSummary } from '@site/contract'
import { Button } from '../../ui/Button'
import { Field, Select, TextInput } from '../../ui/Field'
import { button } from '../../ui/Button.css'
import { Icon } from '../../ui/Icon'
import type { AccountActionData } from '../../admin/account/action-result.server'
import * as styles from '../../admin/account/account.css'
import { ConfirmDialog } from '../../admin/account/ConfirmDialog'
import { SecuritySection } from '../../admin/account/SecuritySection'
import { DateTime } from '../../admin/dates'
import { ForbiddenOrError } from '../../admin/account/Forbidden'
import { usersAction, usersLoader } from '../../admin/account/users.server'
import { adminMeta } from '../../admin/meta'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { fillNodes } from '../../admin/i18n/fill-nodes'
import { Notice } from '../../admin/ui/Notice'
import { PageHeader } from '../../admin/ui/PageHeader'
import { PasswordInput } from '../../admin/fields/PasswordInput'
import { card } from '../../admin/theme.css'
import * as pageStyles from '../../admin/ui/page.css'
import { visuallyHidden } from '../../theme/utilities.css'
import type { Route } from './+types/users'

export function loader({ request, context }: Route.LoaderArgs) {
  return usersLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return usersAction(request, context)
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  adminMeta(matches, ({ t }) => t(error ? 'users.adminsOnly' : 'nav.users'))

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, security, currentUserId } = loaderData
  const result = actionData as AccountActionData | undefined
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const addFailed = result?.intent === 'add' && !result.ok
  const errors = addFailed ? (result.fieldErrors ?? {}) : {}
  const { t, count } = useAdminI18n()
  // the values are the contract's roles; only their descriptions are translated
  const roleOptions = [
    { value: 'editor', label: t('users.roleEditor') },
    { value: 'admin', label: t('users.roleAdmin') },
  ]

  return (
    <div className={styles.stack}>
      <PageHeader title={t('nav.users')} description={t('users.description')} />

      {result?.message && !addFailed && (
        <Notice tone={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <p>{result.message}</p>
        </Notice>
      )}

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="users-title">
        <h2 id="users-title" className={styles.sectionTitle}>
          {count('count.users', users.length)}
        </h2>
        <ul className={styles.list}>
          {users.map((u) => (
            <UserRow key={u.id} user={u} isSelf={u.id === currentUserId} busy={busy} />
          ))}
        </ul>
      </section>

      <SecuritySection
        settings={security}
        error={
          result?.intent === 'security' && !result.ok
            ? (result.fieldErrors?.requireSecondFactor ?? result.message)
            : undefined
        }
        busy={busy}
      />

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="add-user-title">
        <h2 id="add-user-title" className={styles.sectionTitle}>
          {t('users.addTitle')}
        </h2>
        {addFailed && (
          <Notice tone="error" role="alert" title={t('users.notAdded')}>
            <p>{result.message}</p>
          </Notice>
        )}
        <Form method="post" key={result?.intent === 'add' && result.ok ? 'added' : 'adding'}>
          <input type="hidden" name="intent" value="add" />
          <div className={styles.formGrid}>
            <TextInput
              label={t('users.name')}
              name="name"
              required
              autoComplete="off"
              defaultValue={result?.values?.name ?? ''}
              error={errors.name}
            />
            <TextInput
              label={t('users.email')}
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={result?.values?.email ?? ''}
              error={errors.email}
            />
            <Select
              label={t('users.role')}
              name="role"
              options={roleOptions}
              defaultValue={result?.values?.role ?? 'editor'}
              error={errors.role}
            />
            <Field
              label={t('users.initialPassword')}
              hint={t('users.initialPasswordHint', { count: MIN_PASSWORD_LENGTH })}
              error={errors.password}
              required
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  name="password"
                  autoComplete="new-password"
                  minLength={MIN_PASSWORD_LENGTH}
                />
              )}
            </Field>
          </div>
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy}>
              {t('users.addUser')}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  )
}

function UserRow({ user, isSelf, busy }: { user: UserSummary; isSelf: boolean; busy: boolean }) {
  const { t } = useAdminI18n()
  const name = <bdi>{user.name}</bdi>
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>
          <bdi>{user.name}</bdi>
          {isSelf && ` ${t('users.you')}`}
          <span className={`${styles.badge} ${user.role === 'admin' ? styles.badgeAdmin : ''}`}>
            {t(user.role === 'admin' ? 'users.badgeAdmin' : 'users.badgeEditor')}
          </span>
          {user.twoFactor && <span className={styles.badge}>{t('users.twoFactorOn')}</span>}
        </span>
        <span className={styles.itemMeta}>
          {fillNodes(t('users.emailAdded'), {
            email: <bdi>{user.email}</bdi>,
            date: <DateTime value={user.createdAt} />,
          })}
        </span>
      </div>
      {!isSelf && (
        <div className={styles.itemActions}>
          <ConfirmDialog
            trigger={
              <button type="button" className={button({ variant: 'secondary', size: 'sm' })}>
                <Icon name="key" size={16} />
                {t('users.resetPassword')}
                <span className={visuallyHidden}> {fillNodes(t('users.ofName'), { name })}</span>
              </button>
            }
            title={fillNodes(t('users.resetTitle'), { name })}
            description={t('users.resetText')}
            confirmLabel={t('users.setPassword')}
            tone="primary"
            busy={busy}
          >
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="id" value={user.id} />
            <input type="hidden" name="name" value={user.name} />
            <Field
              label={t('account.newPassword')}
              hint={t('account.newPasswordHint', { count: MIN_PASSWORD_LENGTH })}
              required
              className={styles.dialogField}
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  name="password"
                  autoComplete="new-password"
                  minLength={MIN_PASSWORD_LENGTH}
                />
              )}
            </Field>
          </ConfirmDialog>
          {user.twoFactor && (
            <ConfirmDialog
              trigger={
                <button type="button" className={button({ variant: 'secondary', size: 'sm' })}>
                  {t('users.resetTwoFactor')}
                  <span className={visuallyHidden}> {fillNodes(t('users.ofName'), { name })}</span>
                </button>
              }
              title={fillNodes(t('users.resetTwoFactorTitle'), { name })}
              description={t('users.resetTwoFactorText')}
              confirmLabel={t('users.resetTwoFactor')}
              busy={busy}
            >
              <input type="hidden" name="intent" value="reset-2fa" />
              <input type="hidden" name="id" value={user.id} />
              <input type="hidden" name="name" value={user.name} />
            </ConfirmDialog>
          )}
          <ConfirmDialog
            trigger={
              <button type="button" className={button({ variant: 'outline', size: 'sm' })}>
                <Icon name="trash" size={16} />
                {t('users.remove')}
                <span className={visuallyHidden}> {name}</span>
              </button>
            }
            title={fillNodes(t('users.removeTitle'), { name })}
            description={fillNodes(t('users.removeText'), { email: <bdi>{user.email}</bdi> })}
            confirmLabel={t('users.removeUser')}
            busy={busy}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={user.id} />
            <input type="hidden" name="name" value={user.name} />
          </ConfirmDialog>
        </div>
      )}
    </li>
  )
}

export function ErrorBoundary() {
  return <ForbiddenOrError />
}
