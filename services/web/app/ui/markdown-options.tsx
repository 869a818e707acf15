import type { ComponentProps } from 'react'
import type { Components, Options } from 'react-markdown'
import { LocalLink as Link } from '../i18n/LocalLink'
import { isExternalUrl } from './link-target'

/** Site paths become client-side links; external links get rel="noopener noreferrer". */
function MarkdownLink({
  href = '',
  children,
  node: _node,
  ...rest
}: ComponentProps<'a'> & { node?: unknown }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...rest} {...(isExternalUrl(href) ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

export const markdownComponents: Components = { a: MarkdownLink }

/**
 * Editor Markdown is rendered without raw HTML: skipHtml drops it (rehype-raw is deliberately not
 * used), and react-markdown's default urlTransform removes javascript: and other unsafe URLs.
 */
export const markdownOptions = { skipHtml: true } satisfies Partial<Options>
