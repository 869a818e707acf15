import { LocalLink as Link } from '../i18n/LocalLink'
import * as styles from './Breadcrumb.css'
import { Icon } from './Icon'
import { type FallbackLang, Text } from '../i18n/bidi'
import { useT } from '../i18n/use-locale'

export interface Crumb {
  label: string
  /** omitted for the current page */
  to?: string
  /** 'en' when the label is English for want of a translation (i18n/bidi.tsx) */
  lang?: FallbackLang
}

/** Home / Section / Page, as a labelled navigation landmark. */
export function Breadcrumb({ items, className }: { items: Crumb[]; className?: string }) {
  const t = useT()
  return (
    <nav aria-label={t('nav.breadcrumb')} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className={styles.item}>
            {index > 0 ? (
              <Icon name="chevron-right" size={14} className={styles.separator} />
            ) : null}
            {item.to ? (
              <Link to={item.to} className={styles.link}>
                <Text lang={item.lang}>{item.label}</Text>
              </Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                <Text lang={item.lang}>{item.label}</Text>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
