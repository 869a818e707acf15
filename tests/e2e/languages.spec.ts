import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { translateNewProductInAdmin } from './translate-in-admin.ts'
import { decided } from './visitor-and-editor.ts'

/**
 * The languages of the list side by side: the switch offers every other language by its own
 * name and keeps the page, and French is edited in the admin beside English as Arabic is.
 */

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
  test.slow() // a product made, listed, edited, saved and read in each language's page
  await translateNewProductInAdmin({ page, stack, loginAsEditor }, 'fr', {
    Title: 'Concentrateur de compteurs de départ',
  })
})
