import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { AdminLanguageCode } from '@site/contract'
import { adminI18n } from '../i18n/admin-i18n'
import { AdminLanguage } from '../i18n/use-admin-i18n'
import { itemFormValuesOf, namedEditorDefinition } from './item-form'
import { ItemForm } from './ItemForm'

const product = {
  slug: 'rx-500',
  version: 'v1',
  title: 'Corvane RX500 RTU',
  summary: 'A remote terminal unit.',
  specifications: [{ name: 'Inputs', value: '16' }],
  ar: { title: 'وحدة RX500' },
}

/** A product's editor form as the admin draws it for a user whose admin is in `admin`. */
function productForm(admin: AdminLanguageCode, lang: 'en' | 'ar' = 'en'): string {
  const Stub = createRoutesStub([
    {
      path: '/admin/products/rx-500',
      Component: () => (
        <AdminLanguage.Provider value={admin}>
          <ItemForm
            definition={namedEditorDefinition('products', lang, product, adminI18n(admin))}
            lang={lang}
            formId="products-form"
            formRef={null}
            values={itemFormValuesOf('products', product, lang)}
            errors={{}}
            theirs={{}}
            takenFromTheirs={[]}
            references={{ partner: [], sectors: [] }}
            submitting={false}
            onChange={() => undefined}
            onSubmit={() => undefined}
            actionBar={null}
          />
        </AdminLanguage.Provider>
      ),
    },
  ])
  return renderToStaticMarkup(<Stub initialEntries={['/admin/products/rx-500']} />)
}

const legends = (html: string) => [...html.matchAll(/<legend[^>]*>([^<]*)</g)].map((m) => m[1])

describe('ItemForm in the admin language', () => {
  it('when an Arabic admin opens a product, then its legends, labels, list columns and buttons are Arabic, and the English content and field names are untouched', () => {
    const html = productForm('ar')
    expect(legends(html)).toEqual(
      expect.arrayContaining(['النصوص', 'التفاصيل', 'الوسائط', 'الإدراج', 'القطاعات']),
    )
    expect(html).toMatch(/<label[^>]*>العنوان/)
    expect(html).toContain('المواصفات')
    expect(html).toContain('placeholder="الاسم"')
    expect(html).toContain('placeholder="القيمة"')
    expect(html).toContain('إضافة صف')
    expect(html).toContain('نشط (يظهر في الموقع)')
    expect(html).toContain('(لا شيء)')
    // the content stays as written, and what the form sends stays the registry's
    expect(html).toContain('value="Corvane RX500 RTU"')
    expect(html).toContain('name="title"')
    expect(html).toContain('name="specifications.name"')
    expect(html).not.toMatch(/>Texts<|>Title<|Add a row/)
  })

  it('when the same product is opened in an English admin, then it reads as the registry says', () => {
    const html = productForm('en')
    expect(legends(html)).toEqual(expect.arrayContaining(['Texts', 'Details', 'Media']))
    expect(html).toContain('Add a row')
    expect(html).toContain('Active (shown on the site)')
    expect(html).not.toMatch(/[\u0600-\u06FF]/)
  })

  it('when an English admin edits the Arabic translation, then the labels stay English, the help is the English text and the inputs are right to left', () => {
    const html = productForm('en', 'ar')
    expect(html).toContain('English: Corvane RX500 RTU')
    expect(html).toContain('value="وحدة RX500"')
    expect(html).toMatch(/lang="ar" dir="rtl"/)
  })
})
