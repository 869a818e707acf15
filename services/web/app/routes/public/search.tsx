import { SEARCH_QUERY_MAX, type SearchResult } from '@site/contract'
import { staticPage } from '../../hydration'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { translate, type MessageKey } from '../../i18n/messages'
import { useCount, useLocalizedPath, useT } from '../../i18n/use-locale'
import { loadSiteSearch } from '../../search/site-search.server'
import * as styles from '../../search/search-page.css'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { errorOrLoaderHeaders } from '../../site/content-read.server'
import { Button } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { MarkedText } from '../../ui/MarkedText'
import type { Route } from './+types/search'

/**
 * A plain GET form and its results, sent without React's runtime (hydration.ts); the query is
 * part of the page (`cacheQuery`), but a page with one is never kept (no-store: see the loader).
 */
export const handle = { ...staticPage, cacheQuery: ['q'] }

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSiteSearch(context, localeFromRequest(request), new URL(request.url))
}

export const headers: Route.HeadersFunction = errorOrLoaderHeaders

/** Results pages are not for search engines (noindex, and not in the sitemap). */
export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(
    {
      title: translate(localeFromPath(location.pathname), 'search.title'),
      description: translate(localeFromPath(location.pathname), 'search.description'),
      path: location.pathname,
      noIndex: true,
    },
    siteUrlsFrom(matches),
  )

/** What visitors call each page of the page registry. */
const pageTitles: Record<string, MessageKey> = {
  home: 'nav.home',
  about: 'nav.about',
  solutions: 'page.solutions',
  products: 'page.products',
  sectors: 'page.sectors',
}

/** Each collection's name beside a result (the pages' own names say what they are). */
const collectionNames: Record<string, MessageKey> = {
  solutions: 'nav.solutions',
  products: 'nav.products',
  sectors: 'nav.sectors',
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const count = useCount()
  const to = useLocalizedPath()
  const { q, results, suggestions, problem } = loaderData
  const titleOf = (result: SearchResult) =>
    result.kind === 'page' && result.page && pageTitles[result.page]
      ? t(pageTitles[result.page] as MessageKey)
      : result.title
  const kindOf = (result: SearchResult) => {
    const key = result.collection ? collectionNames[result.collection] : undefined
    return key ? t(key) : ''
  }
  return (
    <Section labelledBy="search-title">
      <div className={styles.page}>
        <h1 id="search-title" className={styles.title}>
          {q ? t('search.results', { q }) : t('search.title')}
        </h1>
        <form method="get" action={to('/search')} role="search" className={styles.form}>
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_QUERY_MAX}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            className={styles.input}
            // reached by the header's search link with nothing asked yet: ready to type
            autoFocus={!q}
          />
          <Button type="submit" iconStart="search">
            {t('search.button')}
          </Button>
        </form>
        {problem === 'too_long' && (
          <p role="alert">{t('search.tooLong', { max: SEARCH_QUERY_MAX })}</p>
        )}
        {problem === 'busy' && <p role="alert">{t('search.busy')}</p>}
        {q && !problem && (
          <p className={styles.status}>
            {results.length === 0
              ? t('search.none', { q })
              : count('count.results', results.length)}
          </p>
        )}
        {q && !problem && results.length === 0 && (
          <div>
            {suggestions.length > 0 ? (
              <p>
                {t('search.didYouMean')}{' '}
                {suggestions.map((s, i) => (
                  <span key={s.public_url}>
                    {i > 0 ? ' · ' : ''}
                    <a href={s.public_url}>{s.title}</a>
                  </span>
                ))}
              </p>
            ) : (
              <p>{t('search.noSuggestion')}</p>
            )}
          </div>
        )}
        {results.length > 0 && (
          <ol className={styles.list}>
            {results.map((result) => (
              <li key={`${result.public_url}-${result.field}`} className={styles.result}>
                <a href={result.public_url} className={styles.resultLink}>
                  {titleOf(result)}
                </a>
                {kindOf(result) && <span className={styles.kind}>{kindOf(result)}</span>}
                <MarkedText className={styles.snippet} text={result.snippet} marks={result.marks} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </Section>
  )
}
