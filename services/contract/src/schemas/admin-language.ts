import { z } from 'zod'
import { adminLanguageCodes, type AdminLanguageCode } from './languages.js'

/**
 * The language a user sees the admin in (My Account), whatever the language of the content they
 * edit: one of the languages the admin has a catalogue in.
 */
export const AdminLanguage = z.enum(
  adminLanguageCodes as [AdminLanguageCode, ...AdminLanguageCode[]],
  { message: `Choose one of: ${adminLanguageCodes.join(', ')}` },
)

/** PUT /auth/admin-language: the signed-in user's own choice (never another user's). */
export const AdminLanguageInput = z.object({ adminLanguage: AdminLanguage }).strict()
export type AdminLanguageInput = z.infer<typeof AdminLanguageInput>
