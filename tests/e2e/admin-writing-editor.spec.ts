import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

const SLUG = 'halvorn-reliability-suite'
const LINKED = '/products/corvane-rx500-rtu'

/**
 * The changed lines of the last commit's file, without the translation stamps a save writes
 * beside a changed text (`_en` blocks and their hash lines).
 */
function lastDiff(contentDir: string): string[] {
  const out = execFileSync(
    'git',
    ['diff', '--unified=0', 'HEAD~1', 'HEAD', '--', `products/${SLUG}.md`],
    { cwd: contentDir },
  ).toString()
  return out
    .split('\n')
    .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line))
    .filter((line) => !/^[-+]\s*_en:|^[-+]\s+\w+: "?[0-9a-f]{12}"?$/.test(line))
}

/**
 * Selects the `count` characters before the cursor (what the editor then formats): arrow keys
 * move visually, so backwards is left in English and right in Arabic.
 */
async function selectBack(page: Page, count: number, dir: 'ltr' | 'rtl' = 'ltr') {
  const key = dir === 'rtl' ? 'Shift+ArrowRight' : 'Shift+ArrowLeft'
  for (let i = 0; i < count; i++) await page.keyboard.press(key)
}

test('when an editor writes bold text and a link with the writing editor and saves, then the public page shows them and the commit changes one line', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/products/${SLUG}`)
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
  await expect(toolbar).toBeVisible()
  const editor = page.getByRole('textbox', { name: 'Description', exact: true })
  await expect(editor).toHaveAttribute('dir', 'ltr')
  await expectNoAxeViolations(page)

  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Built for heat')
  await selectBack(page, 4)
  await toolbar.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(', see our RTU')
  await selectBack(page, 7)
  // Ctrl+K opens the link picker: the product is found by its title
  await page.keyboard.press('Control+K')
  const picker = page.getByRole('dialog', { name: 'Link to a page' })
  await picker
    .getByRole('searchbox', { name: 'Find a page of this site by its title' })
    .fill('Corvane RX-500')
  await expectNoAxeViolations(page)
  await picker
    .getByRole('button', { name: new RegExp(LINKED) })
    .first()
    .click()
  await expect(picker).toBeHidden()
  await page.keyboard.press('Control+End')
  await page.keyboard.type('.')
  await expect(editor).toContainText(`Built for **heat**, see [our RTU](${LINKED}).`)
  await expect(page.getByText(/^\d+ words$/)).toBeVisible()

  // the side-by-side preview is the public page's rendering
  await page.getByRole('button', { name: 'Preview beside' }).click()
  const preview = page.getByRole('region', { name: 'Preview, as the public page shows it' })
  await expect(preview.locator('strong', { hasText: 'heat' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/^Saved/).first()).toBeVisible()
  const diff = lastDiff(stack.contentDir)
  expect(diff).toHaveLength(2)
  expect(diff[1]).toMatch(
    /Built for \*\*heat\*\*, see \[our RTU\]\(\/products\/corvane-rx500-rtu\)\.$/,
  )

  await page.goto(`${stack.webUrl}/products/${SLUG}`)
  await expect(page.locator('main strong', { hasText: 'heat' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'our RTU' })).toHaveAttribute('href', LINKED)
})

test('when an editor writes in the Arabic description, then the editor is right to left, and the Arabic page shows the bold word after a one-line commit', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/products/${SLUG}?lang=ar`)
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
  await expect(toolbar).toBeVisible()
  const editor = page.getByRole('textbox', { name: 'Description', exact: true })
  await expect(editor).toHaveAttribute('dir', 'rtl')

  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' مصمّم للحرارة')
  await selectBack(page, 'للحرارة'.length, 'rtl')
  await page.keyboard.press('Control+B')
  await expect(editor).toContainText('مصمّم **للحرارة**')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/^Saved/).first()).toBeVisible()
  const diff = lastDiff(stack.contentDir)
  expect(diff).toHaveLength(2)
  expect(diff[1]).toMatch(/مصمّم \*\*للحرارة\*\*$/)

  await page.goto(`${stack.webUrl}/ar/products/${SLUG}`)
  await expect(page.locator('main strong', { hasText: 'للحرارة' })).toBeVisible()
})
