import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { DraftActionResult } from '../drafts/draft-intents.server'
import { FormErrors } from './FormErrors'
import { refusedDraftAnswer, type FormAnswer } from './use-editor-form'

const labels = { title: 'Title', summary: 'Summary' }
const shown = (answer: FormAnswer<unknown> | undefined) =>
  renderToStaticMarkup(<FormErrors answer={answer} labels={labels} here="/admin/products/rx-500" />)

describe('FormErrors', () => {
  it('when a save was refused for its fields, then each error links to its field under "There is a problem"', () => {
    const html = shown({ values: {}, fieldErrors: { summary: 'Too long', title: 'Required' } })
    expect(html).toContain('There is a problem')
    expect(html).toContain('href="#field-title"')
    // in form order (the labels' order), not the answer's
    expect(html.indexOf('Required')).toBeLessThan(html.indexOf('Too long'))
  })

  it('when only the whole form was refused, then the summary says "Not saved" with its message', () => {
    const html = shown({ values: {}, fieldErrors: {}, formError: 'The content service is down.' })
    expect(html).toContain('Not saved')
    expect(html).toContain('The content service is down.')
  })

  it('when the session ended, then a sign-in link opens in a new tab and leads back to this editor', () => {
    const html = shown({ values: {}, fieldErrors: {}, formError: 'Signed out', sessionEnded: true })
    expect(html).toContain(
      'href="/admin/login?redirectTo=%2Fadmin%2Fproducts%2Frx-500" target="_blank"',
    )
  })

  it('when nothing was refused, then nothing is listed', () => {
    expect(shown(undefined)).not.toContain('There is a problem')
  })
})

describe('refusedDraftAnswer', () => {
  it('when a Save draft is refused, then the editor gets what it sent, the errors and the message', () => {
    const refused: DraftActionResult = {
      intent: 'draft-save',
      ok: false,
      message: 'Not saved: check the fields.',
      fieldErrors: { title: 'Required' },
      sessionEnded: true,
      values: { title: '' },
    }
    expect(refusedDraftAnswer(refused)).toEqual({
      values: { title: '' },
      fieldErrors: { title: 'Required' },
      formError: 'Not saved: check the fields.',
      sessionEnded: true,
    })
  })
})
