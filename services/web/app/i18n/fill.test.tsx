import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fill } from './fill'

describe('fill', () => {
  it('when a message has placeholders, then React nodes take their places', () => {
    const html = renderToStaticMarkup(
      <p>{fill('هل أنت مستعد للحديث عن {title}؟', { title: <bdi lang="en">Energy</bdi> })}</p>,
    )
    expect(html).toBe('<p>هل أنت مستعد للحديث عن <bdi lang="en">Energy</bdi>؟</p>')
  })
  it('when a placeholder has no value, then it stays as written', () => {
    expect(renderToStaticMarkup(<p>{fill('{a} and {b}', { a: 'x' })}</p>)).toBe('<p>x and {b}</p>')
  })
})
