import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import {
  languageList,
  languageOf,
  translationLanguages,
  type TranslationLanguage,
} from '@site/contract'
import { expectNoAxeViolations } from './axe.ts'
import { expect } from './fixtures.ts'
import type { StackInfo } from './stack-info.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * The admin steps of translating a record, the same in every language (arabic.spec.ts and
 * languages.spec.ts each run them in theirs): a new product, English only (every seeded record
 * is translated), falls back to English on its page in `lang`; the list marks it "<Language>
 * missing" with a link to translate; its editor names the missing fields and has a tab per
 * language; the translation's form has only translatable fields, in the language's direction;
 * the save is one commit of only the product's file, by the editor, saying which language; its
 * page in `lang` shows the translation, and every other translation language still falls back.
 */

export const PRODUCT = { slug: 'feeder-meter-hub', title: 'Feeder Meter Hub' }

/** The last commit: its author, subject and files. */
const lastCommit = (contentDir: string) => {
  const [author = '', subject = '', ...files] = execFileSync(
    'git',
    ['show', '--name-only', '--format=%an%n%s', 'HEAD'],
    { cwd: contentDir },
  )
    .toString()
    .trim()
    .split('\n')
    .filter(Boolean)
  return { author, subject, files }
}

export async function translateNewProductInAdmin(
  {
    page,
    stack,
    loginAsEditor,
  }: { page: Page; stack: StackInfo; loginAsEditor: () => Promise<void> },
  lang: TranslationLanguage,
  /** the translation typed, by the field's label (the first is the Title) */
  values: Record<string, string>,
): Promise<void> {
  const { name, dir } = languageOf(lang)
  const token = await editorToken(stack.contentApiUrl)
  const created = await fetch(`${stack.contentApiUrl}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: PRODUCT.title,
      summary: 'Collects feeder meter readings for a substation.',
      category: 'Hardware Systems',
      price_range: 'On request',
    }),
  })
  expect(created.status).toBe(201)
  const productPage = (code: string) => `${stack.webUrl}/${code}/products/${PRODUCT.slug}`
  try {
    // untranslated, the page in the language falls back to the English
    await page.goto(productPage(lang))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.title)
    await loginAsEditor()

    // the list marks the record without the language, the mark a link to translate it
    await page.goto(`${stack.webUrl}/admin/products`)
    const mark = page.locator(`a[href="/admin/products/${PRODUCT.slug}?lang=${lang}"]`)
    await expect(mark).toHaveAccessibleName(new RegExp(`^${name} missing: translate `))
    // the seeded products are translated: no mark
    await expect(
      page.locator(`a[href="/admin/products/corvane-rx500-rtu?lang=${lang}"]`),
    ).toHaveCount(0)
    await mark.click()
    await expect(page).toHaveURL(new RegExp(`/admin/products/${PRODUCT.slug}\\?lang=${lang}$`))

    // the English editor names what is missing and offers every language by its own name
    await page.goto(`${stack.webUrl}/admin/products/${PRODUCT.slug}`)
    const languages = page.getByRole('navigation', { name: 'Language of the content' })
    await expect(languages.getByRole('link')).toHaveText(
      languageList.map((l, i) => (i === 0 ? l.endonym : `${l.endonym} (${l.name})`)),
    )
    await expect(
      page.getByText(new RegExp(`${name} missing for \\d+ fields?: Title`)),
    ).toBeVisible()
    await languages.getByRole('link', { name: new RegExp(name) }).click()
    await expect(page).toHaveURL(new RegExp(`lang=${lang}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${name})`)
    // only translatable fields (no slug, image or sort order), in the language's direction
    await expect(page.getByRole('spinbutton')).toHaveCount(0)
    const [first, ...others] = Object.entries(values)
    if (!first) throw new Error('translateNewProductInAdmin needs at least the Title')
    const title = page.getByRole('textbox', { name: first[0], exact: true })
    await expect(title).toHaveValue('')
    await expect(title.locator('xpath=ancestor::*[@dir][1]')).toHaveAttribute('dir', dir)
    await expect(title.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', lang)
    await expectNoAxeViolations(page)
    await title.fill(first[1])
    for (const [label, value] of others) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value)
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/^Saved "/)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`lang=${lang}`))
    expect(lastCommit(stack.contentDir)).toEqual({
      author: 'Demo Admin',
      subject: `products: translate "${PRODUCT.title}" (${name})`,
      files: [`products/${PRODUCT.slug}.md`],
    })

    await page.goto(productPage(lang))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first[1])
    for (const [, value] of others) await expect(page.getByText(value).first()).toBeVisible()
    // the other translations are untouched: still the English fallback
    for (const other of translationLanguages.filter((code) => code !== lang)) {
      await page.goto(productPage(other))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.title)
    }
  } finally {
    await fetch(`${stack.contentApiUrl}/api/products/${PRODUCT.slug}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
  }
}
