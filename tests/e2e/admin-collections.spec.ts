import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, expectBrowserError, test } from './fixtures.ts'

/**
 * One row per collection: through the generic manager (/admin/:collection), create a record or
 * edit one, see it on the public page, and find one commit by the editor holding only its file.
 */
interface Row {
  collection: string
  /** 'new' creates a record; a slug edits that record */
  record: 'new' | string
  /** the label of the field holding the record's name */
  titleLabel: 'Title' | 'Name'
  /** other fields a new record needs, by label */
  fill?: Record<string, string>
  /** the file the commit must hold */
  file: (slug: string) => string
  /** another text the public page must show */
  alsoOnPublicPage?: string
  /** where the name shows publicly (null: not shown on the site) */
  publicPath: ((slug: string) => string) | null
}

const stamp = Date.now().toString(36)

const rows: Row[] = [
  {
    collection: 'solutions',
    record: 'new',
    titleLabel: 'Title',
    fill: {
      'Short description': 'Made by the e2e test.',
      'Detailed description': 'Body text.',
      // the list editor: one box per feature
      'Key features 1': `Feature from e2e ${stamp}`,
    },
    alsoOnPublicPage: `Feature from e2e ${stamp}`,
    file: (slug) => `solutions/${slug}.md`,
    publicPath: (slug) => `/solutions/${slug}`,
  },
  {
    collection: 'products',
    record: 'corvane-rx500-rtu',
    titleLabel: 'Title',
    file: (slug) => `products/${slug}.md`,
    publicPath: (slug) => `/products/${slug}`,
  },
  {
    collection: 'sectors',
    record: 'new',
    titleLabel: 'Title',
    fill: { 'Short description': 'A sector from e2e.', 'Detailed description': 'Body.' },
    file: (slug) => `sectors/${slug}.md`,
    publicPath: (slug) => `/sectors/${slug}`,
  },
  {
    collection: 'partners',
    record: 'corvane-controls',
    titleLabel: 'Name',
    file: (slug) => `partners/${slug}.json`,
    publicPath: () => '/products',
  },
  {
    collection: 'clients',
    record: 'kilima-towers',
    titleLabel: 'Name',
    file: (slug) => `clients/${slug}.json`,
    publicPath: null,
  },
  {
    // a section with a key of its own (not mission, vision, values or history) shows on /about too
    collection: 'about-sections',
    record: 'new',
    titleLabel: 'Title',
    fill: { Content: `A new section from e2e ${stamp}.` },
    alsoOnPublicPage: `A new section from e2e ${stamp}.`,
    file: (slug) => `about-sections/${slug}.md`,
    publicPath: () => '/about',
  },
  {
    collection: 'about-sections',
    record: 'mission',
    titleLabel: 'Title',
    file: (slug) => `about-sections/${slug}.md`,
    publicPath: () => '/about',
  },
]

function lastCommit(contentDir: string) {
  const log = execFileSync('git', ['log', '-1', '--format=%an|%cn'], { cwd: contentDir })
  const files = execFileSync('git', ['show', '--name-only', '--format=', 'HEAD'], {
    cwd: contentDir,
  })
  return { log: log.toString().trim(), files: files.toString().trim() }
}

async function saveAndFindSlug(page: Page, row: Row, name: string): Promise<string> {
  // exactly "Save": "Save draft" sits beside it
  await page
    .getByRole(
      'button',
      row.record === 'new' ? { name: /^create/i } : { name: 'Save', exact: true },
    )
    .click()
  await expect(page.getByText(`Saved "${name}"`)).toBeVisible()
  // the editor stays open, at the record's own address
  const url = new URL(page.url())
  expect(url.searchParams.get('saved')).toBe('1')
  return decodeURIComponent(url.pathname.split('/').pop() ?? '')
}

