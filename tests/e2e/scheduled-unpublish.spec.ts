import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * Scheduled unpublish: "Unpublish at" on a product's editor lists it on the dashboard and the
 * workflow board; at the time the product leaves the public list by itself. Another product's
 * schedule is cancelled from its editor and it stays.
 */

const ZONE = 'Asia/Dubai' // COMPANY_TIME_ZONE is unset in the test stack

/** The zone's wall clock at an instant, as the date and time inputs take it. */
function wallClock(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

/** content-api as the demo admin: `call('POST', '/products', body)` */
async function adminCaller(contentApiUrl: string) {
  const admin = await editorToken(contentApiUrl)
  return (method: string, path: string, body?: unknown) =>
    fetch(`${contentApiUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
}

test('when a product is given an "Unpublish at" time, then the dashboard and board list it and it leaves the public list by itself; a cancelled one stays', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  const call = await adminCaller(stack.contentApiUrl)
  const stamp = Date.now()
  const going = { slug: `sunset-meter-${stamp}`, title: `Sunset Meter ${stamp}` }
  const staying = { slug: `steady-meter-${stamp}`, title: `Steady Meter ${stamp}` }
  for (const p of [going, staying]) {
    const created = await call('POST', '/products', {
      slug: p.slug,
      title: p.title,
      summary: 'Meters a scheduled unpublish.',
      category: 'Hardware Systems',
      price_range: 'On request',
    })
    expect(created.status, await created.clone().text()).toBe(201)
  }
  const publicList = async () => (await fetch(`${stack.webUrl}/products`)).text()

  try {
    expect(await publicList()).toContain(going.title)
    await loginAsEditor()

    // both get a time tomorrow from their editors, in the company's zone
    const tomorrow = wallClock(new Date(Date.now() + 24 * 3600_000))
    for (const p of [going, staying]) {
      await gotoAndSettle(page, `${stack.webUrl}/admin/products/${p.slug}`)
      const box = page.getByRole('region', { name: 'Unpublish at a time' })
      await expect(box).toContainText('Not scheduled')
      const fields = box.getByRole('group', { name: 'Unpublish at (Dubai time)' })
      await fields.getByLabel('Date').fill(tomorrow.date)
      await fields.getByLabel('Time').fill(tomorrow.time)
      await fields.getByRole('button', { name: 'Schedule unpublish' }).click()
      await expect(page.getByText('Scheduled: it comes off the site at that time.')).toBeVisible()
      await expect(box).toContainText('Comes off the site by itself')
      await expect(box.getByRole('button', { name: 'Cancel unpublish' })).toBeVisible()
    }
    await expectNoAxeViolations(page)

    // the dashboard and the board list both, linked to their editors
    await gotoAndSettle(page, `${stack.webUrl}/admin`)
    const listed = page.getByRole('region', { name: /^Coming off the site/ })
    for (const p of [going, staying])
      await expect(listed.getByRole('link', { name: `${p.title} (product)` })).toHaveAttribute(
        'href',
        `/admin/products/${p.slug}`,
      )
    await expectNoAxeViolations(page)
    await gotoAndSettle(page, `${stack.webUrl}/admin/workflow`)
    await expect(
      page.getByRole('region', { name: /^Coming off the site/ }).getByRole('link', {
        name: `${going.title} (product)`,
      }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // the second is cancelled from its editor
    await gotoAndSettle(page, `${stack.webUrl}/admin/products/${staying.slug}`)
    await page.getByRole('button', { name: 'Cancel unpublish' }).click()
    await expect(page.getByText('Unpublish cancelled: it stays on the site.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Unpublish at a time' })).toContainText(
      'Not scheduled',
    )

    // the first is moved to a few seconds from now (the API takes seconds; the form, minutes)
    const moved = await call('POST', `/products/${going.slug}/unpublish-at`, {
      at: new Date(Date.now() + 5_000).toISOString(),
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    // nobody presses anything: it leaves the public list
    await expect
      .poll(async () => (await publicList()).includes(going.title), {
        timeout: 30_000,
        intervals: [1000],
      })
      .toBe(false)
    expect(await publicList()).toContain(staying.title)
    await gotoAndSettle(page, `${stack.webUrl}/admin`)
    await expect(page.getByRole('region', { name: /^Coming off the site/ })).toHaveCount(0)
  } finally {
    for (const p of [going, staying]) await call('DELETE', `/products/${p.slug}`)
  }
})

test('when an admin reads the admin in Arabic, then "Unpublish at" and the dashboard list speak Arabic and pass axe', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const call = await adminCaller(stack.contentApiUrl)
  const stamp = Date.now()
  const reader = {
    name: 'Rana Reader',
    email: `rana-${stamp}@example.com`,
    role: 'admin',
    password: 'rana schedules in arabic',
  }
  const product = { slug: `dusk-meter-${stamp}`, title: `Dusk Meter ${stamp}` }
  expect((await call('POST', '/users', reader)).status).toBe(201)
  const created = await call('POST', '/products', {
    slug: product.slug,
    title: product.title,
    summary: 'Meters a scheduled unpublish in Arabic.',
    category: 'Hardware Systems',
    price_range: 'On request',
  })
  expect(created.status, await created.clone().text()).toBe(201)
  try {
    const set = await call('POST', `/products/${product.slug}/unpublish-at`, {
      at: new Date(Date.now() + 24 * 3600_000).toISOString(),
    })
    expect(set.status, await set.clone().text()).toBe(200)

    await page.goto(`${stack.webUrl}/admin/login`)
    await page.getByLabel('Email address').fill(reader.email)
    await page.locator('input[name="password"]').fill(reader.password)
    await page.getByRole('button', { name: /^sign in$/i }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/admin`)
    await gotoAndSettle(page, `${stack.webUrl}/admin/account`)
    await page.getByRole('combobox', { name: 'Admin language' }).selectOption('ar')
    await page.getByRole('button', { name: 'Save language' }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

    await gotoAndSettle(page, `${stack.webUrl}/admin/products/${product.slug}`)
    const box = page.getByRole('region', { name: 'إلغاء النشر في وقت محدد' })
    await expect(box).toContainText('يُزال عن الموقع تلقائياً')
    await expect(box.getByRole('group', { name: 'إلغاء النشر في (بتوقيت Dubai)' })).toBeVisible()
    await expect(box.getByRole('button', { name: 'إلغاء جدولة إلغاء النشر' })).toBeVisible()
    await expectNoAxeViolations(page)

    await gotoAndSettle(page, `${stack.webUrl}/admin`)
    const listed = page.getByRole('region', { name: /^تُزال عن الموقع قريباً/ })
    await expect(listed).toContainText(product.title)
    await expectNoAxeViolations(page)
  } finally {
    await call('DELETE', `/products/${product.slug}`)
  }
})

