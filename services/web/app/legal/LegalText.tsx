import { legalPlaceholders, withFragments, type LegalPlaceholder } from '@site/contract'
import type { ComponentProps } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import { dirOf } from '../i18n/locale'
import { useLocale } from '../i18n/use-locale'
import { markdownComponents, markdownOptions } from '../ui/markdown-options'
import { rehypeLatinBlocks } from '../ui/rehype-latin-blocks'
import type { LegalValues } from './legal-values'
import { placeholderAttribute, placeholderTag, rehypePlaceholders } from './rehype-placeholders'

const placeholders = rehypePlaceholders(legalPlaceholders)

/**
 * A legal text's section body: its Markdown rendered as all editor Markdown is (no raw HTML,
 * unsafe links removed: ui/markdown-options.ts), each `[[name: ...]]` fragment kept only when
 * that value is there, and each `{name}` filled with its value. Rendered on the server only (the
 * legal pages send no script), so the parser is not the lazy chunk ui/Markdown.tsx loads.
 */
export function LegalText({ markdown, values }: { markdown: string; values: LegalValues }) {
  const rtl = dirOf(useLocale()) === 'rtl'
  const valueOf = (name: unknown) =>
    typeof name === 'string' && Object.hasOwn(values, name)
      ? values[name as LegalPlaceholder]
      : null
  const Value = (props: ComponentProps<'span'>) => (
    <>{valueOf((props as Record<string, unknown>)[placeholderAttribute])}</>
  )
  const components = { ...markdownComponents, [placeholderTag]: Value } as Components
  return (
    <ReactMarkdown
      {...markdownOptions}
      components={components}
      rehypePlugins={rtl ? [placeholders, rehypeLatinBlocks] : [placeholders]}
    >
      {withFragments(markdown, (name) => valueOf(name) != null)}
    </ReactMarkdown>
  )
}
