import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { decided, editorToken } from './visitor-and-editor.ts'

/**
 * An admin adds a product to the header menu on /admin/menus, moves it by keyboard (up, then in:
 * under Products), drags the footer's Contact to the top, saves, and the public header shows the
 * product in English and Arabic (and the footer Contact first); renamed, the link follows;
 * deactivated, it is gone. The product is made for this test, and the menus are put back as they
 * were after it (specs share a stack).
 */
const stamp = Date.now().toString(36)
const slug = `menu-probe-${stamp}`
const renamed = `${slug}-renamed`
const title = `Menu Probe ${stamp}`

/** The header's links to `path` (the desktop dropdown's and the phone menu's). */
const headerLinks = (page: Page, path: string) => page.locator(`header a[href="${path}"]`)

/** content-api as the demo admin: `api('/navigation', { method: 'POST', body })` */
async function adminApi(contentApiUrl: string) {
  const token = await editorToken(contentApiUrl)
  return (path: string, init: RequestInit = {}) =>
    fetch(`${contentApiUrl}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    })
}

test('when an admin adds a product to the header menu, nests it by keyboard and saves, then the public header shows it; renamed it follows, deactivated it is gone', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  // an admin screen, three public pages and two content changes: long on a shared machine
  test.setTimeout(180_000)
  const api = await adminApi(stack.contentApiUrl)
  const before = (await (await api('/navigation')).json()) as { version: string; menus: unknown }
  const created = await api('/products', {
    method: 'POST',
    body: JSON.stringify({ title, slug, summary: 'A product the menus test links to.' }),
  })
  expect(created.status).toBe(201)

  try {
    await decided(page)
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/admin/menus`)
    await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible()
    await expectNoAxeViolations(page)

    const header = page.getByRole('region', { name: 'Header menu' })
    await header.getByRole('searchbox', { name: 'Find a record' }).fill(title)
    await header.getByRole('button', { name: `Add: ${title} (product)` }).click()
    const status = page.getByRole('status').filter({ hasText: title })
    await expect(status).toHaveText(`${title} was added to the Header menu.`)

    // by keyboard: Move up (before Sectors), then Move in (under Products, the item above)
    const row = header.locator('li[data-item]').filter({ hasText: title }).last()
    // each button names its item after its text ("Move up: <label>", the label visually hidden)
    const named = (action: string) => new RegExp(`^${action}\\W+${title}$`)
    await row.getByRole('button', { name: named('Move up') }).focus()
    await page.keyboard.press('Enter')
    await expect(status).toHaveText(`${title}: item 5 of 6.`)
    await expect(page.locator(':focus')).toHaveAccessibleName(named('Move up'))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAccessibleName(named('Move in'))
    await page.keyboard.press('Enter')
    await expect(status).toHaveText(`${title} is now under Products.`)
    const products = header.locator('li[data-item]').filter({ hasText: 'Products' }).first()
    await expect(products.locator('ul li[data-item]')).toHaveText(new RegExp(title))
    await expect(page.getByText('You have unsaved changes.')).toBeVisible()
    await expectNoAxeViolations(page)

    // by mouse: Contact's handle dropped on the top of the footer's first item puts it first
    // (the drag's events dispatched as the browser sends them: dragstart, dragover, drop)
    const footer = page.getByRole('region', { name: 'Footer menu' })
    const handle = footer
      .locator('li[data-item]')
      .filter({ hasText: 'Contact' })
      .locator('[draggable="true"]')
    const first = footer.locator('li[data-item]').first()
    const box = await first.boundingBox()
    if (!box) throw new Error('the footer menu has no first item on screen')
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer())
    await handle.dispatchEvent('dragstart', { dataTransfer })
    const at = { dataTransfer, clientX: box.x + 40, clientY: box.y + 4 }
    await first.dispatchEvent('dragover', at)
    await expect(first).toHaveAttribute('data-drop', 'before')
    await first.dispatchEvent('drop', at)
    await expect(page.getByRole('status').filter({ hasText: 'Contact' })).toHaveText(
      'Contact: item 1 of 5.',
    )

    await page.getByRole('button', { name: 'Save menus' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The menus were saved.' }),
    ).toBeVisible()
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0)

    await page.goto(`${stack.webUrl}/`)
    await expect(headerLinks(page, `/products/${slug}`)).toHaveCount(2)
    await expect(headerLinks(page, `/products/${slug}`).first()).toHaveText(title)
    await expect(
      page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link').first(),
    ).toHaveText('Contact')
    await page.goto(`${stack.webUrl}/ar`)
    // no Arabic title: the English one, marked so
    await expect(headerLinks(page, `/ar/products/${slug}`).first()).toHaveText(title)
    await expect(headerLinks(page, `/ar/products/${slug}`).first().locator('bdi')).toHaveAttribute(
      'lang',
      'en',
    )

    const version = ((await (await api(`/products/${slug}`)).json()) as { version: string }).version
    const rename = await api(`/products/${slug}/rename`, {
      method: 'POST',
      body: JSON.stringify({ to: renamed, version }),
    })
    expect(rename.status).toBe(200)
    await page.goto(`${stack.webUrl}/`)
    await expect(headerLinks(page, `/products/${renamed}`)).toHaveCount(2)
    await expect(headerLinks(page, `/products/${slug}`)).toHaveCount(0)

    const current = (await (await api(`/products/${renamed}`)).json()) as { version: string }
    const off = await api(`/products/${renamed}`, {
      method: 'PATCH',
      body: JSON.stringify({ version: current.version, is_active: false }),
    })
    expect(off.status).toBe(200)
    await page.goto(`${stack.webUrl}/ar`)
    await expect(headerLinks(page, `/ar/products/${renamed}`)).toHaveCount(0)
    await expect(headerLinks(page, '/ar/products')).toHaveCount(2)
  } finally {
    const now = (await (await api('/navigation')).json()) as { version: string }
    await api('/navigation', {
      method: 'POST',
      body: JSON.stringify({ version: now.version, menus: before.menus }),
    })
    for (const s of [renamed, slug]) await api(`/products/${s}`, { method: 'DELETE' })
    const list = (await (await api('/redirects')).json()) as {
      version: string
      redirects: Array<{ from: string; to: string }>
    }
    const kept = list.redirects.filter((r) => !r.from.includes(slug))
    if (kept.length !== list.redirects.length)
      await api('/redirects', {
        method: 'POST',
        body: JSON.stringify({ version: list.version, redirects: kept }),
      })
  }
})

