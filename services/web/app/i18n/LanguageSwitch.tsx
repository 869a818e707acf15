import { Fragment } from 'react'
import { useLocation } from 'react-router'
import { languageList } from '@site/contract'
import { LocalLink } from './LocalLink'
import { localeFromPath, localizePath } from './locale'

/**
 * Links to this same page in each other language of the list (/x <-> /ar/x <-> /fr/x), query
 * kept. Each link's text is its language's own name (the list's endonym), marked with that
 * language for screen readers and search engines, and set in its direction (an isolate: "Français"
 * in an Arabic header keeps its letter order). A full document load (reloadDocument): the
 * head changes with the language (lang, dir, font preload, alternates).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation()
  const current = localeFromPath(pathname)
  const others = languageList.filter((language) => language.code !== current)
  return (
    <>
      {others.map((language, i) => (
        <Fragment key={language.code}>
          {i > 0 ? ' ' : null}
          <LocalLink
            to={`${localizePath(pathname, language.code)}${search}`}
            locale={language.code}
            className={className}
            lang={language.code}
            dir={language.dir}
            hrefLang={language.hreflang}
            reloadDocument
            data-language-switch={language.code}
          >
            {language.endonym}
          </LocalLink>
        </Fragment>
      ))}
    </>
  )
}
