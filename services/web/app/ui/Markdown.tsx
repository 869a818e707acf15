import { lazy, Suspense } from 'react'
import type { FallbackLang } from '../i18n/bidi'
import { prose } from './Markdown.css'

const MarkdownContent = lazy(() => import('./MarkdownContent'))

export interface MarkdownProps {
  children: string
  className?: string
  /** 'en' when the text is English standing in for a missing translation (bidi.tsx) */
  lang?: FallbackLang
}

/**
 * Renders editor-written Markdown (see MarkdownContent.tsx for what is allowed). The parser is a
 * separate chunk, not preloaded with the page: the server sends the rendered HTML, and the browser
 * hydrates this part once the chunk arrives, so it never delays the page's first paint or its
 * other scripts.
 */
export function Markdown({ children, className, lang }: MarkdownProps) {
  return (
    <div
      className={[prose, className].filter(Boolean).join(' ')}
      {...(lang ? { lang, dir: 'ltr' } : {})}
    >
      <Suspense fallback={null}>
        <MarkdownContent>{children}</MarkdownContent>
      </Suspense>
    </div>
  )
}
