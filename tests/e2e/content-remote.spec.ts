import { randomBytes } from 'node:crypto'
import { startStackWithRemote, type StackWithRemote } from '../support/content-remote.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

/**
 * The content remote as the shared truth, end to end: a pull request merged on a real git server
 * (git http-backend) reaches the public page through web's signed webhook; a forged call changes
 * nothing; and when an editor's save and the remote changed the same field, the dashboard names
 * it and one click brings the editor's value back.
 */
const PRODUCT = 'corvane-rx500-rtu'
const FILE = `products/${PRODUCT}.md`
let site: StackWithRemote

test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  site = await startStackWithRemote(0, { demoMode: true })
})
test.afterAll(async () => {
  await site?.stop()
})

const summary = (text: string) => (file: string) =>
  file.replace(/^summary: .*$/m, `summary: ${text}`)
const productPage = async () => (await fetch(`${site.stack.webUrl}/products/${PRODUCT}`)).text()

test('when a merged pull request is announced by a signed webhook, then the public page serves it; a forged one is refused and fetches nothing', async () => {
  const merged = `Merged ${randomBytes(3).toString('hex')}`
  await site.pushChange(FILE, summary(merged), 'developer: summary')
  expect(await productPage()).not.toContain(merged) // no poll: nothing arrives by itself
  const forged = await site.webhook({ signature: `sha256=${'0'.repeat(64)}` })
  expect(forged.status).toBe(401)
  await new Promise((r) => setTimeout(r, 1000))
  expect(await productPage()).not.toContain(merged)

  const signed = await site.webhook()
  expect(signed.status).toBe(202)
  await expect.poll(productPage, { timeout: 5000 }).toContain(merged)
})

test('when the remote and an editor changed the same field, then the remote is shown, the dashboard names the field, and Restore brings the editor back', async ({
  page,
}) => {
  const web = site.stack.webUrl
  await page.goto(`${web}/admin/login`)
  await page.getByRole('button', { name: 'Auto-fill' }).click()
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await expect(page).toHaveURL(`${web}/admin`)
  await expect(page.getByTestId('remote-state')).toContainText('origin.git')

  // the site cannot reach its remote while the editor saves
  await site.remoteDown()
  await page.goto(`${web}/admin/products/${PRODUCT}`)
  await page
    .getByRole('textbox', { name: 'Summary', exact: true })
    .fill('Editor wording of the summary')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/^Saved "/)).toBeVisible()
  await site.pushChange(FILE, summary('Reviewed wording of the summary'), 'developer: summary')
  await site.remoteUp()
  expect((await site.webhook()).status).toBe(202)
  await expect.poll(productPage, { timeout: 5000 }).toContain('Reviewed wording of the summary')

  await page.goto(`${web}/admin`)
  const notice = page.getByText(/replaced by a change on the content remote/)
  await expect(notice).toBeVisible()
  await expect(page.getByText(/Editor wording of the summary/)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: `Restore my value: summary in ${FILE}` }).click()
  await expect(notice).toBeHidden()
  await expect.poll(productPage, { timeout: 5000 }).toContain('Editor wording of the summary')
})
