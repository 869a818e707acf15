import ReactMarkdown from 'react-markdown'
import { prose } from './Markdown.css'
import { markdownComponents, markdownOptions } from './markdown-options'

export interface MarkdownProps {
  children: string
  className?: string
}

/**
 * Renders editor-written Markdown. Raw HTML in the source is dropped (skipHtml; no rehype-raw),
 * and react-markdown's default URL filter removes javascript: and similar links.
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={[prose, className].filter(Boolean).join(' ')}>
      <ReactMarkdown {...markdownOptions} components={markdownComponents}>
        {children}
      </ReactMarkdown>
    </div>
  )
}
