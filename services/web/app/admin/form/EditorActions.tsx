import { Button } from '../../ui/Button'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/** An editor's header buttons: the item's History, and View on site once it is on the site. */
export function EditorActions({
  history,
  publicPath,
}: {
  history: string
  publicPath?: string | null
}) {
  const { t } = useAdminI18n()
  return (
    <>
      <Button to={history} variant="outline" size="sm">
        {t('editor.history')}
      </Button>
      {publicPath && (
        <Button to={publicPath} variant="outline" size="sm" iconEnd="arrow-right">
          {t('editor.viewOnSite')}
        </Button>
      )}
    </>
  )
}
