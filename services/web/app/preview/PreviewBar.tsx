import type { PreviewContext } from '../load-context'
import { useT } from '../i18n/use-locale'
import * as styles from './PreviewBar.css'

/**
 * The fixed bar over every preview: this page shows a draft, not the site. Signed-in users get
 * their way back to the draft's editor (a share link's reviewer has no account to go back to).
 */
export function PreviewBar({
  preview,
}: {
  preview: Pick<PreviewContext, 'editorPath' | 'signedIn'>
}) {
  const t = useT()
  return (
    <section aria-label={t('preview.label')} className={styles.bar} data-preview-bar="">
      <p role="status" className={styles.status}>
        {t('preview.notPublished')}
      </p>
      {preview.signedIn ? (
        // in the editor's live preview frame the editor opens in the whole window, not the frame
        <a className={styles.link} href={preview.editorPath} target="_top">
          {t('preview.backToEditor')}
        </a>
      ) : null}
    </section>
  )
}
