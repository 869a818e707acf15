import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'

/**
 * Page views are counted only after Accept (never with Do Not Track or Global Privacy
 * Control, nor after Decline), one beacon per page view, and /admin/analytics shows them. The
 * stack is shared with other specs, so each test tags its views with a campaign of its own
 * (utm_campaign) and reads that campaign's row in the admin's Campaigns table.
 */

const CONSENT_KEY = 'cookie_consent'
/** headless Chromium says "HeadlessChrome", which counts as a bot: visitors use a desktop Chrome's */
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const accepted = JSON.stringify({ analytics: true, ts: 1 })

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })

/** Every beacon the page sends, as its parsed body. */
function beaconsOf(page: Page): Array<Record<string, unknown>> {
  const sent: Array<Record<string, unknown>> = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/analytics/event') return
    expect(request.method()).toBe('POST')
    sent.push(JSON.parse(request.postData() ?? 'null') as Record<string, unknown>)
  })
  return sent
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookie & privacy notice' })

/** A browser that already accepted analytics (and, optionally, sends DNT or GPC). */
async function visitor(
  browser: Browser,
  options: { userAgent?: string; doNotTrack?: boolean; gpc?: boolean; consent?: string } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    // a browser of its own: the specs share one address, and one browser counts a page once per
    // 30 s (a second visitor's view of /about would be the first's repeat)
    userAgent: options.userAgent ?? `${PERSON} e2e/${randomUUID().slice(0, 8)}`,
  })
  const page = await context.newPage()
  await page.addInitScript(
    ({ key, consent, dnt, gpc }) => {
      if (consent) localStorage.setItem(key, consent)
      if (dnt) Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })
      if (gpc)
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
    },
    {
      key: CONSENT_KEY,
      consent: options.consent ?? null,
      dnt: options.doNotTrack ?? false,
      gpc: options.gpc ?? false,
    },
  )
  return { context, page }
}

/** The admin's Campaigns row of `campaign` over the last 7 days ('' when there is none). */
async function campaignViews(page: Page, webUrl: string, campaign: string): Promise<string> {
  await gotoAndSettle(page, `${webUrl}/admin/analytics?days=7`)
  const row = page
    .getByRole('region', { name: 'Campaigns' })
    .getByRole('row')
    .filter({ hasText: campaign })
  if ((await row.count()) === 0) return ''
  return (await row.getByRole('cell').last().textContent())?.trim() ?? ''
}

test('when a visitor has not chosen, sends Do Not Track or Global Privacy Control, or declined, then no beacon is sent', async ({
  page,
  stack,
  browser,
}) => {
  const sent = beaconsOf(page)
  await gotoAndSettle(page, `${stack.webUrl}/about`)
  await expect(banner(page)).toBeVisible()
  expect(sent, 'before any choice').toEqual([])

  for (const signal of [{ doNotTrack: true }, { gpc: true }]) {
    const { context, page: other } = await visitor(browser, { ...signal, consent: accepted })
    const otherSent = beaconsOf(other)
    await gotoAndSettle(other, `${stack.webUrl}/solutions`)
    await gotoAndSettle(other, `${stack.webUrl}/about`)
    expect(otherSent, JSON.stringify(signal)).toEqual([])
    await context.close()
  }

  // Accept counts this view at once; Manage Cookies then Decline stops it from the next page on
  await banner(page).getByRole('button', { name: 'Accept' }).click()
  await expect.poll(() => sent.length).toBe(1)
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Manage Cookies' }).click(),
  ])
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await gotoAndSettle(page, `${stack.webUrl}/solutions`)
  await gotoAndSettle(page, `${stack.webUrl}/`)
  expect(sent).toHaveLength(1)

  // the admin is never counted, even with consent
  await gotoAndSettle(page, `${stack.webUrl}/admin/login`)
  expect(sent).toHaveLength(1)
})

test('when a visitor accepts and views three pages, then three beacons are sent and the admin shows three page views', async ({
  page,
  stack,
  browser,
  loginAsEditor,
}) => {
  const campaign = `e2e-${randomUUID().slice(0, 8)}`
  const utm = `?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}`
  const { context, page: visit } = await visitor(browser)
  const sent = beaconsOf(visit)
  await gotoAndSettle(visit, `${stack.webUrl}/about${utm}`)
  expect(sent).toEqual([])
  await banner(visit).getByRole('button', { name: 'Accept' }).click()
  await expect.poll(() => sent.length).toBe(1)
  await gotoAndSettle(visit, `${stack.webUrl}/solutions${utm}`)
  await gotoAndSettle(visit, `${stack.webUrl}/ar/products${utm}`)
  await expect.poll(() => sent.length).toBe(3)
  expect(sent[0]).toEqual({
    path: '/about',
    lang: 'en',
    screen: 'desktop',
    utm_source: 'e2e',
    utm_medium: 'test',
    utm_campaign: campaign,
  })
  expect(sent[2]).toMatchObject({ path: '/ar/products', lang: 'ar' })
  await context.close()

  await loginAsEditor()
  // the views are written in batches: the admin shows them within a few seconds
  await expect
    .poll(() => campaignViews(page, stack.webUrl, campaign), { timeout: 15_000 })
    .toBe('3')
  await expect(
    page.getByRole('img', { name: /Chart of visitors and page views per day/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoAxeViolations(page)
})

test('when a bot (by its user agent) views pages with consent, then it is not counted', async ({
  page,
  stack,
  browser,
  loginAsEditor,
}) => {
  const run = randomUUID().slice(0, 8)
  const bot = await visitor(browser, {
    consent: accepted,
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })
  const botSent = beaconsOf(bot.page)
  await gotoAndSettle(bot.page, `${stack.webUrl}/about?utm_source=e2e&utm_campaign=bot-${run}`)
  expect(botSent).toHaveLength(1) // the browser sends it; web refuses to count it
  await bot.context.close()
  // a person after the bot: once their view shows, the bot's (sent earlier) would have too
  const person = await visitor(browser, { consent: accepted })
  await gotoAndSettle(person.page, `${stack.webUrl}/about?utm_source=e2e&utm_campaign=human-${run}`)
  await person.context.close()

  await loginAsEditor()
  await expect
    .poll(() => campaignViews(page, stack.webUrl, `human-${run}`), { timeout: 15_000 })
    .toBe('1')
  expect(await campaignViews(page, stack.webUrl, `bot-${run}`)).toBe('')
})