test('when a draft is given an "Unpublish at" time, then the draft panel and the board say so, the site keeps no time until the publish, and the publish schedules it', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  const call = await adminCaller(stack.contentApiUrl)
  const stamp = Date.now()
  const product = { slug: `season-meter-${stamp}`, title: `Season Meter ${stamp}` }
  const fields = {
    title: product.title,
    summary: 'Meters a campaign.',
    category: 'Hardware Systems',
    price_range: 'On request',
  }
  expect((await call('POST', '/products', { slug: product.slug, ...fields })).status).toBe(201)
  try {
    const { version } = (await (await call('GET', `/products/${product.slug}`)).json()) as {
      version: string
    }
    const drafted = await call('PUT', `/drafts/products/${product.slug}`, {
      ...fields,
      summary: 'Meters a campaign that ends.',
      version,
    })
    expect(drafted.status, await drafted.clone().text()).toBe(201)
    await loginAsEditor()
    await gotoAndSettle(page, `${stack.webUrl}/admin/products/${product.slug}`)
    const later = wallClock(new Date(Date.now() + 48 * 3600_000))
    const group = page.getByRole('group', { name: 'Unpublish at (Dubai time), once published' })
    await group.getByLabel('Date').fill(later.date)
    await group.getByLabel('Time').fill(later.time)
    await group.getByRole('button', { name: 'Set unpublish time' }).click()
    await expect(
      page.getByText('Unpublish time set: publishing the draft schedules it.'),
    ).toBeVisible()
    await expect(
      page.getByText('Once published, it comes off the site by itself at', { exact: false }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel unpublish time' })).toBeVisible()
    // the live record has no time yet: its own box still says so
    await expect(page.getByRole('region', { name: 'Unpublish at a time' })).toContainText(
      'Not scheduled',
    )
    await expectNoAxeViolations(page)

    await gotoAndSettle(page, `${stack.webUrl}/admin/workflow`)
    const card = page.getByRole('article').filter({ hasText: product.title })
    await expect(card.getByText('Comes off the site')).toBeVisible()

    expect((await call('POST', `/drafts/products/${product.slug}/publish`, {})).status).toBe(200)
    await gotoAndSettle(page, `${stack.webUrl}/admin/products/${product.slug}`)
    await expect(page.getByRole('region', { name: 'Unpublish at a time' })).toContainText(
      'Comes off the site by itself',
    )
  } finally {
    await call('DELETE', `/drafts/products/${product.slug}`)
    await call('DELETE', `/products/${product.slug}`)
  }
})