test('when an admin renames the header button in English and Arabic, then every page of both languages shows it, on a phone too', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  const api = await adminApi(stack.contentApiUrl)
  const before = (await (await api('/navigation')).json()) as { version: string; menus: unknown }
  try {
    await decided(page)
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/admin/menus`)
    const buttons = page.getByRole('region', { name: 'Header buttons' })
    const row = buttons.locator('li[data-item]').first()
    await row.getByLabel('Label (English)').fill('Request a quote')
    await row.getByLabel('Label (Arabic)').fill('اطلب عرض سعر')
    // a button has no dropdown: no Move in / Move out, and two at most
    await expect(row.getByRole('button', { name: /^Move in/ })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Save menus' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The menus were saved.' }),
    ).toBeVisible()

    for (const [path, label] of [
      ['/', 'Request a quote'],
      ['/products', 'Request a quote'],
      ['/ar', 'اطلب عرض سعر'],
      ['/ar/about', 'اطلب عرض سعر'],
    ] as const) {
      await page.goto(`${stack.webUrl}${path}`)
      const contact = path.startsWith('/ar') ? '/ar/contact' : '/contact'
      await expect(page.locator(`header a[href="${contact}"]`).first()).toHaveText(label)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${stack.webUrl}/`)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(
      page.locator('#mobile-menu').getByRole('link', { name: 'Request a quote' }),
    ).toBeVisible()
  } finally {
    const now = (await (await api('/navigation')).json()) as { version: string }
    await api('/navigation', {
      method: 'POST',
      body: JSON.stringify({ version: now.version, menus: before.menus }),
    })
  }
})
