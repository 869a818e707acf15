import { createRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

// the class names do not matter here, and vanilla-extract's styles only compile under Vite's plugin
vi.mock('./LivePreview.css', () => ({
  toolbar: 'toolbar',
  hint: 'hint',
  status: 'status',
  error: 'error',
  panel: 'panel',
  panelHead: 'panel-head',
  panelTitle: 'panel-title',
  frame: 'frame',
}))
import { LivePreview } from './LivePreview'

const render = (props: { target: string; titleField?: string; hint?: string }) =>
  renderToStaticMarkup(
    <LivePreview formRef={createRef<HTMLFormElement>()} item="RX-500" {...props} />,
  )

describe('LivePreview', () => {
  it('when an existing item is edited, then a "Live preview" toggle is offered, off, and no frame yet', () => {
    const html = render({ target: 'products/rx-500' })
    const toggle = /<button[^>]*>.*?<\/button>/.exec(html)?.[0] ?? ''
    expect(toggle).toContain('aria-pressed="false"')
    expect(toggle).toContain('<span>Live preview</span>')
    expect(html).not.toContain('disabled')
    expect(html).not.toContain('<iframe')
  })

  it('when a new record has no title yet, then the toggle waits, described by a hint saying why', () => {
    const html = render({ target: 'products', titleField: 'title' })
    expect(html).toContain('disabled=""')
    const hintId = /aria-describedby="([^"]+)"/.exec(html)?.[1]
    expect(hintId).toBeTruthy()
    expect(html).toContain(
      `<p id="${hintId}" class="hint">Type a title first: the preview shows the page at the address made from it.</p>`,
    )
  })

  it('when the editor says there is nothing to preview yet, then its hint is shown and the toggle waits', () => {
    const html = render({
      target: 'pages/about',
      hint: 'Press Edit on a section to preview it as you type.',
    })
    expect(html).toContain('disabled=""')
    expect(html).toContain('Press Edit on a section to preview it as you type.')
  })
})