for (const row of rows) {
  test(`when an editor ${row.record === 'new' ? 'creates' : 'edits'} a record of ${row.collection}, then the site shows it and one commit by the editor holds only its file`, async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/admin/${row.collection}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)

    const name = `E2E ${row.collection} ${stamp}`
    if (row.record === 'new') {
      await page.getByRole('link', { name: /^add /i }).first().click()
    } else {
      await page.locator(`a[href="/admin/${row.collection}/${row.record}"]`).click()
    }
    const titleBox = page.getByRole('textbox', { name: row.titleLabel, exact: true })
    await expect(titleBox).toBeVisible()
    await expectNoAxeViolations(page)
    const original = await titleBox.inputValue()
    await titleBox.fill(name)
    for (const [label, value] of Object.entries(row.fill ?? {})) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value)
    }
    const slug = await saveAndFindSlug(page, row, name)
    if (row.record !== 'new') expect(slug).toBe(row.record)

    expect(lastCommit(stack.contentDir)).toEqual({
      log: 'Demo Admin|Content API',
      files: row.file(slug),
    })

    if (row.publicPath) {
      await page.goto(`${stack.webUrl}${row.publicPath(slug)}`)
      await expect(page.getByText(name).first()).toBeVisible()
      if (row.alsoOnPublicPage)
        await expect(page.getByText(row.alsoOnPublicPage).first()).toBeVisible()
    }

    // Leave the content as it was for the other specs of the run (they share one stack): a new
    // record is deleted through the list (with its confirmation), an edit is undone.
    if (row.record === 'new') {
      await page.goto(`${stack.webUrl}/admin/${row.collection}`)
      await page.getByRole('button', { name: `Delete ${name}` }).click()
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Delete', exact: true })
        .click()
      await expect(page.getByText(`Deleted "${name}".`)).toBeVisible()
      await expect(page.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0)
    } else {
      await page.goto(`${stack.webUrl}/admin/${row.collection}/${slug}`)
      await page.getByRole('textbox', { name: row.titleLabel, exact: true }).fill(original)
      await saveAndFindSlug(page, row, original)
    }
  })
}

test('when a partner still used by a product is deleted, then the refusal names the product', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  // the refused delete answers 409, which Chromium logs; the test asserts on it below
  expectBrowserError(page, /status of 409/)
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/partners`)
  await page.getByRole('button', { name: /^delete varenta/i }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Not deleted' })
  await expect(refusal).toContainText('Still used by')
  await expect(refusal.getByRole('link').first()).toBeVisible()
})

test('when the editor moves a record down by keyboard and saves the order, then the list keeps it', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/clients`)
  const firstRow = page.locator('tbody tr').first()
  const first = await firstRow.getAttribute('data-slug')
  await firstRow.getByRole('button', { name: /down$/ }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Save order' }).click()
  await expect(page.getByText('Order saved.')).toBeVisible()
  await page.reload()
  await expect(page.locator('tbody tr').nth(1)).toHaveAttribute('data-slug', first ?? '')

  // and back, so the other specs of the run see the original order
  await page.locator('tbody tr').nth(1).getByRole('button', { name: /up$/ }).click()
  await page.getByRole('button', { name: 'Save order' }).click()
  await expect(page.getByText('Order saved.')).toBeVisible()
  await expect(page.locator('tbody tr').first()).toHaveAttribute('data-slug', first ?? '')
})

const pages: Array<{ page: string; publicPath: string }> = [
  { page: 'home', publicPath: '/' },
  { page: 'about', publicPath: '/about' },
  { page: 'solutions', publicPath: '/solutions' },
  { page: 'products', publicPath: '/products' },
  { page: 'sectors', publicPath: '/sectors' },
]

for (const { page: key, publicPath } of pages) {
  test(`when an editor changes a section of the ${key} page, then the page shows it and one commit by the editor holds only pages/${key}.json`, async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/admin/${key}-contents`)
    await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      /\/admin\/history\//,
    )
    await expectNoAxeViolations(page)
    const cta = page.getByRole('region', { name: /^Closing call to action/ })
    await cta.getByRole('link', { name: 'Edit' }).click()
    const title = `E2E ${key} band ${stamp}`
    const original = await cta.getByRole('textbox', { name: 'Title', exact: true }).inputValue()
    await cta.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await expectNoAxeViolations(page)
    await cta.getByRole('button', { name: 'Save Info' }).click()
    await expect(page.getByText('Saved "Closing call to action"')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeVisible()

    expect(lastCommit(stack.contentDir)).toEqual({
      log: 'Demo Admin|Content API',
      files: `pages/${key}.json`,
    })
    await page.goto(`${stack.webUrl}${publicPath}`)
    await expect(page.getByText(title).first()).toBeVisible()

    // put the page back for the other specs of the run
    await page.goto(`${stack.webUrl}/admin/${key}-contents?edit=cta`)
    await cta.getByRole('textbox', { name: 'Title', exact: true }).fill(original)
    await cta.getByRole('button', { name: 'Save Info' }).click()
    await expect(page.getByText('Saved "Closing call to action"')).toBeVisible()
  })
}

test('when an editor changes the company info, then a wrong e-mail is refused, and a valid save reaches the site in one commit', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  // the refused save answers 400, which Chromium logs; the test asserts on the message below
  expectBrowserError(page, /status of 400/)
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/our-info`)
  await expect(page.getByRole('heading', { level: 1, name: 'Company Info' })).toBeVisible()
  await expectNoAxeViolations(page)
  const email = page.getByRole('textbox', { name: 'Main e-mail', exact: true })
  const before = await email.inputValue()
  await email.fill('not an e-mail')
  await page.getByRole('button', { name: 'Save Info' }).click()
  await expect(page.getByRole('link', { name: /Enter a valid e-mail address/ })).toBeVisible()
  await email.fill(before)
  const name = `Falcon Gridworks E2E ${stamp}`
  const companyName = page.getByRole('textbox', { name: 'Company name', exact: true })
  const original = await companyName.inputValue()
  await companyName.fill(name)
  await page.getByRole('button', { name: 'Save Info' }).click()
  await expect(page.getByText('Saved. It is live on the site.')).toBeVisible()
  expect(lastCommit(stack.contentDir)).toEqual({
    log: 'Demo Admin|Content API',
    files: 'settings/company.json',
  })
  await page.goto(`${stack.webUrl}/terms`)
  await expect(page.getByText(name).first()).toBeVisible()

  // put the settings back for the other specs of the run
  await page.goto(`${stack.webUrl}/admin/our-info`)
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(original)
  await page.getByRole('button', { name: 'Save Info' }).click()
  await expect(page.getByText('Saved. It is live on the site.')).toBeVisible()
})

