import { Form, useNavigation } from 'react-router'
import { MIN_PASSWORD_LENGTH, type UserSummary } from '@site/contract'
import { Button } from '../../ui/Button'
import { Field, Select, TextInput } from '../../ui/Field'
import { button } from '../../ui/Button.css'
import { Icon } from '../../ui/Icon'
import type { AccountActionData } from '../../admin/account/action-result.server'
import * as styles from '../../admin/account/account.css'
import { ConfirmDialog } from '../../admin/account/ConfirmDialog'
import { DateTime } from '../../admin/dates'
import { ForbiddenOrError } from '../../admin/account/Forbidden'
import { usersAction, usersLoader } from '../../admin/account/users.server'
import { adminMeta } from '../../admin/meta'
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

export const meta: Route.MetaFunction = ({ error }) => adminMeta(error ? 'Admins only' : 'Users')

const roleOptions = [
  { value: 'editor', label: 'Editor: content and messages' },
  { value: 'admin', label: 'Admin: also users and company settings' },
]

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, currentUserId } = loaderData
  const result = actionData as AccountActionData | undefined
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const addFailed = result?.intent === 'add' && !result.ok
  const errors = addFailed ? (result.fieldErrors ?? {}) : {}

  return (
    <div className={styles.stack}>
      <PageHeader
        title="Users"
        description="Who can sign in to this admin. Editors change content and read messages; admins also manage users and the company settings."
      />

      {result?.message && !addFailed && (
        <Notice tone={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <p>{result.message}</p>
        </Notice>
      )}

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="users-title">
        <h2 id="users-title" className={styles.sectionTitle}>
          {users.length} {users.length === 1 ? 'user' : 'users'}
        </h2>
        <ul className={styles.list}>
          {users.map((u) => (
            <UserRow key={u.id} user={u} isSelf={u.id === currentUserId} busy={busy} />
          ))}
        </ul>
      </section>

      <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="add-user-title">
        <h2 id="add-user-title" className={styles.sectionTitle}>
          Add a user
        </h2>
        {addFailed && (
          <Notice tone="error" role="alert" title="The user was not added">
            <p>{result.message}</p>
          </Notice>
        )}
        <Form method="post" key={result?.intent === 'add' && result.ok ? 'added' : 'adding'}>
          <input type="hidden" name="intent" value="add" />
          <div className={styles.formGrid}>
            <TextInput
              label="Name"
              name="name"
              required
              autoComplete="off"
              defaultValue={result?.values?.name ?? ''}
              error={errors.name}
            />
            <TextInput
              label="E-mail"
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={result?.values?.email ?? ''}
              error={errors.email}
            />
            <Select
              label="Role"
              name="role"
              options={roleOptions}
              defaultValue={result?.values?.role ?? 'editor'}
              error={errors.role}
            />
            <Field
              label="Initial password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters. Tell it to them in person; they can change it under My Account.`}
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
              Add user
            </Button>
          </div>
        </Form>
      </section>
    </div>
  )
}

function UserRow({ user, isSelf, busy }: { user: UserSummary; isSelf: boolean; busy: boolean }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>
          {user.name}
          {isSelf && ' (you)'}
          <span className={`${styles.badge} ${user.role === 'admin' ? styles.badgeAdmin : ''}`}>
            {user.role === 'admin' ? 'Admin' : 'Editor'}
          </span>
        </span>
        <span className={styles.itemMeta}>
          {user.email} · added <DateTime value={user.createdAt} />
        </span>
      </div>
      {!isSelf && (
        <div className={styles.itemActions}>
          <ConfirmDialog
            trigger={
              <button type="button" className={button({ variant: 'secondary', size: 'sm' })}>
                <Icon name="key" size={16} />
                Reset password<span className={visuallyHidden}> of {user.name}</span>
              </button>
            }
            title={`Reset ${user.name}'s password`}
            description="They are signed out everywhere and sign in again with the password you set here."
            confirmLabel="Set password"
            tone="primary"
            busy={busy}
          >
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="id" value={user.id} />
            <input type="hidden" name="name" value={user.name} />
            <Field
              label="New password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
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
          <ConfirmDialog
            trigger={
              <button type="button" className={button({ variant: 'outline', size: 'sm' })}>
                <Icon name="trash" size={16} />
                Remove<span className={visuallyHidden}> {user.name}</span>
              </button>
            }
            title={`Remove ${user.name}?`}
            description={`${user.email} can no longer sign in, and is signed out at once. Their past edits stay in the content history.`}
            confirmLabel="Remove user"
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
