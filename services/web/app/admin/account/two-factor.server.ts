import { data } from 'react-router'
import QRCode from 'qrcode'
import {
  OtpauthUrl,
  SecondFactorProof,
  TotpConfirmInput,
  errorsByField,
  fieldErrorsOf,
} from '@site/contract'
import type { ContentClient } from '@site/contract/client'
import type { AdminI18n } from '../i18n/admin-i18n'
import { actionFailure, actionInvalid, type AccountActionData } from './action-result.server'

/** A secret being set up: what the page shows to scan or type into the app. */
export interface TotpSetupView {
  otpauthUrl: string
  secret: string
  /** the QR code as an SVG data URL, drawn here: the page needs no outside request */
  qrCode: string
}

/** What the two-step sign-in forms answer, beside the account actions' common shape. */
export interface TwoFactorActionData extends AccountActionData {
  setup?: TotpSetupView
  /** shown once, right after they were made */
  recoveryCodes?: string[]
}

export const twoFactorIntents = [
  'totp-begin',
  'totp-confirm',
  'totp-recovery',
  'totp-disable',
] as const
export type TwoFactorIntent = (typeof twoFactorIntents)[number]
export const isTwoFactorIntent = (intent: string): intent is TwoFactorIntent =>
  (twoFactorIntents as readonly string[]).includes(intent)

async function setupView(otpauthUrl: string): Promise<TotpSetupView> {
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  })
  return {
    otpauthUrl,
    secret: new URL(otpauthUrl).searchParams.get('secret') ?? '',
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  }
}

/** My Account's two-step sign-in forms: set up (scan, confirm), new recovery codes, turn off. */
export async function twoFactorAction(
  intent: TwoFactorIntent,
  form: FormData,
  api: ContentClient,
  { t }: Pick<AdminI18n, 't'>,
) {
  const text = (name: string) => String(form.get(name) ?? '')
  const answer = (body: Omit<TwoFactorActionData, 'intent' | 'ok'>, status = 200) =>
    data<TwoFactorActionData>({ intent, ok: status < 400, ...body }, { status })
  try {
    if (intent === 'totp-begin') {
      const { otpauth_url } = await api.totp.begin()
      return answer({ setup: await setupView(otpauth_url) })
    }
    if (intent === 'totp-confirm') {
      // the address rides in the form so a wrong code can show the same QR code again
      const url = OtpauthUrl.safeParse(text('otpauthUrl'))
      if (!url.success) return answer({ message: t('twoFactor.badKey') }, 400)
      const setup = await setupView(url.data)
      const parsed = TotpConfirmInput.safeParse({ code: text('code') })
      if (!parsed.success) {
        const fieldErrors = errorsByField(fieldErrorsOf(parsed.error))
        return answer({ setup, fieldErrors }, 400)
      }
      try {
        const { recovery_codes } = await api.totp.confirm(parsed.data)
        return answer({ message: t('twoFactor.enabled'), recoveryCodes: recovery_codes })
      } catch (error) {
        // a wrong code: the same QR code again, with the error beside the code
        const failure = actionFailure(intent, error)
        const { intent: _intent, ok: _ok, ...body } = failure.data
        return answer({ ...body, setup }, failure.init?.status ?? 400)
      }
    }
    const parsed = SecondFactorProof.safeParse({ code: text('code') })
    if (!parsed.success) {
      return actionInvalid(
        intent,
        fieldErrorsOf(parsed.error),
        undefined,
        t('account.fieldsNeedAttention'),
      )
    }
    if (intent === 'totp-recovery') {
      const { recovery_codes } = await api.totp.newRecoveryCodes(parsed.data)
      return answer({ message: t('twoFactor.newRecoveryCodesDone'), recoveryCodes: recovery_codes })
    }
    await api.totp.disable(parsed.data)
    return answer({ message: t('twoFactor.disabled') })
  } catch (error) {
    return actionFailure(intent, error)
  }
}
