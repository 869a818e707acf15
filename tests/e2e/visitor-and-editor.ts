import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

const CONSENT_KEY = 'cookie_consent'

/** A visitor who already chose: the cookie banner stays out of the way of the checks. */
export const decided = (page: Page) =>
  page.addInitScript((key) => localStorage.setItem(key, '{"analytics":false,"ts":1}'), CONSENT_KEY)

/** A session token of the demo editor, through content-api's own HTTP API. */
export async function editorToken(contentApiUrl: string): Promise<string> {
  const demo = (await (await fetch(`${contentApiUrl}/api/auth/demo`)).json()) as {
    email: string
    password: string
  }
  const res = await fetch(`${contentApiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}
