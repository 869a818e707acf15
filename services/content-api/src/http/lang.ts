import type { Request } from 'express'
import { Language } from '../content/translation.js'
import { validationError } from '@site/platform'

/** `?lang=ar`: Arabic where translated, English otherwise (content/translation.ts); 400 if odd. */
export function langOf(req: Request): Language {
  const lang = Language.safeParse(req.query.lang)
  if (!lang.success) throw validationError({ lang: 'Use lang=en or lang=ar' }, 'Invalid lang')
  return lang.data
}
