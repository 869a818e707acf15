import { expectNoAxeViolations } from './axe.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * The search and sharing preview of a record's editor, in English and in Arabic: typing an SEO
 * title changes the counter and both previews; past 60 characters the counter says so in words;
 * after a save the public page's head names the page by it.
 */
test.use({ reducedMotion: 'reduce' })

const SLUG = 'commercial-storage'

async function api(url: string, token: string, method: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  expect(res.status, text).toBe(200)
  return JSON.parse(text) as Record<string, unknown> & { version: string }
}

/**
 * axe with the page scrolled to its top, as the editor opens: scrolled, the sticky header and
 * action bar cover part of whichever input is under them, which axe's target-size rule counts
 * against that input (the editors' layout, not the preview). axe still checks the whole page.
 */
async function axeAtTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expectNoAxeViolations(page)
}

/** The head of a public page, as served (no script runs). */
async function headOf(url: string) {
  const html = await (await fetch(url)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1]
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    twitterCard: meta('name', 'twitter:card'),
  }
}

for (const lang of ['en', 'ar'] as const) {
  const arabic = lang === 'ar'
  const seoTitle = arabic
    ? 'تخزين تجاري للطاقة في الخليج'
    : 'Commercial battery storage in the Gulf'
  const seoDescription = arabic
    ? 'بطاريات للمباني والمصانع، مصممة لحرارة الخليج.'
    : 'Batteries for buildings and plants, built for Gulf heat.'

  test(`when an editor types an SEO title in ${lang}, then the counter and the previews follow, past the limit the counter says so, and the saved page's head uses it`, async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    const token = await editorToken(stack.contentApiUrl)
    const url = `${stack.contentApiUrl}/api/solutions/${SLUG}`
    const original = await api(url, token, 'GET')
    try {
      await loginAsEditor()
      await page.goto(`${stack.webUrl}/admin/solutions/${SLUG}${arabic ? '?lang=ar' : ''}`)
      const preview = page.getByRole('region', { name: 'Search and sharing preview' })
      await expect(preview).toBeVisible()
      const resultTitle = preview.getByTestId('seo-result-title')
      const cardTitle = preview.getByTestId('seo-card-title')
      // the preview is in the edited language's direction
      await expect(preview.locator('[dir]').first()).toHaveAttribute('dir', arabic ? 'rtl' : 'ltr')

      const titleInput = page.getByLabel('SEO title', { exact: true })
      await titleInput.fill(seoTitle)
      const length = [...seoTitle].length
      await expect(
        preview.getByText(`SEO title: ${length} of 60 characters`, { exact: true }),
      ).toBeVisible()
      await expect(resultTitle).toHaveText(new RegExp(`^${seoTitle} \\| `))
      await expect(cardTitle).toHaveText(new RegExp(`^${seoTitle} \\| `))

      await titleInput.fill('x'.repeat(72))
      const over = preview.getByText(
        'SEO title: 72 of 60 characters, over the limit: search results cut it',
      )
      await expect(over).toBeVisible()
      await expect(over).toHaveAttribute('data-over', 'true')
      await axeAtTop(page)

      await titleInput.fill(seoTitle)
      await page.getByLabel('SEO description', { exact: true }).fill(seoDescription)
      await expect(preview.getByTestId('seo-result-description')).toHaveText(seoDescription)
      await axeAtTop(page)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page).toHaveURL(/saved=1/)

      const publicUrl = `${stack.webUrl}${arabic ? '/ar' : ''}/solutions/${SLUG}`
      // the whole head at once: it is one render
      await expect
        .poll(async () => {
          const head = await headOf(publicUrl)
          return [
            head.titles,
            head.description,
            head.ogTitle === head.titles[0],
            head.ogDescription,
            head.twitterCard,
          ]
        })
        .toEqual([
          [expect.stringMatching(new RegExp(`^${seoTitle} \\| `))],
          seoDescription,
          true,
          seoDescription,
          'summary_large_image',
        ])
    } finally {
      // leave the record as it was for the other specs
      const now = await api(url, token, 'GET')
      await api(url, token, 'PATCH', {
        version: now.version,
        seo_title: '',
        seo_description: '',
        ar: original.ar ?? {},
      })
    }
  })
}

test("when an editor types a page's SEO title, then its counter and preview follow, and the saved page's head uses it", async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  const editor = `${stack.webUrl}/admin/solutions-contents?edit=seo`
  await page.goto(editor)
  const preview = page.getByRole('region', { name: 'Search and sharing preview' })
  await expect(preview).toBeVisible()
  const title = page.getByRole('textbox', { name: 'SEO title', exact: true })
  await title.fill('Energy, IT and automation solutions')
  await expect(preview.getByText('SEO title: 35 of 60 characters', { exact: true })).toBeVisible()
  await expect(preview.getByTestId('seo-result-title')).toHaveText(
    /^Energy, IT and automation solutions \| /,
  )
  await title.fill('y'.repeat(61))
  await expect(
    preview.getByText('SEO title: 61 of 60 characters, over the limit: search results cut it'),
  ).toBeVisible()
  await title.fill('Energy, IT and automation solutions')
  await axeAtTop(page)
  try {
    await page.getByRole('button', { name: 'Save Info' }).click()
    await expect(page.getByText('Saved "Search and sharing"')).toBeVisible()
    await expect
      .poll(async () => {
        const head = await headOf(`${stack.webUrl}/solutions`)
        return [head.titles, head.ogTitle]
      })
      .toEqual([
        [expect.stringMatching(/^Energy, IT and automation solutions \| /)],
        expect.stringMatching(/^Energy, IT and/),
      ])
  } finally {
    // put the page back for the other specs of the run
    await page.goto(editor)
    await page.getByRole('textbox', { name: 'SEO title', exact: true }).fill('')
    await page.getByRole('button', { name: 'Save Info' }).click()
    await expect(page.getByText('Saved "Search and sharing"')).toBeVisible()
  }
})

test('when an editor reads the admin in Arabic, then the SEO counter and preview speak Arabic, over the limit in words too', async ({
  page,
  stack,
}) => {
  // a user of its own, so the demo admin the other specs use stays English
  const user = {
    name: 'Salma Editor',
    email: `salma-${Date.now().toString(36)}@example.com`,
    role: 'admin',
    password: 'salma writes search titles in arabic',
  }
  const token = await editorToken(stack.contentApiUrl)
  const added = await fetch(`${stack.contentApiUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(user),
  })
  expect(added.status).toBe(201)
  await page.goto(`${stack.webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(user.email)
  await page.locator('input[name="password"]').fill(user.password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin`)
  await page.goto(`${stack.webUrl}/admin/account`)
  await page.getByRole('combobox', { name: 'Admin language' }).selectOption('ar')
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  await page.goto(`${stack.webUrl}/admin/solutions/${SLUG}?lang=ar`)
  const preview = page.getByRole('region', { name: 'معاينة البحث والمشاركة' })
  await expect(preview).toBeVisible()
  const title = page.getByLabel('عنوان محركات البحث', { exact: true })
  await title.fill('تخزين تجاري')
  await expect(
    preview.getByText('عنوان محركات البحث: 11 من 60 حرفاً', { exact: true }),
  ).toBeVisible()
  await expect(preview.getByTestId('seo-result-title')).toHaveText(/^تخزين تجاري \| /)
  await title.fill('ع'.repeat(65))
  await expect(
    preview.getByText('عنوان محركات البحث: 65 من 60 حرفاً، تجاوز الحد: تقطعه نتائج البحث'),
  ).toBeVisible()
  await axeAtTop(page)
})
