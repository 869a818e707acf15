import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AdminLanguageCode } from '@site/contract'
import { AdminLanguage } from '../i18n/use-admin-i18n'
import { MergedNotice } from './MergedNotice'

const text = (lang: AdminLanguageCode, fields: string[]) =>
  renderToStaticMarkup(
    <AdminLanguage.Provider value={lang}>
      <MergedNotice fields={fields} labels={{ title: 'Title', image: 'Image' }} />
    </AdminLanguage.Provider>,
  ).replace(/<[^>]+>/g, ' ')

describe('the notice of a merged save', () => {
  it('when another editor changed fields at the same time, then their labels are listed as a sentence of the admin language', () => {
    expect(text('en', ['title'])).toContain('Their changes to Title were kept together with yours.')
    expect(text('en', ['title', 'image', 'features'])).toContain(
      'Their changes to Title, Image and features were kept together with yours. Check those fields',
    )
    expect(text('ar', ['title', 'image'])).toContain('Title وImage')
    expect(text('ar', ['title', 'image'])).toContain('غيّر شخص آخر هذا في الوقت نفسه')
  })

  it('when nothing was merged, then there is no notice', () => {
    expect(text('en', [])).toBe('')
  })
})
