import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { email, lines, reference, type Field } from '@site/contract'
import { FieldInput } from './FieldInput'

const input = (field: Field, value: string | string[] | boolean, error?: string) =>
  renderToStaticMarkup(
    <FieldInput
      name="f"
      field={field}
      value={value}
      error={error}
      options={[{ slug: 'a', title: 'A' }]}
    />,
  )

describe('FieldInput', () => {
  it('when a field is an e-mail, then its input is an e-mail input with its value', () => {
    const html = input(email('Main e-mail'), 'info@example.com')
    expect(html).toContain('type="email"')
    expect(html).toContain('value="info@example.com"')
  })

  it('when a list field has help and an error, then its fieldset is described by both', () => {
    const html = input(
      lines('Features', { help: 'One per line' }),
      'Fast\nSafe',
      'Line 2: too long',
    )
    expect(html).toContain('aria-describedby="field-f-hint field-f-error"')
    // the two items and the empty one an item is added in without JavaScript
    expect(html.match(/name="f"/g)).toHaveLength(3)
  })

  it('when a single reference names a record that is gone, then it stays chosen, marked not found', () => {
    const html = input(reference('Sector', { collection: 'sectors' }), 'old')
    expect(html).toContain('<option value="old" selected="">old (not found)</option>')
  })
})
