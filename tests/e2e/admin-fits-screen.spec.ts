import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, expectBrowserError, gotoAndSettle, test } from './fixtures.ts'
import { collectionKeys, pageKeys } from '@site/contract'

/** Every page of the admin (one of each kind: a list, an editor, a new record, a history...). */
const adminPages = [
  '/admin',
  '/admin/workflow',
  '/admin/solutions',
  '/admin/products',
  '/admin/sectors',
  '/admin/partners',
  '/admin/clients',
  '/admin/about-sections',
  '/admin/solutions/it-infrastructure',
  '/admin/products/new',
  '/admin/history/solutions/it-infrastructure',
  '/admin/home-contents',
  '/admin/about-contents',
  '/admin/solutions-contents',
  '/admin/products-contents',
  '/admin/sectors-contents',
  '/admin/our-info',
  '/admin/menus',
  '/admin/media',
  '/admin/redirects',
  '/admin/contacts',
  '/admin/analytics',
  '/admin/users',
  '/admin/account',
]

const sizes = [
  { name: 'laptop', width: 1280, height: 800, phone: false },
  { name: 'desktop', width: 1440, height: 900, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
]

async function gotoRetrying(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded' })
      return
    } catch (error) {
      if (attempt >= 3 || !/ERR_NETWORK_CHANGED|chrome-error/.test(String(error))) throw error
    }
  }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin' })

/** The page ends where the admin ends: no empty band under it, nothing wider than the window. */
async function expectNoEmptyBand(page: Page) {
  // once its parts have loaded (the Markdown editor arrives after hydration, in a chunk of its own)
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: 'the page is no wider than the window' },
    )
    .toBeLessThanOrEqual(0)
  const extent = await page.evaluate(() => {
    const main = document.getElementById('admin-main')
    const bottom = main ? main.getBoundingClientRect().bottom + window.scrollY : 0
    const root = document.documentElement
    return {
      scrollHeight: root.scrollHeight,
      contentBottom: Math.ceil(Math.max(bottom, window.innerHeight)),
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
    }
  })
  expect(extent.scrollHeight, 'the page is no taller than the admin in it').toBeLessThanOrEqual(
    extent.contentBottom + 1,
  )
  expect(extent.scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(
    extent.clientWidth,
  )
}

