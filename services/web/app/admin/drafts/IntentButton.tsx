import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { button } from '../../ui/Button.css'

/**
 * One draft action as a form of its own: a button posting `intent` (with any hidden `fields`) to
 * the editor's action, disabled while another action of the editor is at work.
 */
export function IntentButton({
  intent,
  fields = {},
  variant,
  busy,
  children,
}: {
  intent: string
  fields?: Record<string, string>
  variant: NonNullable<Parameters<typeof button>[0]>['variant']
  busy: boolean
  children: ReactNode
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={button({ variant, size: 'sm' })} disabled={busy}>
        {children}
      </button>
    </Form>
  )
}
