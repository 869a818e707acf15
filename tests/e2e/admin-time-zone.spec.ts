import { expect, gotoAndSettle, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * One time zone, the company's
 * (COMPANY_TIME_ZONE, Asia/Dubai by default: the test stack leaves it unset), on every admin
 * screen and in the CSV export's file name; the CSV starts with a UTF-8 byte-order mark.
 */

const ZONE = 'Asia/Dubai'

/** The instant's wall-clock parts in Dubai, independent of the machine's own zone. */
function partsInDubai(iso: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return {
    text: `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} (Dubai)`,
    // en-CA writes dates as YYYY-MM-DD
    day: new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso)),
  }
}

test('when an admin opens Users and My Account, then every date is a <time> shown in Dubai time', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  const token = await editorToken(stack.contentApiUrl)
  const { users } = (await (
    await fetch(`${stack.contentApiUrl}/api/users`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { users: Array<{ email: string; createdAt: string }> }
  const someone = users[0]
  if (!someone) throw new Error('the stack has no user')

  await loginAsEditor() // the demo admin
  for (const path of ['/admin/users', '/admin/account']) {
    await gotoAndSettle(page, `${stack.webUrl}${path}`)
    const times = page.locator('main time')
    expect(await times.count(), `dates on ${path}`).toBeGreaterThan(0)
    for (const time of await times.all()) {
      const iso = (await time.getAttribute('datetime')) ?? ''
      expect(Number.isNaN(Date.parse(iso)), `${path}: datetime="${iso}"`).toBe(false)
      await expect(time).toHaveText(partsInDubai(iso).text)
    }
    await expect(page.locator('main')).not.toContainText('UTC')
  }
  // the Users list shows exactly the creation instant content-api holds
  await gotoAndSettle(page, `${stack.webUrl}/admin/users`)
  await expect(page.locator(`main time[datetime="${someone.createdAt}"]`).first()).toHaveText(
    partsInDubai(someone.createdAt).text,
  )
})

test('when the inbox is exported, then the file is named with the Dubai day and starts with a byte-order mark', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  const before = partsInDubai(new Date().toISOString()).day
  const res = await page.request.get(`${stack.webUrl}/admin/contacts/export.csv`)
  const after = partsInDubai(new Date().toISOString()).day
  expect(res.status()).toBe(200)
  const name = /filename="messages-inbox-(\d{4}-\d{2}-\d{2})\.csv"/.exec(
    res.headers()['content-disposition'] ?? '',
  )?.[1]
  // the day cannot be pinned here (the stack's clock is real): it is Dubai's day of the request
  expect([before, after]).toContain(name)
  const bytes = await res.body()
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
})
