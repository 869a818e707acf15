import { startStack, type Stack } from '../support/stack.ts'
import { expect, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * A draft lives on its git branch, not in content-api's memory: after content-api restarts, the
 * draft, its status and its schedule are all there, the editor reopens it, and the public site
 * still shows the published version.
 */
const PRODUCT = 'corvane-rx500-rtu'
let stack: Stack

test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  stack = await startStack({ demoMode: true })
})
test.afterAll(async () => {
  await stack?.stop()
})

async function api(token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${stack.contentApiUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as Record<string, unknown>,
  }
}

test('when content-api restarts, then a draft keeps its fields, status and schedule, and the editor reopens it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const token = await editorToken(stack.contentApiUrl)
  const published = (await api(token, 'GET', `/products/${PRODUCT}`)).body
  const { id: _id, slug: _slug, partner_details: _p, ...fields } = published
  const title = `Restart-proof title ${Date.now().toString(36)}`
  expect(
    (await api(token, 'PUT', `/drafts/products/${PRODUCT}`, { ...fields, title })).status,
  ).toBe(201)
  expect(
    (await api(token, 'POST', `/drafts/products/${PRODUCT}/status`, { status: 'review' })).status,
  ).toBe(200)
  const at = new Date(Date.now() + 3_600_000).toISOString()
  expect((await api(token, 'POST', `/drafts/products/${PRODUCT}/schedule`, { at })).status).toBe(
    200,
  )

  await stack.restart('content-api')

  const again = await editorToken(stack.contentApiUrl)
  const draft = (await api(again, 'GET', `/drafts/products/${PRODUCT}`)).body
  expect(draft).toMatchObject({ status: 'review', publishAt: at, item: { title } })
  const publicPage = await (await fetch(`${stack.webUrl}/products/${PRODUCT}`)).text()
  expect(publicPage).not.toContain(title)

  await page.goto(`${stack.webUrl}/admin/login`)
  await page.getByRole('button', { name: 'Auto-fill' }).click()
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin`)
  await page.goto(`${stack.webUrl}/admin/products/${PRODUCT}`)
  const panel = page.getByRole('region', { name: 'Draft, not published' })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('This draft is in review')
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
})
