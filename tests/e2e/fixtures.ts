import { test as base, expect, type Page } from '@playwright/test'
import { readStackInfo, type StackInfo } from './stack-info.ts'

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
  stack: async ({}, use) => {
    await use(readStackInfo())
  },
  page: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`)
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
