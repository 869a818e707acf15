import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const PRODUCT = 'corvane-rx500-rtu'

/** A signed-out visitor's view: the page cache's answer ('hit' or 'miss') and the HTML. */
async function view(request: APIRequestContext, url: string) {
  const res = await request.get(url, { maxRedirects: 0 })
  expect(res.status(), url).toBe(200)
  return { cache: res.headers()['x-page-cache'], html: await res.text() }
}

test("when an editor saves a product, then a visitor's next view of it shows the new text while Home stays cached", async ({
  page,
  request,
  stack,
  loginAsEditor,
}) => {
  const paths = ['/', `/products/${PRODUCT}`, '/products', '/ar']
  // the visitor's views fill the cache: each a hit the second time
  for (const path of paths) await view(request, `${stack.webUrl}${path}`)
  for (const path of paths)
    expect((await view(request, `${stack.webUrl}${path}`)).cache, path).toBe('hit')

  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/products/${PRODUCT}`)
  const title = page.getByRole('textbox', { name: 'Title', exact: true })
  const original = await title.inputValue()
  const renamed = `RX500 saved ${Date.now().toString(36)}`
  await title.fill(renamed)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(`Saved "${renamed}"`)).toBeVisible()

  try {
    // the product's page and the list read the saved file: rendered anew, with the new title
    const product = await view(request, `${stack.webUrl}/products/${PRODUCT}`)
    expect(product.cache).toBe('miss')
    expect(product.html).toContain(renamed)
    const list = await view(request, `${stack.webUrl}/products`)
    expect(list.cache).toBe('miss')
    expect(list.html).toContain(renamed)
    // Home, in either language, read none of it: still the cached page
    expect((await view(request, `${stack.webUrl}/`)).cache).toBe('hit')
    expect((await view(request, `${stack.webUrl}/ar`)).cache).toBe('hit')
  } finally {
    // the other specs of the run share this content
    await page.goto(`${stack.webUrl}/admin/products/${PRODUCT}`)
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(original)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(`Saved "${original}"`)).toBeVisible()
  }
})
