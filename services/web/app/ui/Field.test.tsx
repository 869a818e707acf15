import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

// the class names do not matter here, and vanilla-extract's styles only compile under Vite's plugin
vi.mock('./Field.css', () => ({
  field: 'field',
  label: 'label',
  requiredMark: 'required',
  hint: 'hint',
  error: 'error',
}))
vi.mock('./Icon', () => ({ Icon: () => null }))
import { Field } from './Field'

describe('Field', () => {
  it('when a field sits in a right-to-left form, then its label and hint keep their own direction', () => {
    const html = renderToStaticMarkup(
      <form dir="rtl">
        <Field label="Working hours (line 3)" hint="English: Sunday: closed.">
          {(control) => <input {...control} />}
        </Field>
      </form>,
    )
    expect(html).toMatch(/<label [^>]*dir="auto"[^>]*>Working hours \(line 3\)<\/label>/)
    expect(html).toMatch(/<p [^>]*dir="auto"[^>]*>English: Sunday: closed\.<\/p>/)
  })
})
