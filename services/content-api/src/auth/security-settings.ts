import path from 'node:path'
import {
  DEFAULT_SECURITY_SETTINGS,
  requiresSecondFactor,
  SecuritySettings,
  type Role,
} from '@site/contract'
import { JsonFileStore } from './json-file-store.js'

/**
 * The sign-in rules in DATA_DIR/security.json (see SecuritySettings for why not in the content
 * repository). Absent until an admin first changes them: no second factor required.
 */
export class SecuritySettingsStore {
  private constructor(private readonly store: JsonFileStore<SecuritySettings>) {}

  static async open(dataDir: string): Promise<SecuritySettingsStore> {
    const file = path.join(dataDir, 'security.json')
    return new SecuritySettingsStore(
      await JsonFileStore.open(file, SecuritySettings, DEFAULT_SECURITY_SETTINGS),
    )
  }

  read(): SecuritySettings {
    return this.store.read()
  }

  async write(settings: SecuritySettings): Promise<SecuritySettings> {
    await this.store.update((draft) => {
      draft.requireSecondFactor = settings.requireSecondFactor
    })
    return this.read()
  }

  /** Whether a user of `role` must have a second factor. */
  requires(role: Role): boolean {
    return requiresSecondFactor(this.read(), role)
  }
}
