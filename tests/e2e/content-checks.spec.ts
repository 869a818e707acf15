import { expectNoAxeViolations } from './axe.ts'
import { expect, expectBrowserError, gotoAndSettle, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

test.describe.configure({ mode: 'serial' })

// a sector no other spec edits
const SLUG = 'security'
const stamp = Date.now().toString(36)
const missing = `/products/no-such-product-${stamp}`
const message = `Line 3: link to ${missing}: there is no product "no-such-product-${stamp}"`

async function api(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown }
}

test('when a record links to a product that does not exist, then the problem shows beside the field and on the dashboard, and publishing its draft asks for confirmation', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  const token = await editorToken(stack.contentApiUrl)
  const read = async () =>
    (await api(stack.contentApiUrl, token, 'GET', `/sectors/${SLUG}`)).body as {
      version: string
      detailed_description: string
    }
  const original = await read()
  const broken = `Intro.\n\nSee [the controller](${missing}).`
  const saved = await api(stack.contentApiUrl, token, 'PATCH', `/sectors/${SLUG}`, {
    version: original.version,
    detailed_description: broken,
  })
  expect(saved.status).toBe(200)

  try {
    await loginAsEditor()
    // the dashboard: the item, linking to its editor, with the problem said in words
    await gotoAndSettle(page, `${stack.webUrl}/admin`)
    const listed = page.getByRole('list', { name: 'Content checks' })
    await expect(listed.getByRole('link', { name: `Sector: ${SLUG}`, exact: true })).toBeVisible()
    await expect(listed).toContainText(`Error: detailed_description ${message}`)
    await expectNoAxeViolations(page)

    // beside the field, in the field's group
    await listed.getByRole('link', { name: `Sector: ${SLUG}` }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/admin/sectors/${SLUG}`)
    const group = page.locator('fieldset').filter({ hasText: 'Detailed description' })
    await expect(group.getByText(message)).toBeVisible()
    await expect(group).toContainText('Content check')
    await expectNoAxeViolations(page)

    // a draft of it, then Publish: asked first, and nothing is published until confirmed
    await page.getByRole('button', { name: 'Save draft' }).click()
    const banner = page.getByRole('region', { name: 'Draft, not published' })
    await expect(banner).toBeVisible()
    // the question is answered 409, as a publish with fields to choose is
    expectBrowserError(page, /status of 409/)
    await page.getByRole('button', { name: 'Publish draft' }).click()
    const question = page.getByRole('alert').filter({ hasText: 'Publish with content errors?' })
    await expect(question).toBeVisible()
    await expect(question).toContainText(message)
    await expect(banner).toBeVisible()
    await expectNoAxeViolations(page)
    await question.getByRole('button', { name: 'Publish anyway' }).click()
    await expect(banner).toHaveCount(0)
    expect((await read()).detailed_description).toBe(broken)
  } finally {
    await api(stack.contentApiUrl, token, 'DELETE', `/drafts/sectors/${SLUG}`)
    const now = await read()
    await api(stack.contentApiUrl, token, 'PATCH', `/sectors/${SLUG}`, {
      version: now.version,
      detailed_description: original.detailed_description,
    })
  }
})
