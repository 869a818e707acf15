import { execFileSync } from 'node:child_process'
import type { Browser, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, expectBrowserError, gotoAndSettle, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * Drafts diff like saves, through the admin's real forms: a draft commit changes exactly the
 * lines a save of the same change does (the translation stamp aside), its publish commits that
 * diff, and the review board lists the one change. The product is edited with JavaScript off,
 * so the browser posts the form itself and sends every textarea's line breaks as CRLF.
 */

test.describe.configure({ mode: 'serial' })

const SLUG = 'varenta-inverter-station'
const FILE = `products/${SLUG}.md`
const TITLE = 'Varenta VS-3600 Inverter Station'
const AR_TITLE = 'محطة العواكس فارينتا VS-3600'

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd }).toString()

/** The -/+ lines of `file`'s diff between two revisions, without headers. */
function diffLines(cwd: string, from: string, to: string, file: string): string[] {
  return git(cwd, 'diff', '--unified=0', from, to, '--', file)
    .split('\n')
    .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line))
}

/** Without the stamp a changed English field gets beside the Arabic (`_en`, a 12-digit hash). */
const withoutStamps = (lines: string[]) =>
  lines.filter((line) => !/^[-+]\s*_en:/.test(line) && !/^[-+]\s+\w+: [0-9a-f]{12}$/.test(line))

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  expect(res.ok, `${method} ${url}: ${res.status} ${await res.clone().text()}`).toBe(true)
  return (res.status === 204 ? null : await res.json()) as Record<string, unknown>
}

/** The demo admin signed in through the login form, in a context without JavaScript. */
async function signInWithoutScripts(browser: Browser, webUrl: string, contentApiUrl: string) {
  const demo = (await (await fetch(`${contentApiUrl}/api/auth/demo`)).json()) as {
    email: string
    password: string
  }
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(demo.email)
  await page.locator('input[name="password"]').fill(demo.password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await expect(page).toHaveURL(`${webUrl}/admin`)
  return { context, page }
}

/** The board's card of a draft, its changes shown. */
async function boardCard(page: Page, webUrl: string, name: string) {
  await gotoAndSettle(page, `${webUrl}/admin/workflow`)
  const card = page.getByRole('article', { name })
  await card.getByText(/^Show changes/).click()
  return card
}

const changeOf = (page: Page, card: ReturnType<Page['getByRole']>, label: string) =>
  card.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: label }) })