test('when the editor drags a record onto another and saves the order, then the list keeps it', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/sectors`)
  const rows = page.locator('tbody tr')
  const third = await rows.nth(2).getAttribute('data-slug')
  await rows.nth(2).dragTo(rows.nth(0))
  await expect(rows.nth(0)).toHaveAttribute('data-slug', third ?? '')
  await page.getByRole('button', { name: 'Save order' }).click()
  await expect(page.getByText('Order saved.')).toBeVisible()
  await page.reload()
  await expect(rows.nth(0)).toHaveAttribute('data-slug', third ?? '')

  // and back to third place (dropped onto the fourth, it goes before it); both rows in view
  // first: a page that scrolls while the mouse drags loses Chromium's drag source
  await page.locator('thead').evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await rows.nth(0).dragTo(rows.nth(3))
  await expect(rows.nth(2)).toHaveAttribute('data-slug', third ?? '')
  await page.getByRole('button', { name: 'Save order' }).click()
  await expect(page.getByText('Order saved.')).toBeVisible()
})

test('when About Sections are listed, then each content is shown whole but clamped to 3 lines, while other lists cut at 100 characters', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/about-sections`)
  const cell = page.locator('tbody td span[style*="line-clamp"]').first()
  await expect(cell).toHaveCSS('-webkit-line-clamp', '3')
  const text = (await cell.textContent()) ?? ''
  expect(text.length).toBeGreaterThan(100)
  expect(text.endsWith('…')).toBe(false)
  const box = await cell.boundingBox()
  const lineHeight = await cell.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
  expect(box?.height ?? 0).toBeLessThanOrEqual(lineHeight * 3 + 1)

  await page.goto(`${stack.webUrl}/admin/solutions`)
  await expect(page.locator('tbody td span[style*="line-clamp"]')).toHaveCount(0)
  const cells = await page.locator('tbody td').allTextContents()
  expect(cells.some((t) => t.trim().endsWith('…'))).toBe(true)
  for (const t of cells) expect(Array.from(t.trim()).length).toBeLessThanOrEqual(101)
})

