import { createContentClient } from '@site/contract/client'
import { HtmlValidate } from 'html-validate'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { htmlRules } from './html-rules.ts'
import { decided, editorToken } from './visitor-and-editor.ts'

/**
 * A draft's preview: an editor drafts a new title for a product; signed in,
 * /preview/products/<slug> shows the draft on the real product page with the "Preview, not
 * published" bar, noindex and no-store, while the public page keeps the published title. A share
 * link opens the same preview in a fresh browser with no login, until it is revoked: then the
 * link shows the "expired or revoked" page. The product is made for this test and removed after
 * it (specs share a stack).
 */
const stamp = Date.now().toString(36)
const slug = `preview-probe-${stamp}`
const target = `products/${slug}`
const publishedTitle = `Preview Probe ${stamp}`
const draftTitle = `Preview Probe ${stamp} (draft)`

/** html-validate's findings on the server's HTML of `url` (no cookies: as a reviewer gets it). */
async function htmlProblems(url: string): Promise<string[]> {
  const report = await new HtmlValidate(htmlRules).validateString(
    await (await fetch(url)).text(),
    url,
  )
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))
}

test('when an editor drafts a product, then its preview shows the draft to them and to a share link until revoked, and the public page is unchanged', async ({
  page,
  browser,
  stack,
  loginAsEditor,
}) => {
  const token = await editorToken(stack.contentApiUrl)
  const api = createContentClient({ baseUrl: stack.contentApiUrl, token })

  await api.records('products').create({
    title: publishedTitle,
    slug,
    summary: 'A product the preview test drafts.',
  })
  try {
    const published = await api.records('products').get(slug)
    if (!published) throw new Error('the product was not created')
    const { id: _id, slug: _slug, partner_details: _partner, ...fields } = published
    await api.drafts.save(target, { ...fields, title: draftTitle })

    // signed in: the draft on the product page, with the bar and its way back to the editor
    await decided(page)
    await loginAsEditor()
    const response = await page.goto(`${stack.webUrl}/preview/${target}`)
    expect(response?.status()).toBe(200)
    const headers = response?.headers() ?? {}
    expect(headers['cache-control']).toBe('private, no-store')
    expect(headers['x-robots-tag']).toBe('noindex')
    expect(headers['x-page-cache']).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible()
    const bar = page.getByRole('region', { name: 'Preview', exact: true })
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('Preview, not published')
    await expect(bar.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      `/admin/${target}`,
    )
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
    await expectNoAxeViolations(page)

    // in Arabic: the Arabic page, the bar in Arabic
    await page.goto(`${stack.webUrl}/preview/${target}?lang=ar`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('region', { name: 'معاينة', exact: true })).toContainText(
      'معاينة، غير منشورة',
    )
    await expectNoAxeViolations(page)

    // the public page (and a signed-out visitor's cached copy of it) keeps the published title
    const visitor = await browser.newContext()
    try {
      const publicPage = await visitor.newPage()
      for (let view = 0; view < 2; view++) {
        await publicPage.goto(`${stack.webUrl}/products/${slug}`)
        await expect(
          publicPage.getByRole('heading', { level: 1, name: publishedTitle }),
        ).toBeVisible()
        await expect(publicPage.getByText(draftTitle)).toHaveCount(0)
        await expect(publicPage.getByRole('region', { name: 'Preview', exact: true })).toHaveCount(
          0,
        )
      }

      // without a session or a link the preview stays closed
      const closed = await publicPage.goto(`${stack.webUrl}/preview/${target}`)
      expect(closed?.status()).toBe(410)
      await expect(publicPage.getByText(draftTitle)).toHaveCount(0)

      // a share link opens it for a reviewer with no account
      const share = await api.drafts.share(target)
      expect(Date.parse(share.expiresAt)).toBeGreaterThan(Date.now())
      const link = new URL(share.url)
      expect(link.pathname).toBe(`/preview/${target}`)
      expect(link.searchParams.get('token')).toBeTruthy()
      const reviewer = await browser.newContext()
      try {
        const review = await reviewer.newPage()
        const opened = await review.goto(`${stack.webUrl}${link.pathname}${link.search}`)
        expect(opened?.status()).toBe(200)
        expect(opened?.headers()['cache-control']).toBe('private, no-store')
        await expect(review.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible()
        const reviewBar = review.getByRole('region', { name: 'Preview', exact: true })
        await expect(reviewBar).toContainText('Preview, not published')
        // no account: no way into the admin
        await expect(reviewBar.getByRole('link')).toHaveCount(0)
        await expectNoAxeViolations(review)
        expect(await htmlProblems(`${stack.webUrl}${link.pathname}${link.search}`)).toEqual([])

        // revoked: the same link now says so, and shows nothing of the draft
        await api.drafts.revokeShare(target, share.id)
        const revoked = await review.goto(`${stack.webUrl}${link.pathname}${link.search}`)
        expect([404, 410]).toContain(revoked?.status())
        expect(revoked?.headers()['cache-control']).toBe('private, no-store')
        await expect(
          review.getByRole('heading', {
            level: 1,
            name: 'This preview link has expired or was revoked',
          }),
        ).toBeVisible()
        await expect(review.getByText(draftTitle)).toHaveCount(0)
        await expectNoAxeViolations(review)
        expect(await htmlProblems(`${stack.webUrl}${link.pathname}${link.search}`)).toEqual([])
      } finally {
        await reviewer.close()
      }
    } finally {
      await visitor.close()
    }

    // discarded: a signed-in user's preview says there is no draft, and shows the site as it is
    await api.drafts.discard(target)
    const gone = await page.goto(`${stack.webUrl}/preview/${target}`)
    expect(gone?.status()).toBe(404)
    expect(gone?.headers()['cache-control']).toBe('private, no-store')
    await expect(
      page.getByRole('heading', { level: 1, name: 'There is no draft of this to preview' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  } finally {
    await api.drafts.discard(target).catch(() => {})
    await api
      .records('products')
      .remove(slug)
      .catch(() => {})
  }
})

test('when the About page has a draft and unsaved typing, then its preview shows the draft, and with ?live= the typing, while /about is unchanged', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  const api = createContentClient({
    baseUrl: stack.contentApiUrl,
    token: await editorToken(stack.contentApiUrl),
  })
  const about = 'pages/about'
  const drafted = `About, drafted ${stamp}`
  const typed = `About, being typed ${stamp}`
  const { version } = await api.getPage('about')
  await api.drafts.save(about, { version, values: { hero: { title: drafted } } })
  try {
    await decided(page)
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/preview/${about}`)
    await expect(page.getByRole('heading', { level: 1, name: drafted })).toBeVisible()
    const bar = page.getByRole('region', { name: 'Preview', exact: true })
    await expect(bar.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      '/admin/about-contents',
    )

    const live = await api.drafts.live(about, { version, values: { hero: { title: typed } } })
    await page.goto(`${stack.webUrl}/preview/${about}?live=${encodeURIComponent(live.id)}`)
    await expect(page.getByRole('heading', { level: 1, name: typed })).toBeVisible()

    const published = await fetch(`${stack.webUrl}/about`)
    const html = await published.text()
    expect(html).not.toContain(drafted)
    expect(html).not.toContain(typed)
  } finally {
    await api.drafts.discard(about).catch(() => {})
  }
})
