import { Form, Link } from 'react-router'
import type { ContactMessage } from '@site/contract'
import { Button } from '../../ui/Button'
import { DateTime } from '../dates'
import { card } from '../theme.css'
import * as styles from './dashboard.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

type SpamItem = Pick<ContactMessage, 'id' | 'full_name' | 'subject' | 'received_at'>

/**
 * The spam folder at a glance: how many, the newest few, each with a one-click "Not spam" (a
 * real message the guard caught moves to the inbox and is mailed like any other).
 */
export function SpamList({ count, items }: { count: number; items: SpamItem[] }) {
  const { t, number } = useAdminI18n()
  return (
    <section aria-labelledby="spam-title">
      <h2 id="spam-title" className={styles.sectionTitle}>
        {t('spam.title', { count: number(count) })}
      </h2>
      <div className={`${card} ${styles.panel}`}>
        {items.length === 0 ? (
          <p>{t('spam.none')}</p>
        ) : (
          <ul className={styles.spamList}>
            {items.map((m) => (
              <li key={m.id} className={styles.spamItem}>
                <span>
                  <Link to={`/admin/contacts/${m.id}`}>{m.subject}</Link>
                  {t('spam.from', { name: m.full_name })} <DateTime value={m.received_at} />
                </span>
                <Form method="post">
                  <input type="hidden" name="id" value={m.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="not-spam"
                    variant="secondary"
                    size="sm"
                    aria-label={t('spam.notSpamLabel', { subject: m.subject, name: m.full_name })}
                  >
                    {t('spam.notSpam')}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {count > items.length && (
          <p>
            <Link to="/admin/contacts?folder=spam">{t('spam.all', { count: number(count) })}</Link>
          </p>
        )}
      </div>
    </section>
  )
}
