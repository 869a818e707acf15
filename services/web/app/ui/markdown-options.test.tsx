import { renderToStaticMarkup } from 'react-dom/server'
import ReactMarkdown from 'react-markdown'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { markdownComponents, markdownOptions } from './markdown-options'

function render(markdown: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ReactMarkdown {...markdownOptions} components={markdownComponents}>
        {markdown}
      </ReactMarkdown>
    </MemoryRouter>,
  )
}

describe('markdown rendering', () => {
  it('when the source has raw HTML, then it is dropped rather than rendered', () => {
    const html = render('Hello <script>alert(1)</script> <b onclick="x()">bold</b> world')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('onclick')
    expect(html).not.toContain('<b')
    expect(html).toContain('Hello')
  })

  it('when a link is external, then it gets rel="noopener noreferrer"', () => {
    const html = render('[Partner](https://partner.example.com/)')
    expect(html).toContain('href="https://partner.example.com/"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it('when a link is a site path, then it is a router link without rel', () => {
    const html = render('[Contact us](/contact)')
    expect(html).toContain('href="/contact"')
    expect(html).not.toContain('rel=')
  })

  it('when a link uses javascript:, then its URL is removed', () => {
    const html = render('[click](javascript:alert(1))')
    expect(html).not.toContain('javascript:')
  })

  it('when Markdown has headings and lists, then they become HTML', () => {
    const html = render('## Title\n\n- one\n- two')
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<li>one</li>')
  })
})
