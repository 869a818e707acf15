import { collectionDefinitions, recordPlaces } from '@site/contract'
import { catalogue } from '../../services/web/app/i18n/messages.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { stubMediaImages } from './stub-media.ts'
import { decided } from './visitor-and-editor.ts'

/**
 * The clients strip: on every page the field registry names for the clients (what the editor's
 * "Shown at" says), in both languages, the active clients, featured first then in sort_order,
 * each with its logo, name and industry, and a link to its website when it has one.
 */

interface ClientRecord {
  slug: string
  name: string
  industry: string
  website: string
  logo: string
  is_featured: boolean
  sort_order: number
}

/** The active clients in a language, as content-api lists them (sort_order). */
async function activeClients(contentApiUrl: string, lang: 'en' | 'ar'): Promise<ClientRecord[]> {
  const res = await fetch(`${contentApiUrl}/api/clients${lang === 'ar' ? '?lang=ar' : ''}`)
  expect(res.status).toBe(200)
  return (await res.json()) as ClientRecord[]
}

const places = recordPlaces(collectionDefinitions.clients, 'any-client')
const localized = (path: string, lang: 'en' | 'ar') =>
  lang === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })

test('when the registry names where clients show, then that is Home and About', () => {
  expect(places).toEqual(['/', '/about'])
})

for (const lang of ['en', 'ar'] as const) {
  for (const place of places) {
    const path = localized(place, lang)
    test(`when ${path} is opened, then its clients strip shows the active clients, featured first, with logo, name, industry and website link`, async ({
      page,
      stack,
    }) => {
      test.slow() // eight logos, each a first render in media on the first page
      const logos: string[] = []
      await decided(page)
      const clients = await activeClients(stack.contentApiUrl, lang)
      expect(clients.length, 'the fixture has clients').toBeGreaterThan(1)
      const byOrder = (a: ClientRecord, b: ClientRecord) =>
        Number(b.is_featured) - Number(a.is_featured) || a.sort_order - b.sort_order
      const expected = [...clients].sort(byOrder)

      await stubMediaImages(page) // the strip is tested here; each logo's variant below
      await page.goto(`${stack.webUrl}${path}`)
      const strip = page.getByRole('region', { name: catalogue[lang]['clients.title'] })
      await expect(strip).toBeVisible()
      const items = strip.getByRole('listitem')
      await expect(items).toHaveCount(expected.length)
      for (const [i, client] of expected.entries()) {
        const item = items.nth(i)
        await expect(item).toContainText(client.name)
        if (client.industry) await expect(item).toContainText(client.industry)
        const link = item.getByRole('link')
        if (client.website) {
          // named by its text: the client's name first, and that it opens a new tab
          await expect(link).toHaveAccessibleName(
            new RegExp(`^${escape(client.name)}.*${escape(catalogue[lang]['site.newTab'])}$`),
          )
          await expect(link).toHaveAttribute('href', client.website)
          await expect(link).toHaveAttribute('target', '_blank')
          await expect(link).toHaveAttribute('rel', /noopener/)
        } else {
          await expect(link).toHaveCount(0)
        }
        // the logo is decorative (the name is written under it) and comes through the media proxy
        const logo = item.locator('img')
        await expect(logo).toHaveAttribute('alt', '')
        const src = await logo.getAttribute('src')
        expect(src, `${client.slug}'s logo`).toMatch(new RegExp(`^/${escape(client.logo)}\\?`))
        logos.push(src ?? '')
      }
      // each logo's variant is an image (fetched one at a time: a first render each)
      for (const src of logos) {
        const res = await page.request.get(`${stack.webUrl}${src}`, { timeout: 60_000 })
        expect(res.status(), src).toBe(200)
        expect(res.headers()['content-type'], src).toMatch(/^image\//)
      }
      await expectNoAxeViolations(page)
    })
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
