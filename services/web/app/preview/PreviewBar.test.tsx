import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'

// the class names do not matter here, and vanilla-extract's styles only compile under Vite's plugin
vi.mock('./PreviewBar.css', () => ({ bar: 'bar', link: 'link', status: 'status' }))
import { PreviewBar } from './PreviewBar'

const barOn = (path: string, signedIn: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <PreviewBar preview={{ editorPath: '/admin/products/rx-500', signedIn }} />
    </MemoryRouter>,
  )

describe('PreviewBar', () => {
  it('when a signed-in user previews, then a labelled region says it is not published and links back to the editor', () => {
    const html = barOn('/products/rx-500', true)
    // a named <section> is a region landmark
    expect(html).toContain('<section aria-label="Preview"')
    expect(html).toContain('<p role="status" class="status">Preview, not published</p>')
    expect(html).toContain('href="/admin/products/rx-500" target="_top"')
    expect(html).toContain('Back to the editor')
  })

  it('when a share link is previewed, then there is no way into the admin', () => {
    const html = barOn('/products/rx-500', false)
    expect(html).toContain('Preview, not published')
    expect(html).not.toContain('href=')
  })

  it('when the page is Arabic, then the bar speaks Arabic from the catalogue', () => {
    const html = barOn('/ar/products/rx-500', true)
    expect(html).toContain('aria-label="معاينة"')
    expect(html).toContain('معاينة، غير منشورة')
    expect(html).toContain('العودة إلى المحرر')
  })
})
