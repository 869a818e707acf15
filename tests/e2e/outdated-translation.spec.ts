import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * After the English of a translated field changes, the admin says the Arabic
 * may be outdated (the record's editor with the English change, its list and the dashboard) until
 * the translator updates or confirms it.
 */
test.use({ reducedMotion: 'reduce' })

const SLUG = 'kilima-towers'
const api = async (url: string, token: string, method: string, body?: unknown) => {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  expect(res.status, text).toBe(200)
  return JSON.parse(text) as Record<string, unknown> & { version: string }
}

test('when the English of a translated field changes, then the admin lists the Arabic as outdated with the English change, until the translator confirms it', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  const token = await editorToken(stack.contentApiUrl)
  const url = `${stack.contentApiUrl}/api/clients/${SLUG}`
  const original = await api(url, token, 'GET')
  const englishBefore = String(original.description)
  // translated from the current English, then the English changes
  let current = await api(url, token, 'PATCH', {
    version: original.version,
    ar: { ...((original.ar as object | undefined) ?? {}), description: 'وصف مترجم.' },
  })
  current = await api(url, token, 'PATCH', {
    version: current.version,
    description: `${englishBefore} Now with private LTE.`,
  })
  expect(current.outdated_ar).toEqual(['description'])

  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin`)
  const dashboardNotice = page.getByText(/Translations may be outdated in \d+ place/)
  await expect(dashboardNotice).toBeVisible()
  await page.getByRole('link', { name: `${String(original.name)} in Arabic` }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/clients/${SLUG}?lang=ar`)
  await expect(page.getByText(/Arabic may be outdated for 1 field .*Description/)).toBeVisible()
  await expect(page.getByText('English then')).toBeVisible()
  await expect(page.getByText(englishBefore, { exact: true })).toBeVisible()
  await expect(
    page.getByText(`${englishBefore} Now with private LTE.`, { exact: true }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel(/The Arabic of Description still fits/).check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  // the translator stays in the Arabic editor
  await expect(page).toHaveURL(`${stack.webUrl}/admin/clients/${SLUG}?saved=1&lang=ar`)
  await expect(page.getByRole('link', { name: /Arabic may be outdated/ })).toHaveCount(0)
  const after = await api(url, token, 'GET')
  expect(after.outdated_ar).toEqual([])

  // leave the record as it was for the other specs
  await api(url, token, 'PATCH', {
    version: after.version,
    description: englishBefore,
    ar: original.ar ?? {},
  })
})
