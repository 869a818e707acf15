import { type FallbackLang, Text } from '../i18n/bidi'
import { Ltr } from '../i18n/Ltr'
import { Icon, type IconName } from './Icon'
import { NamedGroup } from './NamedGroup'
import * as styles from './PointGrid.css'

export interface Point {
  icon: IconName
  /** the point's text, or a figure when `caption` is given */
  label: string
  caption?: string
  /** 'en' when the text is English for want of a translation (i18n/bidi.tsx) */
  lang?: FallbackLang
}

/** A two-column list of short points, each with an icon (fixed lists the pages always show, key claims). */
export function PointGrid({ points, label }: { points: readonly Point[]; label?: string }) {
  const list = (
    <ul className={styles.points}>
      {points.map((p) => (
        <li key={p.label} className={styles.point}>
          <span className={styles.icon}>
            <Icon name={p.icon} size={20} />
          </span>
          {p.caption ? (
            <span>
              <span className={styles.value}>
                <Ltr>{p.label}</Ltr>
              </span>
              <span className={styles.caption}>{p.caption}</span>
            </span>
          ) : (
            <Text lang={p.lang}>{p.label}</Text>
          )}
        </li>
      ))}
    </ul>
  )
  return label ? <NamedGroup label={label}>{list}</NamedGroup> : list
}
