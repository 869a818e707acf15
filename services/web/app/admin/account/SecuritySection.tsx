import { Form } from 'react-router'
import { secondFactorRequirements, type SecuritySettings } from '@site/contract'
import { Button } from '../../ui/Button'
import { Select } from '../../ui/Field'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as pageStyles from '../ui/page.css'
import { card } from '../theme.css'
import * as styles from './account.css'

/** The sign-in rules admins set for everyone: whether a second factor is required, and of whom. */
export function SecuritySection({
  settings,
  error,
  busy,
}: {
  settings: SecuritySettings
  error: string | undefined
  busy: boolean
}) {
  const { t } = useAdminI18n()
  const options = secondFactorRequirements.map((value) => ({
    value,
    label: t(`security.require.${value}`),
  }))
  return (
    <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="security-title">
      <h2 id="security-title" className={styles.sectionTitle}>
        {t('security.title')}
      </h2>
      {/* keyed by the saved value: a saved change shows as the new default */}
      <Form method="post" key={settings.requireSecondFactor}>
        <input type="hidden" name="intent" value="security" />
        <Select
          label={t('security.requireSecondFactor')}
          hint={t('security.requireHint')}
          name="requireSecondFactor"
          options={options}
          defaultValue={settings.requireSecondFactor}
          error={error}
        />
        <div className={styles.formActions}>
          <Button type="submit" disabled={busy}>
            {t('security.save')}
          </Button>
        </div>
      </Form>
    </section>
  )
}
