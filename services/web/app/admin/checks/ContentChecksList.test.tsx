import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { ContentCheckReport } from '@site/contract'

// class names do not matter here, and vanilla-extract's styles only compile under Vite's plugin
vi.mock('../dashboard/dashboard.css', () => ({ problemList: 'l' }))
vi.mock('../ui/Notice', () => ({
  Notice: (p: { title?: string; tone: string; children: React.ReactNode }) => (
    <div data-tone={p.tone} data-title={p.title}>
      {p.children}
    </div>
  ),
}))
import { ContentChecksList } from './ContentChecksList'

function render(report: ContentCheckReport): string {
  const Stub = createRoutesStub([
    { path: '/admin', Component: () => <ContentChecksList report={report} /> },
  ])
  return renderToStaticMarkup(<Stub initialEntries={['/admin']} />)
}

const item = (target: string, severity?: 'warning') => ({
  target,
  file: `${target}.json`,
  problems: [
    {
      field: 'hero.button_url',
      message: 'The link to /x: gone',
      ...(severity ? { severity } : {}),
    },
  ],
})

describe('the dashboard content checks', () => {
  it('when nothing is found, then it says so', () => {
    const html = render({ revision: 'r', counts: { items: 0, errors: 0, warnings: 0 }, items: [] })
    expect(html).toContain('data-tone="success"')
    expect(html).toContain('No broken links')
  })

  it('when items have errors, then each links to its editor with the problem in words, and the counts say how many are not listed', () => {
    const html = render({
      revision: 'r',
      counts: { items: 3, errors: 2, warnings: 1 },
      items: [item('products/rx-500'), item('pages/home', 'warning')],
    })
    expect(html).toContain('data-tone="error"')
    expect(html).toContain('data-title="Content checks: 3 items have content problems"')
    expect(html).toContain('2 errors, 1 warning The first 2 are listed.')
    expect(html).toContain('<a href="/admin/products/rx-500"')
    expect(html).toContain('>Product: rx-500</a>')
    expect(html).toContain('<a href="/admin/home-contents"')
    expect(html).toContain('<strong>Error:</strong>')
    expect(html).toContain('<strong>Warning:</strong>')
  })

  it('when only warnings are found, then the notice is a warning, not an error', () => {
    const html = render({
      revision: 'r',
      counts: { items: 1, errors: 0, warnings: 1 },
      items: [item('pages/home', 'warning')],
    })
    expect(html).toContain('data-tone="warning"')
  })
})
