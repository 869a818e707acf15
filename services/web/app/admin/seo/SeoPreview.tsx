import { useId } from 'react'
import { useRouteLoaderData } from 'react-router'
import { langAttributes, type EditLanguage } from '../edit-language'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Picture } from '../../ui/Picture'
import { defaultShareImage, fullTitle } from '../../seo'
import { translate } from '../../i18n/messages'
import { localizePath } from '../../i18n/locale'
import { cutAt, seoCount } from './seo-count'
import { useLiveValues } from './use-live-values'
import * as styles from './SeoPreview.css'

/** The form inputs a preview reads, by name ('' for one the form has not). */
export interface SeoInputNames {
  seoTitle: string
  seoDescription: string
  title: string
  description: string
  image: string
}

type SeoValues = Record<keyof SeoInputNames, string>

/**
 * What a search engine and a social card show of the page being edited, as the editor types:
 * the SEO title and description counted against what Google shows (the count says "over the
 * limit" in words, not only in amber), a search result (title, address, description) and a
 * social card (image, title, description, site), in the edited language and its direction.
 * The texts fall back as the public head does (contract resolveSeo): the SEO text, else the
 * title and summary, else the English ones (`fallback`, for a translation's form).
 */
export function SeoPreview({
  names,
  fallback,
  path,
  lang,
}: {
  names: SeoInputNames
  /** the values shown where the form has no input or it is empty (the English record's) */
  fallback: SeoValues
  /** the page's public path in English ('/solutions/energy-systems'); null: not on the site yet */
  path: string | null
  lang: EditLanguage
}) {
  const { t } = useAdminI18n()
  const id = useId()
  const [ref, live] = useLiveValues(names, fallback)
  const pick = (...candidates: string[]) => candidates.map((c) => c.trim()).find(Boolean) ?? ''
  const ownTitle = names.seoTitle ? live.seoTitle : ''
  const ownDescription = names.seoDescription ? live.seoDescription : ''
  const title = pick(ownTitle, names.title ? live.title : '', fallback.seoTitle, fallback.title)
  const description = pick(
    ownDescription,
    names.description ? live.description : '',
    fallback.seoDescription,
    fallback.description,
  )
  const image = pick(names.image ? live.image : '', fallback.image) || defaultShareImage
  const root = useRouteLoaderData('root') as { siteUrl?: string } | undefined
  const host = hostOf(root?.siteUrl)
  const shownPath = localizePath(path ?? '/', lang)
  const crumbs = [host, ...shownPath.split('/').filter(Boolean)].join(' › ')
  const siteName = translate(lang, 'site.name')
  const headTitle = fullTitle(title, lang)

  const counter = (kind: 'title' | 'description', text: string) => {
    const { count, limit, over } = seoCount(kind, text)
    const label = t(kind === 'title' ? 'seo.count.title' : 'seo.count.description')
    return (
      <p className={over ? styles.countOver : styles.count} data-over={over}>
        {t(over ? 'seo.count.over' : 'seo.count.within', {
          label,
          count: String(count),
          limit: String(limit),
        })}
      </p>
    )
  }

  return (
    <section ref={ref} className={styles.preview} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {t('seo.preview.heading')}
      </h3>
      <div aria-live="polite" className={styles.counts}>
        {counter('title', ownTitle || title)}
        {counter('description', ownDescription || description)}
      </div>
      <div className={styles.previews} {...langAttributes(lang)}>
        <figure className={styles.result} aria-labelledby={`${id}-result`}>
          <figcaption id={`${id}-result`} className={styles.caption}>
            {t('seo.preview.search')}
          </figcaption>
          <p className={styles.resultSite}>
            <span className={styles.resultSiteName}>{siteName}</span>
            <span className={styles.resultUrl} dir="ltr">
              {crumbs}
            </span>
          </p>
          <p className={styles.resultTitle} data-testid="seo-result-title">
            {headTitle}
          </p>
          <p className={styles.resultDescription} data-testid="seo-result-description">
            {cutAt(description, seoCount('description', description).limit)}
          </p>
        </figure>
        <figure className={styles.card} aria-labelledby={`${id}-card`}>
          <figcaption id={`${id}-card`} className={styles.caption}>
            {t('seo.preview.social')}
          </figcaption>
          <div className={styles.cardImage}>
            <Picture key={image} src={image} alt="" sizes="360px" cover />
          </div>
          <div className={styles.cardText}>
            <span className={styles.cardSite} dir="ltr">
              {host}
            </span>
            <p className={styles.cardTitle} data-testid="seo-card-title">
              {headTitle}
            </p>
            <p className={styles.cardDescription}>{description}</p>
          </div>
        </figure>
      </div>
    </section>
  )
}

function hostOf(siteUrl: string | undefined): string {
  try {
    return new URL(siteUrl ?? '').host
  } catch {
    return 'example.com'
  }
}
