import { execFileSync } from 'node:child_process'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { decided, editorToken } from './visitor-and-editor.ts'

/**
 * The languages of the list side by side: the switch offers every other language by its own
 * name and keeps the page, and French is edited in the admin beside English as Arabic is.
 */

const lastCommit = (contentDir: string) =>
  execFileSync('git', ['show', '--name-only', '--format=%s', 'HEAD'], { cwd: contentDir })
    .toString()
    .trim()
    .split('\n')
    .filter(Boolean)

test('when a visitor switches between the three languages, then each switch keeps the page, names the languages in themselves and sets lang and dir', async ({
  page,
  stack,
}) => {
  await decided(page)
  await page.goto(`${stack.webUrl}/about`)
  const header = page.locator('header')
  await expect(header.locator('[data-language-switch="ar"]:visible')).toHaveText('العربية')
  await expect(header.locator('[data-language-switch="fr"]:visible')).toHaveText('Français')
  await expect(header.locator('[data-language-switch="en"]')).toHaveCount(0)
  await expect(page.locator('head link[rel=alternate][hreflang=fr]')).toHaveAttribute(
    'href',
    `${stack.webUrl}/fr/about`,
  )

  await header.locator('[data-language-switch="fr"]:visible').click()
  await expect(page).toHaveURL(`${stack.webUrl}/fr/about`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  const french = page.locator('header [data-language-switch="ar"]:visible')
  await expect(french).toHaveAttribute('lang', 'ar')
  await expect(french).toHaveAttribute('href', '/ar/about')
  await expectNoAxeViolations(page)

  await french.click()
  await expect(page).toHaveURL(`${stack.webUrl}/ar/about`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.locator('footer [data-language-switch="fr"]').click()
  await expect(page).toHaveURL(`${stack.webUrl}/fr/about`)
  await page.locator('footer [data-language-switch="en"]').click()
  await expect(page).toHaveURL(`${stack.webUrl}/about`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('when the sitemap is read, then every page is listed in the three languages with its alternates', async ({
  request,
  stack,
}) => {
  const xml = await (await request.get(`${stack.webUrl}/sitemap.xml`)).text()
  expect(xml).toContain(`<loc>${stack.webUrl}/fr/solutions</loc>`)
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="fr" href="${stack.webUrl}/fr/solutions"/>`,
  )
})

test('when an editor translates a product into French in the admin, then /fr shows it, and the save is one commit of its file that says French', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  const token = await editorToken(stack.contentApiUrl)
  const created = await fetch(`${stack.contentApiUrl}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Feeder Meter Hub',
      summary: 'Collects feeder meter readings for a substation.',
      category: 'Hardware Systems',
      price_range: 'On request',
    }),
  })
  expect(created.status).toBe(201)
  try {
    // untranslated, the French page falls back to the English, marked as French
    await page.goto(`${stack.webUrl}/fr/products/feeder-meter-hub`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feeder Meter Hub')
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/admin/products`)
    const mark = page.locator('a[href="/admin/products/feeder-meter-hub?lang=fr"]')
    await expect(mark).toHaveAccessibleName(/^French missing: translate /)
    await page.goto(`${stack.webUrl}/admin/products/feeder-meter-hub`)
    const languages = page.getByRole('navigation', { name: 'Language of the content' })
    await expect(languages.getByRole('link')).toHaveText([
      'English',
      'العربية (Arabic)',
      'Français (French)',
    ])
    await expect(page.getByText(/French missing for \d+ fields?: Title/)).toBeVisible()
    await languages.getByRole('link', { name: /French/ }).click()
    await expect(page).toHaveURL(/lang=fr$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(French)')
    await expect(page.getByRole('spinbutton')).toHaveCount(0)
    const title = page.getByRole('textbox', { name: 'Title', exact: true })
    await expect(title).toHaveValue('')
    await expectNoAxeViolations(page)
    await title.fill('Concentrateur de compteurs de départ')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/^Saved "/)).toBeVisible()
    await expect(page).toHaveURL(/lang=fr/)
    expect(lastCommit(stack.contentDir)).toEqual([
      'products: translate "Feeder Meter Hub" (French)',
      'products/feeder-meter-hub.md',
    ])
    await page.goto(`${stack.webUrl}/fr/products/feeder-meter-hub`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Concentrateur de compteurs de départ',
    )
    // the Arabic is untouched: still the English fallback
    await page.goto(`${stack.webUrl}/ar/products/feeder-meter-hub`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feeder Meter Hub')
  } finally {
    await fetch(`${stack.contentApiUrl}/api/products/feeder-meter-hub`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
  }
})
