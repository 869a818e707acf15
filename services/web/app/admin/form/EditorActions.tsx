import { Button } from '../../ui/Button'

/** An editor's header buttons: the item's History, and View on site once it is on the site. */
export function EditorActions({
  history,
  publicPath,
}: {
  history: string
  publicPath?: string | null
}) {
  return (
    <>
      <Button to={history} variant="outline" size="sm">
        History
      </Button>
      {publicPath && (
        <Button to={publicPath} variant="outline" size="sm" iconEnd="arrow-right">
          View on site
        </Button>
      )}
    </>
  )
}