test('when a product title is drafted, saved and published through the forms without JavaScript (CRLF line breaks), then each commit is the title line alone and the board lists one change', async ({
  browser,
  page,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(240_000)
  const admin = await editorToken(stack.contentApiUrl)
  const dir = stack.contentDir
  const form = await signInWithoutScripts(browser, stack.webUrl, stack.contentApiUrl)
  const ed = form.page
  const editor = `${stack.webUrl}/admin/products/${SLUG}`
  try {
    // Save draft
    await ed.goto(editor)
    await ed.getByRole('textbox', { name: 'Title', exact: true }).fill(`${TITLE} (draft)`)
    await ed.getByRole('button', { name: 'Save draft' }).click()
    await expect(ed.getByRole('region', { name: 'Draft, not published' })).toBeVisible()
    const drafted = diffLines(dir, 'main', `drafts/products/${SLUG}`, FILE)
    expect(withoutStamps(drafted)).toEqual([`-title: ${TITLE}`, `+title: ${TITLE} (draft)`])

    // the board: one change, the title, in English
    await loginAsEditor()
    const card = await boardCard(page, stack.webUrl, `${TITLE} (draft)`)
    await expect(card.getByText(/^Show changes/)).toHaveText('Show changes (1 field)')
    await expect(changeOf(page, card, 'Title')).toContainText(`${TITLE} (draft)`)
    await expectNoAxeViolations(page)

    // the same change saved: the same diff
    await call(stack.contentApiUrl, admin, 'DELETE', `/drafts/products/${SLUG}`)
    await ed.goto(editor)
    await ed.getByRole('textbox', { name: 'Title', exact: true }).fill(`${TITLE} (draft)`)
    await ed.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(ed.getByText(`Saved "${TITLE} (draft)"`)).toBeVisible()
    expect(diffLines(dir, 'HEAD~1', 'HEAD', FILE)).toEqual(drafted)

    // drafted again and published from the draft's panel: the publish commit is the draft's diff
    await ed.goto(editor)
    await ed.getByRole('textbox', { name: 'Title', exact: true }).fill(`${TITLE} (published)`)
    await ed.getByRole('button', { name: 'Save draft' }).click()
    await expect(ed.getByRole('region', { name: 'Draft, not published' })).toBeVisible()
    const second = diffLines(dir, 'main', `drafts/products/${SLUG}`, FILE)
    expect(withoutStamps(second)).toEqual([
      `-title: ${TITLE} (draft)`,
      `+title: ${TITLE} (published)`,
    ])
    await ed.getByRole('button', { name: 'Publish draft' }).click()
    await expect(ed).toHaveURL(new RegExp(`/admin/products\\?saved=${SLUG}`))
    expect(diffLines(dir, 'HEAD~1', 'HEAD', FILE)).toEqual(second)

    // the Arabic form (its description a textarea too): the Arabic title's line alone
    await ed.goto(`${editor}?lang=ar`)
    await ed.getByRole('textbox', { name: 'Title', exact: true }).fill(`${AR_TITLE} (جديد)`)
    await ed.getByRole('button', { name: 'Save', exact: true }).click()
    // a save stays in the editor, saying so
    await expect(ed).toHaveURL(new RegExp(`/admin/products/${SLUG}\\?saved=1&lang=ar`))
    expect(withoutStamps(diffLines(dir, 'HEAD~1', 'HEAD', FILE))).toEqual([
      `-  title: "${AR_TITLE}"`,
      `+  title: "${AR_TITLE} (جديد)"`,
    ])
  } finally {
    await form.context.close()
    // the stack is shared: the product's titles go back for the specs that read them
    await fetch(`${stack.contentApiUrl}/api/drafts/products/${SLUG}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    })
    const now = await call(stack.contentApiUrl, admin, 'GET', `/products/${SLUG}`)
    await call(stack.contentApiUrl, admin, 'PATCH', `/products/${SLUG}`, {
      version: now.version,
      title: TITLE,
      ar: { ...(now.ar as Record<string, unknown>), title: AR_TITLE },
    })
  }
})

test('when Company Info\'s Sales phone is drafted and saved through its form, then both commits are that line alone, and the board lists the one change in English, and an Arabic draft as "Company name (Arabic)", as are the fields a publish finds changed on both sides', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  const admin = await editorToken(stack.contentApiUrl)
  const dir = stack.contentDir
  const file = 'settings/company.json'
  const phone = '+971 4 000 0299'
  // the stored Arabic name, put back at the end (the stack is shared)
  const published = await call(stack.contentApiUrl, admin, 'GET', '/company-settings')
  const arabicName = (published.ar as { company_name?: string }).company_name ?? ''
  await loginAsEditor()
  try {
    await page.goto(`${stack.webUrl}/admin/our-info`)
    await page.getByRole('textbox', { name: 'Sales phone', exact: true }).fill(phone)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('region', { name: 'Draft, not published' })).toBeVisible()
    const drafted = diffLines(dir, 'main', 'drafts/settings/company', file)
    expect(drafted).toEqual([
      '-  "sales_phone": "+971 4 000 0200",',
      `+  "sales_phone": "${phone}",`,
    ])

    const card = await boardCard(page, stack.webUrl, 'Company info')
    await expect(card.getByText(/^Show changes/)).toHaveText('Show changes (1 field)')
    await expect(changeOf(page, card, 'Sales phone')).toContainText(phone)
    await expectNoAxeViolations(page)
    await call(stack.contentApiUrl, admin, 'DELETE', '/drafts/settings/company')

    // an Arabic draft: the change is the field's Arabic, named so and shown right to left
    const settings = await call(stack.contentApiUrl, admin, 'GET', '/company-settings')
    await call(stack.contentApiUrl, admin, 'PUT', '/drafts/settings/company', {
      version: settings.version,
      lang: 'ar',
      values: { company_name: 'فالكون غريدووركس للطاقة' },
    })
    const arabic = await boardCard(page, stack.webUrl, 'Company info')
    await expect(arabic.getByText(/^Show changes/)).toHaveText('Show changes (1 field)')
    const name = changeOf(page, arabic, 'Company name (Arabic)')
    await expect(name.locator('[lang="ar"][dir="rtl"]').last()).toHaveText(
      'فالكون غريدووركس للطاقة',
    )
    await expectNoAxeViolations(page)

    // the site's Arabic name changes too: a publish names the field both changed the same way
    await call(stack.contentApiUrl, admin, 'POST', '/company-settings', {
      version: settings.version,
      lang: 'ar',
      values: { company_name: 'فالكون للطاقة' },
    })
    expectBrowserError(page, /status of 409 \(Conflict\)/)
    const refused = await boardCard(page, stack.webUrl, 'Company info')
    await refused.getByRole('button', { name: 'Publish now' }).click()
    await expect(refused.getByRole('alert')).toContainText(
      'Fields changed on both sides: Company name (Arabic).',
    )
    await page.goto(`${stack.webUrl}/admin/our-info`)
    await page.getByRole('button', { name: 'Publish draft' }).click()
    await expect(
      page
        .getByRole('group', { name: 'Company name (Arabic)' })
        .getByRole('radio', { name: 'Draft: فالكون غريدووركس للطاقة' }),
    ).toBeChecked()
    await call(stack.contentApiUrl, admin, 'DELETE', '/drafts/settings/company')

    // the same change saved: the same diff
    await page.goto(`${stack.webUrl}/admin/our-info`)
    await page.getByRole('textbox', { name: 'Sales phone', exact: true }).fill(phone)
    await page.getByRole('button', { name: 'Save Info' }).click()
    await expect(page.getByText('Saved. It is live on the site.')).toBeVisible()
    expect(diffLines(dir, 'HEAD~1', 'HEAD', file)).toEqual(drafted)
  } finally {
    await fetch(`${stack.contentApiUrl}/api/drafts/settings/company`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    })
    // the stack is shared: the phone and the Arabic name go back for the specs that read them
    const { version } = await call(stack.contentApiUrl, admin, 'GET', '/company-settings')
    await call(stack.contentApiUrl, admin, 'POST', '/company-settings', {
      version,
      values: { sales_phone: '+971 4 000 0200' },
    })
    const now = await call(stack.contentApiUrl, admin, 'GET', '/company-settings')
    await call(stack.contentApiUrl, admin, 'POST', '/company-settings', {
      version: now.version,
      lang: 'ar',
      values: { company_name: arabicName },
    })
  }
})

test('when a page section is drafted and saved through its form without JavaScript (its textarea posted with CRLF), then both commits are the one changed line', async ({
  browser,
  stack,
}) => {
  test.setTimeout(120_000)
  const admin = await editorToken(stack.contentApiUrl)
  const dir = stack.contentDir
  const file = 'pages/home.json'
  const small = 'Engineering for MENA & Africa'
  const form = await signInWithoutScripts(browser, stack.webUrl, stack.contentApiUrl)
  const ed = form.page
  const hero = `${stack.webUrl}/admin/home-contents?edit=hero`
  // the hero's description in two paragraphs, so its textarea posts a line break
  const page = await call(stack.contentApiUrl, admin, 'GET', '/home-content')
  const sections = page.sections as Array<{
    key: string
    fields: Array<{ key: string; value: string }>
  }>
  const description =
    sections.find((s) => s.key === 'hero')?.fields.find((f) => f.key === 'description')?.value ?? ''
  await call(stack.contentApiUrl, admin, 'POST', '/home-content', {
    version: page.version,
    values: { hero: { description: `${description}\n\nA second paragraph.` } },
  })
  try {
    await ed.goto(hero)
    await ed.getByRole('textbox', { name: 'Small title', exact: true }).fill(`${small} (draft)`)
    await ed.getByRole('button', { name: 'Save draft' }).click()
    await expect(ed.getByRole('region', { name: 'Draft, not published' })).toBeVisible()
    const drafted = diffLines(dir, 'main', 'drafts/pages/home', file)
    expect(drafted).toEqual([
      `-    "small_title": "${small}",`,
      `+    "small_title": "${small} (draft)",`,
    ])
    await call(stack.contentApiUrl, admin, 'DELETE', '/drafts/pages/home')

    await ed.goto(hero)
    await ed.getByRole('textbox', { name: 'Small title', exact: true }).fill(`${small} (draft)`)
    await ed.getByRole('button', { name: 'Save Info' }).click()
    await expect(ed).toHaveURL(/saved=hero/)
    expect(diffLines(dir, 'HEAD~1', 'HEAD', file)).toEqual(drafted)
  } finally {
    await form.context.close()
    await fetch(`${stack.contentApiUrl}/api/drafts/pages/home`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    })
    // the stack is shared: the hero goes back for the specs that read it
    const { version } = await call(stack.contentApiUrl, admin, 'GET', '/home-content')
    await call(stack.contentApiUrl, admin, 'POST', '/home-content', {
      version,
      values: { hero: { small_title: small, description } },
    })
  }
})
