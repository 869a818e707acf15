import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { AxeResults, Result } from 'axe-core'
import { expect } from './fixtures.ts'

/**
 * Accessibility check with axe-core, injected into the page (the @axe-core/playwright wrapper
 * asks for Node 22; axe-core itself runs anywhere). Runs the WCAG 2.0/2.1/2.2 A and AA rules.
 *
 *   await expectNoAxeViolations(page)                           // the whole page
 *   await expectNoAxeViolations(page, { exclude: ['#map'] })    // minus a third-party widget
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

export interface AxeOptions {
  /** CSS selectors of parts to leave out (keep this rare, and say why where it is used) */
  exclude?: string[]
}

/** Runs axe on the page as it is now; returns the violations (empty when it passes). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  const injected = await page.evaluate(() => 'axe' in window)
  // evaluated through the DevTools protocol, not as an inline <script>: the site's CSP (nonces
  // only) rightly refuses injected inline scripts
  if (!injected) await page.evaluate(axeSource)
  const results = await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe
      const context = exclude.length > 0 ? { exclude: exclude.map((s) => [s]) } : document
      return (await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as AxeResults
    },
    { tags: [...wcagTags], exclude: options.exclude ?? [] },
  )
  return results.violations
}

/** One line per failing node: "rule (impact): target: summary". */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')}`,
    ),
  )
}

/** Asserts 0 WCAG 2.2 AA violations, listing every failing node when there are some. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options)
  expect(describeViolations(violations), `axe WCAG 2.2 AA violations on ${page.url()}`).toEqual([])
}
