import { createContext, useContext } from 'react'
import { defaultAdminLanguage, type AdminLanguageCode } from '@site/contract'
import { adminI18n, type AdminI18n } from './admin-i18n'

/**
 * The signed-in user's admin language; the admin layout provides it from the session's user.
 * Outside it (sign-in pages, error pages with no user) the default language.
 */
export const AdminLanguage = createContext<AdminLanguageCode>(defaultAdminLanguage)

/** `const { t, count } = useAdminI18n(); t('nav.dashboard')`: the admin in the user's language. */
export function useAdminI18n(): AdminI18n {
  return adminI18n(useContext(AdminLanguage))
}
