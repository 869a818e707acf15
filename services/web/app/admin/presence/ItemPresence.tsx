import { useAdminLayoutData } from '../shell/admin-layout-data'
import { PresenceNotice } from './PresenceNotice'
import type { Presence } from './use-presence'

/** An editor's presence notices (usePresence follows the item it has open). */
export function ItemPresence({ presence }: { presence: Presence }) {
  const me = useAdminLayoutData()?.user.email ?? ''
  return (
    <PresenceNotice
      answer={presence.answer}
      change={presence.change}
      me={me}
      onTakeOver={presence.takeOver}
    />
  )
}
