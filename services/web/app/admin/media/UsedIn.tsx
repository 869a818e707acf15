import { defaultLanguage, isCollectionKey, type LanguageCode, type MediaUse } from '@site/contract'
import type { AdminI18n } from '../i18n/admin-i18n'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { visuallyHidden } from '../../theme/utilities.css'
import * as styles from './media.css'

/** The field a use is in, as its editor labels it ("Image", "Hero: Background image"). */
function fieldLabel(use: MediaUse, i18n: AdminI18n): string {
  if (use.kind === 'record') {
    return isCollectionKey(use.collection)
      ? i18n.field({ collection: use.collection }, use.field).label
      : use.field
  }
  if (use.kind === 'settings') return i18n.field({ settings: true }, use.field).label
  const [section = '', key = ''] = use.field.split('.')
  return `${i18n.section(use.page, section)}: ${i18n.field({ page: use.page, section }, key).label}`
}

/** The item's name: a record's title (content), a page's or the settings' name in the admin's language. */
function itemName(use: MediaUse, i18n: AdminI18n): string {
  if (use.kind === 'page') return i18n.page(use.page).name
  if (use.kind === 'settings') return i18n.t('nav.companyInfo')
  return use.title
}

/**
 * "Used in": each field that mentions the image, in each language, linking to its editor at that
 * field and to the public page that shows it.
 */
export function UsedIn({ uses, id }: { uses: readonly MediaUse[]; id?: string }) {
  const i18n = useAdminI18n()
  const { t, languageName } = i18n
  if (uses.length === 0) return null
  const inLanguage = (lang: LanguageCode) =>
    lang === defaultLanguage ? '' : ` (${languageName(lang)})`
  return (
    <details className={styles.usedIn}>
      <summary>{t('media.usedIn')}</summary>
      <ul id={id} className={styles.usedInList}>
        {uses.map((use) => (
          <li key={`${use.admin_url}|${use.lang}`}>
            <a href={use.admin_url}>
              <bdi>{itemName(use, i18n)}</bdi>: {fieldLabel(use, i18n)}
              {inLanguage(use.lang)}
            </a>
            {use.public_url && (
              <>
                {' · '}
                <a href={use.public_url} target="_blank" rel="noopener">
                  {t('media.publicPage')}
                  <span className={visuallyHidden}> ({use.public_url})</span>
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}
