import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * No one overwrites anyone: two people (two browsers) on one product see each other live, the
 * second takes over after a confirmation and the first is told, and the first hears "changed by"
 * as soon as the second saves, before they save themselves.
 */

const suffix = Date.now().toString(36)
const TITLE = `Presence Meter ${suffix}`
const second = {
  name: 'Pia Presence',
  email: `pia-${suffix}@example.com`,
  role: 'editor',
  password: 'a long editor password',
}
let slug = ''

test.beforeAll(async ({ stack }) => {
  const token = await editorToken(stack.contentApiUrl)
  const post = (path: string, body: unknown) =>
    fetch(`${stack.contentApiUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
  const user = await post('/users', second)
  expect(user.status, await user.clone().text()).toBe(201)
  const made = await post('/products', {
    title: TITLE,
    summary: 'Shows who else has it open.',
    category: 'Hardware Systems',
    price_range: 'On request',
  })
  expect(made.status, await made.clone().text()).toBe(201)
  slug = ((await made.json()) as { slug: string }).slug
})

async function signIn(page: Page, webUrl: string, email: string, password: string) {
  await page.goto(`${webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await expect(page).toHaveURL(`${webUrl}/admin`)
}

test('when two people open one product, then each sees the other live; the second takes over and saves, and the first is told both before saving', async ({
  page,
  browser,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  await loginAsEditor()
  await gotoAndSettle(page, `${stack.webUrl}/admin/products/${slug}`)
  const secondContext = await browser.newContext()
  try {
    const other = await secondContext.newPage()
    await signIn(other, stack.webUrl, second.email, second.password)
    await gotoAndSettle(other, `${stack.webUrl}/admin/products/${slug}`)

    // both ways, live: the first learns of the second without reloading
    await expect(other.getByText(/Demo Admin is editing since/)).toBeVisible()
    await expect(
      other.getByText('You are viewing: Demo Admin is editing.', { exact: false }),
    ).toBeVisible()
    await expect(page.getByText(/Pia Presence is viewing since/)).toBeVisible()
    // the soft lock: the one viewing has no Save until they take over
    const save = (p: Page) => p.getByRole('button', { name: 'Save', exact: true })
    await expect(save(other)).toHaveCount(0)
    await expect(save(page)).toBeVisible()
    await expectNoAxeViolations(other)

    // the second takes over, after a confirmation that says the first will be told
    await other.getByRole('button', { name: 'Take over' }).click()
    const confirm = other.getByRole('dialog', { name: 'Take over editing?' })
    await expect(confirm).toContainText('Demo Admin is editing this. They will be told')
    await expectNoAxeViolations(other)
    await confirm.getByRole('button', { name: 'Take over' }).click()
    await expect(page.getByText(/Pia Presence took over editing at/)).toBeVisible()
    await expect(page.getByText(/Pia Presence is editing since/)).toBeVisible()
    await expect(other.getByText(/Demo Admin is viewing since/)).toBeVisible()
    await expect(save(page)).toHaveCount(0)

    // the second saves: the first is told before they save anything
    await other.getByRole('textbox', { name: 'Title', exact: true }).fill(`${TITLE} by Pia`)
    await save(other).click()
    await expect(other.getByText(`Saved "${TITLE} by Pia"`)).toBeVisible()
    await expect(
      page.getByText(/Changed by Pia Presence at .*reload to see it before you save/),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    // and the one who saved is not told about their own save
    await expect(other.getByText(/Changed by/)).toHaveCount(0)

    // reloading shows the first the second's version
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      `${TITLE} by Pia`,
    )
  } finally {
    await secondContext.close()
  }
})