test('when the editor sorts by a header and filters by status, then a reload and a saved view keep the view, with no axe violations', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/products`)
  const header = page.getByRole('columnheader', { name: /^Product/ })
  await header.getByRole('button').click()
  const viewOf = () => Object.fromEntries(new URL(page.url()).searchParams)
  await expect.poll(viewOf).toEqual({ sort: 'title' })
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await page.getByLabel('Status').selectOption('featured')
  await expect.poll(viewOf).toEqual({ sort: 'title', order: 'desc', status: 'featured' })
  await expect(page.locator('tbody tr')).not.toHaveCount(0)
  const titles = await page.locator('tbody tr th').allInnerTexts()
  for (const row of await page.locator('tbody tr').all())
    await expect(row.getByText('Featured', { exact: true })).toBeVisible()
  const firsts = titles.map((t) => t.split('\n')[0] ?? '')
  expect(firsts).toEqual([...firsts].sort((a, b) => b.localeCompare(a, 'en')))

  await page.reload()
  expect(viewOf()).toEqual({ sort: 'title', order: 'desc', status: 'featured' })
  await expect(page.getByRole('columnheader', { name: /^Product/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(page.getByLabel('Status')).toHaveValue('featured')
  await expect.poll(() => page.locator('tbody tr th').allInnerTexts()).toEqual(titles)
  await expectNoAxeViolations(page)

  // named, the view comes back from the plain list in one click
  const name = `Featured by title ${stamp}`
  await page.getByLabel('Name this view').fill(name)
  await page.getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByText(`Saved the view "${name}".`)).toBeVisible()
  await page.goto(`${stack.webUrl}/admin/products`)
  await page.getByRole('navigation', { name: 'Saved views' }).getByRole('link', { name }).click()
  await expect.poll(viewOf).toEqual({ sort: 'title', order: 'desc', status: 'featured' })
  await expect.poll(() => page.locator('tbody tr th').allInnerTexts()).toEqual(titles)
  await page.getByRole('button', { name: `Remove view ${name}` }).click()
  await expect(page.getByText(`Removed the view "${name}".`)).toBeVisible()
})

test('when the editor selects three rows by shift-click and deactivates them, then one commit names them and the site hides them', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/products?sort=slug`)
  const rows = page.locator('tbody tr')
  const slugs = await Promise.all([0, 1, 2].map((i) => rows.nth(i).getAttribute('data-slug')))
  await rows.nth(0).getByRole('checkbox').click()
  await rows
    .nth(2)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] })
  await expect(rows.nth(1).getByRole('checkbox')).toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: '3 products selected' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
  await expect(page.getByText('Deactivated 3 products.')).toBeVisible()
  const subject = execFileSync('git', ['log', '-1', '--format=%s'], { cwd: stack.contentDir })
  expect(subject.toString()).toMatch(/^products: deactivate "[^"]+", "[^"]+" and "[^"]+"/)
  const files = execFileSync('git', ['show', '--name-only', '--format=', 'HEAD'], {
    cwd: stack.contentDir,
  })
  expect(files.toString().trim().split('\n').sort()).toEqual(
    slugs.map((s) => `products/${s ?? ''}.md`).sort(),
  )
  await page.goto(`${stack.webUrl}/products`)
  for (const slug of slugs) await expect(page.locator(`a[href="/products/${slug}"]`)).toHaveCount(0)

  // back to active, through the Inactive filter (the content has one inactive product of its own)
  await page.goto(`${stack.webUrl}/admin/products?sort=slug&status=inactive`)
  await expect(rows).toHaveCount(4)
  for (const slug of slugs)
    await page.locator(`tr[data-slug="${slug}"]`).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await expect(page.getByText('Activated 3 products.')).toBeVisible()
})

for (const lang of ['en', 'ar'] as const) {
  test(`when the editor moves a sector down with Alt+Arrow and saves, then the public sectors page (${lang}) shows the new order`, async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    const publicOrder = async () => {
      await page.goto(`${stack.webUrl}${lang === 'ar' ? '/ar' : ''}/sectors`)
      const links = page.locator(
        'section[aria-labelledby="all-sectors-title"] a[href*="/sectors/"]',
      )
      await expect(links.first()).toBeVisible()
      return (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map(
        (href) => href.split('/').pop() ?? '',
      )
    }
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/admin/sectors`)
    const rows = page.locator('tbody tr')
    const [first, second] = await Promise.all(
      [0, 1].map((i) => rows.nth(i).getAttribute('data-slug')),
    )
    await rows.nth(0).getByRole('link', { name: /^Edit/ }).focus()
    await page.keyboard.press('Alt+ArrowDown')
    await expect(rows.nth(1)).toHaveAttribute('data-slug', first ?? '')
    await expect(page.getByText(/moved to position 2 of/)).toBeAttached()
    await page.getByRole('button', { name: 'Save order' }).click()
    await expect(page.getByText('Order saved.')).toBeVisible()
    const subject = execFileSync('git', ['log', '-1', '--format=%s'], { cwd: stack.contentDir })
    expect(subject.toString()).toMatch(/^sectors: reorder /)
    expect((await publicOrder()).slice(0, 2)).toEqual([second, first])

    // and back, so the other specs of the run see the original order
    await page.goto(`${stack.webUrl}/admin/sectors`)
    await rows.nth(1).getByRole('button', { name: /up$/ }).click()
    await page.getByRole('button', { name: 'Save order' }).click()
    await expect(page.getByText('Order saved.')).toBeVisible()
    expect((await publicOrder()).slice(0, 2)).toEqual([first, second])
  })
}