/** The account link and Logout are in the window at the top of the page and at its end. */
async function expectAccountInSight(page: Page) {
  const bar = page.getByRole('region', { name: 'Your account' })
  for (const scroll of ['top', 'bottom'] as const) {
    await page.evaluate(
      (to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight),
      scroll,
    )
    await expect(bar.getByRole('link', { name: /Signed in as Demo Admin/ })).toBeInViewport()
    await expect(bar.getByRole('button', { name: 'Logout' })).toBeInViewport()
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Every menu entry can be brought into the window: the entries above the groups at once, each
 * group's by opening it (on a phone, after opening the menu). On a laptop and a desktop nothing
 * has to be scrolled to: the menu never scrolls within itself.
 */
async function expectEveryEntryReachable(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Menu' }).click()
  const nav = menu(page)
  await expect(nav).toBeVisible()
  const groups = nav.locator('details')
  const expectInSight = async () => {
    for (const link of await nav.getByRole('link').filter({ visible: true }).all()) {
      if (phone) await link.scrollIntoViewIfNeeded()
      await expect(link).toBeInViewport({ ratio: 1 })
    }
    if (!phone) {
      const scrolls = await nav.evaluate((el) => {
        const panel = el.parentElement as HTMLElement
        return panel.scrollHeight > panel.clientHeight
      })
      expect(scrolls, 'the menu fits without scrolling inside it').toBe(false)
    }
  }
  await expectInSight()
  let shown = 0
  for (const group of await groups.all()) {
    const summary = group.locator('summary')
    if (!(await group.evaluate((el) => (el as HTMLDetailsElement).open))) await summary.click()
    await expect(group).toHaveAttribute('open', '')
    await expectInSight()
    shown += await group.getByRole('link').count()
  }
  // the admin sees every grouped entry: each collection, each page and the 9 other places
  // (Company Info, Menus, Media library, Redirects, Messages, Analytics, Users, Audit log and
  // My Account)
  expect(shown).toBe(collectionKeys.length + pageKeys.length + 9)
}

for (const size of sizes) {
  test(`when every admin page is opened on a ${size.name} (${size.width}x${size.height}), then nothing is hidden, account and Logout stay in sight and there is no empty band`, async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    // 24 pages, each measured and checked by axe: long on a shared machine
    test.setTimeout(1_200_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    // Chromium drops the loads under way when the machine's network changes (other stacks
    // starting beside this one); that is no fault of the page, and the load is tried again
    expectBrowserError(page, /net::ERR_NETWORK_CHANGED/)
    await loginAsEditor()
    for (const path of adminPages) {
      // (not networkidle: the lists' images are not what is measured here)
      await gotoRetrying(page, `${stack.webUrl}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoEmptyBand(page)
      await expectAccountInSight(page)
      // On a phone, the Markdown editor's toolbar lies under the sticky save bar at the bottom
      // of the first screen (axe: target partly obscured); scrolled, it is whole. Left out here
      // only: the editor's own spec checks it with axe in view.
      await expectNoAxeViolations(page, size.phone ? { exclude: ['[role="toolbar"]'] } : {})
    }
    // the menu, on a page above the groups and on a page inside one
    for (const path of ['/admin', '/admin/contacts']) {
      await gotoAndSettle(page, `${stack.webUrl}${path}`)
      await expectEveryEntryReachable(page, size.phone)
    }
  })
}

test('when an editor opens a menu group and comes back, then the server draws the menu as they left it, also without JavaScript', async ({
  browser,
  page,
  stack,
  loginAsEditor,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAsEditor()
  const site = menu(page).locator('details', { hasText: 'Site' })
  const content = menu(page).locator('details', { hasText: 'Content' })
  // before any choice the dashboard shows Content open
  await expect(content).toHaveAttribute('open', '')
  await site.locator('summary').click()
  await expect(site).toHaveAttribute('open', '')
  // one group at a time: the menu stays within a laptop's height
  await expect(content).not.toHaveAttribute('open')
  await expect(menu(page).getByRole('link', { name: 'Analytics' })).toBeInViewport()

  // a browser without JavaScript, with the same cookies, gets the same menu from the server
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 1280, height: 800 },
  })
  const bare = await noScript.newPage()
  await bare.goto(`${stack.webUrl}/admin`)
  const bareMenu = bare.getByRole('navigation', { name: 'Admin' })
  await expect(bareMenu.locator('details', { hasText: 'Site' })).toHaveAttribute('open', '')
  await expect(bareMenu.getByRole('link', { name: 'Messages' })).toBeInViewport()
  // and the other groups open without script
  await bareMenu.locator('summary', { hasText: 'People' }).click()
  await expect(bareMenu.getByRole('link', { name: 'My Account' })).toBeInViewport()
  await noScript.close()

  // a page inside another group opens that group, so its own entry is in sight
  await gotoAndSettle(page, `${stack.webUrl}/admin/account`)
  await expect(menu(page).getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(menu(page).getByRole('link', { name: 'My Account' })).toBeInViewport()
})

test('when a phone has no JavaScript, then Menu still opens the whole menu', async ({
  browser,
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  })
  const bare = await noScript.newPage()
  await bare.goto(`${stack.webUrl}/admin`)
  const bareMenu = bare.getByRole('navigation', { name: 'Admin' })
  await expect(bareMenu).toBeHidden()
  await bare.getByRole('button', { name: 'Menu' }).click()
  await expect(bareMenu.getByRole('link', { name: 'Drafts & review' })).toBeVisible()
  await noScript.close()
})
