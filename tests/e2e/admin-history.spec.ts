import { execFileSync } from 'node:child_process'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

const SLUG = 'it-infrastructure'
const ORIGINAL = 'IT Infrastructure'

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd }).toString().trim()

test('when an editor restores an old version from the history, then the public page shows it again in a new commit', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()

  // Two saves, so there are versions to choose from.
  const suffix = Date.now().toString(36)
  for (const title of [`IT Infrastructure A ${suffix}`, `IT Infrastructure B ${suffix}`]) {
    await page.goto(`${stack.webUrl}/admin/solutions/${SLUG}`)
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(`Saved "${title}"`)).toBeVisible()
  }
  const latest = `IT Infrastructure B ${suffix}`

  // The editor opens the history from the editor.
  await page.goto(`${stack.webUrl}/admin/solutions/${SLUG}`)
  await page.getByRole('link', { name: 'History' }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/history/solutions/${SLUG}`)
  await expect(page.getByRole('heading', { level: 1, name: `History: ${latest}` })).toBeVisible()
  const versions = page.getByRole('region', { name: 'Versions' }).getByRole('link')
  await expect(versions.nth(0)).toContainText(`solutions: update "${latest}"`)
  await expect(versions.nth(0)).toContainText('Demo Admin')
  await expect(versions.nth(1)).toContainText(`solutions: update "IT Infrastructure A ${suffix}"`)

  // The version before both saves, compared with now: only the title differs.
  await versions.nth(2).click()
  await expect(versions.nth(2)).toHaveAttribute('aria-current', 'true')
  const comparison = page.getByRole('region', { name: /compared with now/ })
  await expect(comparison.getByText('1 field differs from the current version.')).toBeVisible()
  const change = comparison
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Title' }) })
  await expect(change).toContainText(`This version${ORIGINAL}`)
  await expect(change).toContainText(`Now${latest}`)
  await expectNoAxeViolations(page)

  // Restore asks first, then makes a new commit.
  const before = Number(git(stack.contentDir, 'rev-list', '--count', 'HEAD'))
  await comparison.getByRole('button', { name: 'Restore this version' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click()
  await expect(page.getByText('Restored. It is live on the site.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `History: ${ORIGINAL}` })).toBeVisible()
  await expect(
    comparison.getByText('This version has the same content as the current one.'),
  ).toBeVisible()

  // The public page shows the restored title, and git has one new commit by the editor.
  await page.goto(`${stack.webUrl}/solutions/${SLUG}`)
  await expect(page.getByRole('heading', { level: 1, name: ORIGINAL })).toBeVisible()
  expect(Number(git(stack.contentDir, 'rev-list', '--count', 'HEAD'))).toBe(before + 1)
  expect(git(stack.contentDir, 'log', '-1', '--format=%an|%s')).toMatch(
    new RegExp(`^Demo Admin\\|solutions: restore "${ORIGINAL}" from [0-9a-f]{7}$`),
  )
  expect(git(stack.contentDir, 'show', '--name-only', '--format=', 'HEAD')).toBe(
    `solutions/${SLUG}.md`,
  )
})

test('when the history of something that does not exist is opened, then 404 inside the admin', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  const res = await page.goto(`${stack.webUrl}/admin/history/solutions/no-such-solution`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'History Not Found' })).toBeVisible()
})

test('when two editors save different fields of the same solution, then the second is told which field the first changed', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  // a solution no other spec reads: the stack is shared by every spec of the run
  const editUrl = `${stack.webUrl}/admin/solutions/utility-scale-solar`
  // The second editor opens the form first; the first editor saves a new title meanwhile.
  const other = await page.context().newPage()
  await other.goto(editUrl)
  await page.goto(editUrl)
  const title = `Utility-Scale Solar ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(`Saved "${title}"`)).toBeVisible()

  // The second editor saves another field from the older version: merged silently, and said so.
  await other.getByRole('textbox', { name: 'Short description' }).fill('Solar, merged.')
  await other.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(other.getByText(`Saved "${title}"`)).toBeVisible()
  const notice = other.getByRole('status').filter({ hasText: 'Someone else changed this' })
  await expect(notice).toContainText('Their changes to Title were kept together with yours.')
  await expectNoAxeViolations(other)
  await other.close()
})
