import {
  defaultLanguage,
  pagePublicPaths,
  SEO_SECTION,
  type PageContent,
  type PageKey,
} from '@site/contract'
import type { EditLanguage } from '../edit-language'
import { SeoPreview } from './SeoPreview'

/**
 * The search and sharing preview of a page's SEO section form. The form holds only the SEO
 * fields; where they are empty the preview shows the page's hero title, description and image
 * (what the list pages show search engines in their place) in the edited language, English where
 * it has none.
 */
export function PageSeoPreview({
  page,
  content,
  lang,
}: {
  page: PageKey
  content: PageContent
  lang: EditLanguage
}) {
  const value = (section: string, key: string) => {
    const field = content.sections.find((s) => s.key === section)?.fields.find((f) => f.key === key)
    if (!field) return ''
    const translated = lang === defaultLanguage ? '' : (field.translations?.[lang] ?? '')
    return translated || field.value
  }
  return (
    <SeoPreview
      names={{
        seoTitle: 'seo_title',
        seoDescription: 'seo_description',
        title: '',
        description: '',
        image: '',
      }}
      fallback={{
        seoTitle: value(SEO_SECTION, 'seo_title'),
        seoDescription: value(SEO_SECTION, 'seo_description'),
        title: value('hero', 'title'),
        description: value('hero', 'description'),
        image: value('hero', 'image'),
      }}
      path={pagePublicPaths[page]}
      lang={lang}
    />
  )
}
