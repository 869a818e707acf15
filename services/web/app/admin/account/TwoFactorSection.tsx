import { Form } from 'react-router'
import type { SecondFactorStatus } from '@site/contract'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import * as pageStyles from '../ui/page.css'
import { card } from '../theme.css'
import * as styles from './account.css'
import type { TwoFactorActionData } from './two-factor.server'

/** A one-time code box: digits from the app, or a recovery code (letters and a dash). */
function CodeInput({ label, hint, error }: { label: string; hint?: string; error?: string }) {
  return (
    <Field label={label} {...(hint ? { hint } : {})} error={error} required>
      {(control) => (
        <input
          {...control}
          name="code"
          className={fieldStyles.control}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
        />
      )}
    </Field>
  )
}

/**
 * My Account's two-step sign-in: off (a button to set it up), setting up (the QR code, the key
 * as text, and the first code that confirms it), on (recovery codes left, new ones, turn off).
 * Recovery codes are shown once, right after they were made.
 */
export function TwoFactorSection({
  status,
  result,
  busy,
}: {
  status: SecondFactorStatus
  result: TwoFactorActionData | undefined
  busy: boolean
}) {
  const { t, count } = useAdminI18n()
  const mine = result?.intent.startsWith('totp-') ? result : undefined
  const codeError = mine && !mine.ok ? mine.fieldErrors?.code : undefined
  const setup = mine?.setup

  return (
    <section className={`${card} ${pageStyles.sectionCard}`} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={styles.sectionTitle}>
        {t('twoFactor.title')}
      </h2>
      {mine?.message && (
        <Notice tone={mine.ok ? 'success' : 'error'} role={mine.ok ? 'status' : 'alert'}>
          <p>{mine.message}</p>
        </Notice>
      )}
      {mine?.recoveryCodes && (
        <div data-testid="recovery-codes">
          <h3 className={styles.itemTitle}>{t('twoFactor.recoveryTitle')}</h3>
          <p>{t('twoFactor.recoveryText')}</p>
          <ul className={styles.recoveryList}>
            {mine.recoveryCodes.map((code) => (
              <li key={code} className={styles.codeText}>
                {code}
              </li>
            ))}
          </ul>
        </div>
      )}

      {setup ? (
        <Form method="post">
          <input type="hidden" name="intent" value="totp-confirm" />
          <input type="hidden" name="otpauthUrl" value={setup.otpauthUrl} />
          <p>{t('twoFactor.scan')}</p>
          <img className={styles.qrCode} src={setup.qrCode} alt={t('twoFactor.qrAlt')} />
          <p>
            {t('twoFactor.orKey')}{' '}
            <code className={styles.codeText} data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          <CodeInput
            label={t('twoFactor.confirmCode')}
            hint={t('twoFactor.confirmHint')}
            error={codeError}
          />
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy}>
              {t('twoFactor.confirm')}
            </Button>
          </div>
        </Form>
      ) : status.enabled ? (
        <>
          <p>
            {t('twoFactor.on')} {count('count.recoveryCodesLeft', status.recoveryCodesLeft)}
          </p>
          <Form method="post" key={mine?.ok ? 'done' : 'proving'}>
            <CodeInput label={t('twoFactor.proofCode')} error={codeError} />
            <div className={styles.formActions}>
              <Button type="submit" name="intent" value="totp-recovery" disabled={busy}>
                {t('twoFactor.newRecoveryCodes')}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="totp-disable"
                variant="outline"
                disabled={busy}
              >
                {t('twoFactor.disable')}
              </Button>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p>{t('twoFactor.intro')}</p>
          <p>{t('twoFactor.off')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="totp-begin" />
            <div className={styles.formActions}>
              <Button type="submit" disabled={busy}>
                {t('twoFactor.begin')}
              </Button>
            </div>
          </Form>
        </>
      )}
    </section>
  )
}
