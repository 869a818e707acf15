import type { Request } from 'express'
import { Language, languages } from '../content/translation.js'
import { validationError } from '@site/platform'

/** `?lang=fr`: that language where translated, English otherwise (content/translation.ts); 400 if odd. */
export function langOf(req: Request): Language {
  const lang = Language.safeParse(req.query.lang)
  if (!lang.success)
    throw validationError({ lang: `Use lang=${languages.join(' or lang=')}` }, 'Invalid lang')
  return lang.data
}
