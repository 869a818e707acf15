import { execFileSync } from 'node:child_process'
import { expect, gotoAndSettle, test } from './fixtures.ts'

test('when an editor retitles a solution in the admin, then the public page shows it and git records the editor', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  // A visitor reads Home and opens a solution.
  await gotoAndSettle(page, `${stack.webUrl}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const card = page
    .locator('#solutions')
    .getByRole('link', { name: /learn more/i })
    .first()
  await card.click()
  await expect(page).toHaveURL(/\/solutions\/energy-systems$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Energy Systems' })).toBeVisible()

  // An editor signs in for real and retitles it.
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/solutions`)
  await page.getByRole('link', { name: /edit.*energy systems/i }).click()
  const newTitle = `Energy Systems ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(`Saved "${newTitle}"`)).toBeVisible()

  // The change is on the public page at once.
  await page.goto(`${stack.webUrl}/solutions/energy-systems`)
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()

  // The temporary content repository has the commit, authored by the editor.
  const log = execFileSync('git', ['log', '-1', '--format=%an <%ae>|%s|%cn'], {
    cwd: stack.contentDir,
  }).toString()
  expect(log.trim()).toBe(
    `Demo Admin <demo@falcongridworks.example>|solutions: update "${newTitle}"|Content API`,
  )
  const files = execFileSync('git', ['show', '--name-only', '--format=', 'HEAD'], {
    cwd: stack.contentDir,
  })
  expect(files.toString().trim()).toBe('solutions/energy-systems.md')
})

test('when a solution does not exist, then the page says so with a 404 and a way back', async ({
  page,
  stack,
}) => {
  const res = await page.goto(`${stack.webUrl}/solutions/no-such-thing`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Solution Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View All Solutions' })).toBeVisible()
})

test('when the visitor is signed out, then admin pages redirect to the login', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.webUrl}/admin/solutions`)
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsolutions$/)
})
