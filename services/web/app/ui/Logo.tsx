import { useT } from '../i18n/use-locale'
import * as styles from './Logo.css'

export interface LogoProps {
  /** the background it sits on: light (header) or dark (footer) */
  tone?: 'light' | 'dark'
  /** show the "Energy · IT · Automation" line under the name */
  showTagline?: boolean
  className?: string
}

/** The brand mark: a grid hexagon with a bolt. Decorative; the wordmark carries the name. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 2.5 35.2 11.25v17.5L20 37.5 4.8 28.75v-17.5z" fill="#0f2a4f" />
      <path
        d="M20 2.5 35.2 11.25v17.5L20 37.5 4.8 28.75v-17.5z"
        fill="none"
        stroke="#f5a524"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M22.2 9.5 13.5 22h6.2l-1.9 8.5 8.7-12.5h-6.2z" fill="#ffffff" />
    </svg>
  )
}

/**
 * The brand: the mark, the wordmark (in Latin letters in every language, so marked as a name
 * not to translate, read left to right) and the tagline in the page's language.
 */
export function Logo({ tone = 'light', showTagline = true, className }: LogoProps) {
  const t = useT()
  return (
    <span className={[styles.logo, styles.tone[tone], className].filter(Boolean).join(' ')}>
      <LogoMark />
      <span className={styles.wordmark}>
        <span translate="no" lang="en" dir="ltr">
          Falcon <span className={styles.highlight[tone]}>Gridworks</span>
        </span>
        {showTagline ? (
          <span className={[styles.tagline, styles.taglineTone[tone]].join(' ')}>
            {t('site.tagline')}
          </span>
        ) : null}
      </span>
    </span>
  )
}
