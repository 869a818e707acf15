import ReactMarkdown from 'react-markdown'
import { markdownComponents, markdownOptions } from './markdown-options'

/**
 * Editor-written Markdown to React elements. Raw HTML in the source is dropped (skipHtml; no
 * rehype-raw), and react-markdown's default URL filter removes javascript: and similar links.
 * Loaded lazily by Markdown.tsx: the parser is the heaviest script of a detail page.
 */
export default function MarkdownContent({ children }: { children: string }) {
  return (
    <ReactMarkdown {...markdownOptions} components={markdownComponents}>
      {children}
    </ReactMarkdown>
  )
}
