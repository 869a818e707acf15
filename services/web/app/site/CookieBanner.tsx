import { useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { consentAcceptedEvent, shouldShowBanner, storeConsent } from './consent'
import * as styles from './CookieBanner.css'
import { useT } from '../i18n/use-locale'

const storage = () => window.localStorage

/** The banner's exact wording (a required text: do not paraphrase it). */
export const consentMessage =
  'We use cookies for analytics after your consent. You can change your choice anytime via the Manage Cookies link in the footer.'

/**
 * The consent banner (asks before any analytics; reopened from the footer). It is in the server HTML, so a first-time visitor
 * sees it with the page, without a flash; for a visitor who already chose (or sends Do Not Track)
 * the head script (consentProbeScript in root.tsx) hides it before the first paint, and after
 * hydration the stored choice decides.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(true)
  const t = useT()

  useEffect(() => {
    setVisible(shouldShowBanner({ doNotTrack: navigator.doNotTrack, storage }))
  }, [])

  if (!visible) return null

  const accept = () => {
    storeConsent(storage, true)
    setVisible(false)
    window.dispatchEvent(new Event(consentAcceptedEvent))
  }
  const decline = () => {
    storeConsent(storage, false)
    setVisible(false)
  }

  return (
    <div role="dialog" aria-label={t('cookies.title')} className={styles.banner}>
      <div className={styles.message}>
        <Icon name="cookie" size={26} className={styles.icon} />
        <div className={styles.text}>
          <p className={styles.title}>{t('cookies.title')}</p>
          <p>{t('cookies.message')}</p>
        </div>
      </div>
      <div className={styles.buttons}>
        <Button variant="outline" onClick={decline} data-consent-choice="decline">
          {t('cookies.decline')}
        </Button>
        <Button variant="primary" onClick={accept} data-consent-choice="accept">
          {t('cookies.accept')}
        </Button>
      </div>
    </div>
  )
}
