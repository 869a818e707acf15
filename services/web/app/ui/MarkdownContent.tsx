import ReactMarkdown from 'react-markdown'
import { useLocale } from '../i18n/use-locale'
import { dirOf } from '../i18n/locale'
import { markdownComponents, markdownOptions } from './markdown-options'
import { rehypeLatinBlocks } from './rehype-latin-blocks'

/**
 * Editor-written Markdown to React elements. Raw HTML in the source is dropped (skipHtml; no
 * rehype-raw), and react-markdown's default URL filter removes javascript: and similar links.
 * On Arabic pages, wholly Latin blocks take their own direction (rehype-latin-blocks.ts).
 * Loaded lazily by Markdown.tsx: the parser is the heaviest script of a detail page.
 */
export default function MarkdownContent({ children }: { children: string }) {
  const rtl = dirOf(useLocale()) === 'rtl'
  return (
    <ReactMarkdown
      {...markdownOptions}
      components={markdownComponents}
      rehypePlugins={rtl ? [rehypeLatinBlocks] : []}
    >
      {children}
    </ReactMarkdown>
  )
}
