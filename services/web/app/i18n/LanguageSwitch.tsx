import { useLocation } from 'react-router'
import { LocalLink } from './LocalLink'
import { alternatePath, localeFromPath } from './locale'
import { translate } from './messages'

/**
 * The link to this same page in the other language (/x <-> /ar/x), query kept. Its text is the
 * other language's own name, marked with that language for screen readers. A full document load
 * (reloadDocument): the head changes with the language (lang, dir, font preload, alternates).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation()
  const current = localeFromPath(pathname)
  const other = current === 'ar' ? 'en' : 'ar'
  return (
    <LocalLink
      to={`${alternatePath(pathname)}${search}`}
      locale={other}
      className={className}
      lang={other}
      hrefLang={other}
      reloadDocument
      data-language-switch=""
    >
      {translate(current, 'lang.other')}
    </LocalLink>
  )
}
