import { useAdminLayoutData } from '../shell/admin-layout-data'
import { PresenceNotice } from './PresenceNotice'
import { usePresence } from './use-presence'

/**
 * An editor's presence, for the item it has open (`<collection>/<slug>`, `pages/<page>`,
 * `settings/company`): says this tab is here, and shows who else is.
 */
export function ItemPresence({ target }: { target: string }) {
  const { answer, change, takeOver } = usePresence(target)
  const me = useAdminLayoutData()?.user.email ?? ''
  return <PresenceNotice answer={answer} change={change} me={me} onTakeOver={takeOver} />
}
