import { test as base, expect, type Page } from '@playwright/test'
import { readStackInfo, type StackInfo } from './stack-info.ts'

/** Console errors a test provokes on purpose (a refused upload logs its 415), by page. */
const expectedErrors = new WeakMap<Page, RegExp[]>()

/** Declares a browser console error the test itself causes and asserts on; others still fail. */
export function expectBrowserError(page: Page, pattern: RegExp): void {
  expectedErrors.set(page, [...(expectedErrors.get(page) ?? []), pattern])
}

interface Fixtures {
  stack: StackInfo
  /** Signs in through the real login form with the demo admin offered in demo mode. */
  loginAsEditor: () => Promise<void>
}

/**
 * Every test fails on a browser console error or an uncaught page error (epic-stack habit):
 * an error nobody asserted on is a bug.
 */
export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its destructured first parameter
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, use) => {
    await use(readStackInfo())
  },
  page: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return
      // a page answered with 404/500 makes Chromium log its own status; tests assert on that
      // status directly, so only errors of other resources (and scripts) count here
      const documentStatus =
        /^Failed to load resource/.test(msg.text()) && msg.location().url === page.url()
      const expected = (expectedErrors.get(page) ?? []).some((re) => re.test(msg.text()))
      if (!documentStatus && !expected)
        problems.push(`console.error: ${msg.text()} (${msg.location().url})`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    await use(page)
    expect(problems, 'browser errors during the test').toEqual([])
  },
  loginAsEditor: async ({ page, stack }, use) => {
    await use(async () => {
      await page.goto(`${stack.webUrl}/admin/login`)
      await page.getByRole('button', { name: 'Auto-fill' }).click()
      await page.getByRole('button', { name: /^sign in$/i }).click()
      await expect(page).toHaveURL(`${stack.webUrl}/admin`)
    })
  },
})

export async function gotoAndSettle(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

export { expect }
