import { execFileSync } from 'node:child_process'
import sharp from 'sharp'
import { expectNoAxeViolations } from './axe.ts'
import { expect, expectBrowserError, test } from './fixtures.ts'

/** A real PNG of noise (so it does not compress to nothing): big enough to show progress. */
async function noisePng(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let x = seed
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff
    pixels[i] = x >> 16
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

test('when an editor uploads several images, then each shows progress, a non-image is refused plainly, and a picked image reaches the public page', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const [first, second] = await Promise.all([noisePng(1400, 900, 7), noisePng(800, 600, 11)])

  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/media`)
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Record every value the progress bars take, to see progress (not just a final state).
  await page.evaluate(() => {
    const seen: number[] = []
    ;(window as unknown as { progressSeen: number[] }).progressSeen = seen
    new MutationObserver(() => {
      for (const bar of Array.from(document.querySelectorAll('progress'))) {
        if (bar.hasAttribute('value')) seen.push(Number(bar.getAttribute('value')))
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  // Slow the upload down so progress events have time to fire on loopback.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1_000_000,
  })

  // the refused file's request ends in 415, which Chromium logs; the test asserts on it below
  expectBrowserError(page, /status of 415 \(Unsupported Media Type\)/)
  await page.getByLabel('Images to upload').setInputFiles([
    { name: `roof-${stamp}.png`, mimeType: 'image/png', buffer: first },
    { name: `yard-${stamp}.png`, mimeType: 'image/png', buffer: second },
    { name: `notes-${stamp}.png`, mimeType: 'image/png', buffer: Buffer.from('not an image') },
  ])

  const uploads = page.getByRole('list', { name: 'Uploads' })
  await expect(uploads.getByRole('listitem')).toHaveCount(3)
  await expect(uploads.getByText('Uploaded')).toHaveCount(2, { timeout: 60_000 })
  await expect(uploads.getByRole('alert')).toContainText(`notes-${stamp}.png:`)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  )
  expect(
    seen.some((value) => value > 0 && value < 100),
    `progress values ${seen.join(',')}`,
  ).toBe(true)

  // Both images are in the library, unused, and the non-image is not.
  const library = page.getByRole('list', { name: 'Images' })
  await page.getByRole('searchbox', { name: 'Search images' }).fill(stamp)
  await expect(library.getByRole('listitem')).toHaveCount(2)
  await expect(library.getByText('Not used')).toHaveCount(2)

  // Delete one (with confirmation); it leaves the library.
  const yard = library.getByRole('listitem').filter({ hasText: `yard-${stamp}` })
  await yard.getByRole('button', { name: /^delete/i }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Delete')
  await confirm.getByRole('button', { name: 'Delete image' }).click()
  await expect(library.getByRole('listitem')).toHaveCount(1)

  // Pick the other in the solution editor, save, see it on the public page.
  await page.goto(`${stack.webUrl}/admin/solutions/energy-systems`)
  await page.getByRole('button', { name: 'Choose image…' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('searchbox', { name: 'Search images' }).fill(`roof-${stamp}`)
  await dialog.getByRole('button', { name: new RegExp(`roof-${stamp}`) }).click()
  await expect(dialog).toBeHidden()
  const ref = await page.getByRole('textbox', { name: 'Image', exact: true }).inputValue()
  expect(ref).toMatch(new RegExp(`^media/roof-${stamp}-[0-9a-f]{10}\\.(png|webp|jpg)$`))
  // the alt text is kept with the record, right under the image
  const alt = `Solar roof in Dubai ${stamp}`
  await page.getByRole('textbox', { name: 'Image: alt text', exact: true }).fill(alt)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/^Saved "/)).toBeVisible()

  await page.goto(`${stack.webUrl}/solutions/energy-systems`)
  const file = ref.slice('media/'.length)
  await expect(
    page.locator(`img[src*="${file}"], source[srcset*="${file}"]`).first(),
  ).toBeAttached()
  await expect(page.getByRole('img', { name: alt })).toBeAttached()

  // Now used: the library says where (a link to the editor at the field), found by its alt text
  // and kept in the URL; a delete needs the admin's confirmation naming the count of uses.
  await page.goto(`${stack.webUrl}/admin/media`)
  await page.getByRole('searchbox', { name: 'Search images' }).fill(alt)
  await expect(page).toHaveURL(new RegExp(`[?&]q=Solar`))
  const roof = page.getByRole('list', { name: 'Images' }).getByRole('listitem')
  await expect(roof).toHaveCount(1)
  await expect(roof).toContainText('Used by Energy Systems')
  await roof.getByText('Used in').click()
  // (its title may carry the suffix editor-flow.spec gives it on the shared stack)
  await expect(roof.getByRole('link', { name: /^Energy Systems.*: Image$/ })).toHaveAttribute(
    'href',
    '/admin/solutions/energy-systems#field-image',
  )
  await expect(roof.getByRole('link', { name: /public page/ })).toHaveAttribute(
    'href',
    '/solutions/energy-systems',
  )
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1)
  await roof.getByRole('button', { name: /^delete/i }).click()
  const forced = page.getByRole('alertdialog')
  await expect(forced).toContainText('It is still used in 1 place')
  await expect(forced.getByRole('button', { name: 'Delete anyway' })).toBeVisible()
  await expectNoAxeViolations(page)
  await forced.getByRole('button', { name: 'Keep it' }).click()
  await expect(roof).toHaveCount(1)
  // "Unused only" leaves it out
  await page.getByRole('checkbox', { name: 'Unused only' }).check()
  await expect(page).toHaveURL(/[?&]unused=1/)
  await expect(page.getByRole('list', { name: 'Images' })).toHaveCount(0)

  // git has the upload and the delete as the editor's commits.
  const log = execFileSync('git', ['log', '--format=%an|%s', '-8'], { cwd: stack.contentDir })
    .toString()
    .split('\n')
  expect(log).toContain(`Demo Admin|media: add ${file}`)
  expect(log.some((line) => line.startsWith(`Demo Admin|media: remove yard-${stamp}-`))).toBe(true)
})
