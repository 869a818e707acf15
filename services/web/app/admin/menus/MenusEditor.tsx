import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { menuKeys, type NavigationEdit } from '@site/contract'
import { visuallyHidden } from '../../theme/utilities.css'
import { Button } from '../../ui/Button'
import * as account from '../account/account.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import { PageHeader } from '../ui/PageHeader'
import { UnsavedChangesDialog } from '../ui/UnsavedChangesDialog'
import { useUnsavedChanges } from '../use-unsaved-changes'
import { MenuSection } from './MenuSection'
import type { MenusActionData } from './menus.server'
import * as styles from './menus.css'
import { useMenusEditor } from './use-menus-editor'

/**
 * The Menus screen: each menu as a tree to edit, one Save for all (a settings document, committed
 * as one). The edits live in React state; the form sends them as JSON with the version loaded.
 * Mounted per saved version (the route keys it), so a save starts a clean editor.
 */
export function MenusEditor({ edit, result }: { edit: NavigationEdit; result?: MenusActionData }) {
  const { t } = useAdminI18n()
  const state = useMenusEditor(edit)
  const formRef = useRef<HTMLFormElement>(null)
  const { dirty, check, markSubmitting, blocker } = useUnsavedChanges(formRef)
  const busy = useNavigation().state === 'submitting'

  // the form holds the menus as JSON: each change is compared with what was loaded
  useEffect(check, [state.menus, check])

  return (
    <div className={account.stack}>
      <PageHeader title={t('menus.title')} description={t('menus.description')} />
      {result && (
        <Notice tone={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <p>
            {t(result.messageKey)}
            {result.detail ? ` ${result.detail}` : ''}
          </p>
        </Notice>
      )}
      <p role="status" className={visuallyHidden}>
        {state.announcement}
      </p>
      {menuKeys.map((menu) => (
        <MenuSection key={menu} menu={menu} state={state} />
      ))}
      <Form method="post" ref={formRef} onSubmit={markSubmitting} className={styles.saveBar}>
        <input type="hidden" name="version" value={edit.version} />
        <input type="hidden" name="menus" value={JSON.stringify(state.menus)} />
        <Button type="submit" disabled={busy}>
          {t('menus.save')}
        </Button>
        {dirty && <span>{t('menus.unsaved')}</span>}
      </Form>
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  )
}
