import { forwardRef } from 'react'
import { Link, type LinkProps } from 'react-router'
import { type Locale, localizePath } from './locale'
import { useLocale } from './use-locale'

/**
 * `<Link>` that keeps the page's language: on an Arabic page `to="/solutions"` goes to
 * /ar/solutions. Use it (imported as `Link`) for every internal link of the public site.
 * `locale` (a language's code) forces that language (the language switch).
 */
export const LocalLink = forwardRef<HTMLAnchorElement, LinkProps & { locale?: Locale }>(
  function LocalLink({ to, locale, ...rest }, ref) {
    const current = useLocale()
    const target = typeof to === 'string' ? localizePath(to, locale ?? current) : to
    return <Link ref={ref} to={target} {...rest} />
  },
)
