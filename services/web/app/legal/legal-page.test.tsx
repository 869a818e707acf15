import { readFileSync } from 'node:fs'
import {
  defaultLanguage,
  languageList,
  type LanguageCode,
  type PageContent,
  type PageKey,
} from '@site/contract'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../i18n/direction.css', () => ({ ltr: 'ltr' }))
import { localizePath } from '../i18n/locale'
import { translateCount } from '../i18n/messages'
import { printedJson, typography } from '../i18n/typography'
import Legal from '../routes/public/legal'
import { pageContent } from '../test-support/load-context'
import { fakeContext } from '../test-support/load-context'
import { loadLegalPage } from './legal.server'

/** The seeded legal text (read only: the page files content/pages/<page>.json). */
const seeded = (page: PageKey) =>
  JSON.parse(
    readFileSync(new URL(`../../../../content/pages/${page}.json`, import.meta.url), 'utf8'),
  ) as Record<string, { legal?: Record<string, string> }> & { legal: Record<string, string> }

const company = [
  { key: 'company_name', value: 'Falcon Gridworks LLC' },
  { key: 'address', value: 'Business Bay, Dubai' },
  { key: 'main_phone', value: '+971 4 000 0100' },
  { key: 'main_email', value: 'info@falcon.example' },
]

/**
 * A page as content-api answers it in a language: the language's text, or the English where it
 * has none (listed in `missing`), printed as the language prints content (typography.ts).
 */
function answer(page: PageKey, code: LanguageCode, file = seeded(page)): PageContent {
  const english = file.legal
  const own = code === defaultLanguage ? english : (file[code]?.legal ?? {})
  const body = own.body || english.body || ''
  const read = pageContent(page, { legal: { updated: english.updated ?? '', body } })
  const print = typography[code]
  return {
    ...(print ? (printedJson(read, print) as PageContent) : read),
    lang: code,
    missing: code !== defaultLanguage && !own.body ? ['legal.body'] : [],
  }
}

interface Setup {
  settings?: Array<{ key: string; value: string }>
  config?: { analyticsRetentionDays?: number; analyticsProvider?: { provider: 'plausible' } }
  file?: ReturnType<typeof seeded>
}

/** The legal page at `path` in a language, as the server renders it, and its text as read. */
async function render(path: string, code: LanguageCode, setup: Setup = {}) {
  const page = path === '/terms' ? 'terms' : 'privacy'
  const context = fakeContext({
    getPage: () => Promise.resolve(answer(page, code, setup.file)),
    companySettings: () => Promise.resolve({ version: 'v1', settings: setup.settings ?? company }),
  })
  Object.assign(context.config, setup.config)
  const url = localizePath(path, code)
  const loaderData = await loadLegalPage(context, url, code)
  const props = { loaderData } as unknown as Parameters<typeof Legal>[0]
  const Stub = createRoutesStub([{ path: url, Component: () => <Legal {...props} /> }])
  const html = renderToStaticMarkup(<Stub initialEntries={[url]} />)
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\n\r]+/g, ' ')
  return { html, text, loaderData }
}

describe('the legal pages, rendered from their content', () => {
  for (const { code } of languageList) {
    for (const path of ['/privacy-policy.html', '/terms']) {
      it(`when ${path} is read in ${code}, then every section of its text shows, with the company from settings and no placeholder left`, async () => {
        const { html, text, loaderData } = await render(path, code)
        expect(loaderData.sections.length).toBeGreaterThanOrEqual(6)
        expect(loaderData.lang).toBeUndefined()
        for (const section of loaderData.sections) expect(html).toContain(section.heading)
        expect(text).not.toMatch(/\{\w+\}|\[\[|\]\]/)
        expect(text).toContain('Falcon Gridworks LLC')
        expect(text).toContain('Business Bay, Dubai')
        expect(html).toContain('href="tel:+97140000100"')
        // site links stay in the page's language
        expect(html).toContain(`href="${localizePath('/contact', code)}"`)
      })
    }

    it(`when the privacy policy is read in ${code}, then it states the configured retention, counted in ${code}, and the provider`, async () => {
      const { text, html } = await render('/privacy-policy.html', code, {
        config: { analyticsRetentionDays: 30, analyticsProvider: { provider: 'plausible' } },
      })
      const days = translateCount(code, 'count.days', 30)
      const print = typography[code] ?? ((t: string) => t)
      expect(text).toContain(print(days))
      expect(text).toContain('Plausible')
      expect(html).toContain('href="mailto:info@falcon.example"')
    })

    it(`when no provider, telephone or e-mail is set, then the ${code} sentences about them are left out`, async () => {
      const { text, html } = await render('/privacy-policy.html', code, {
        settings: [{ key: 'company_name', value: 'Falcon Gridworks LLC' }],
      })
      expect(text).not.toContain('Plausible')
      expect(html).not.toContain('tel:')
      expect(html).not.toContain('mailto:')
      expect(text).toContain(translateCount(code, 'count.days', 400))
    })
  }

  it('when read in English, then the policy names every field measured, what is not stored, the hash, the retention and how to withdraw', async () => {
    const { text } = await render('/privacy-policy.html', 'en')
    for (const phrase of [
      "page's address",
      'the name of the website you came from',
      "the page's language",
      'phone, tablet or desktop',
      'utm_source, utm_medium and utm_campaign',
      'no cookie',
      "neither your IP address nor your browser's user agent",
      'a secret that changes every day',
      'for 400 days',
      'Do Not Track or Global Privacy Control',
      'Manage Cookies button',
      'Decline',
      'operated by Falcon Gridworks LLC, Business Bay, Dubai (telephone +971',
    ])
      expect(text).toContain(phrase)
    expect(text).not.toContain('Plausible')
  })

  it('when read in Arabic, then it says the same, with the Latin names isolated left-to-right and the days counted as Arabic counts them', async () => {
    const { html, text } = await render('/privacy-policy.html', 'ar', {
      config: { analyticsRetentionDays: 30, analyticsProvider: { provider: 'plausible' } },
    })
    expect(html).toContain('<bdi dir="ltr">utm_campaign</bdi>')
    expect(html).toContain('<bdi dir="ltr">IP</bdi>')
    expect(html).toContain('30 يومًا')
    expect(html).toMatch(/<bdi[^>]*>Plausible<\/bdi>/)
    expect(text).toContain('Falcon Gridworks LLC، Business Bay, Dubai')
    for (const phrase of ['«عدم التتبّع»', 'ملف تعريف ارتباط', 'يتغيّر كل يوم', '«رفض»'])
      expect(text).toContain(phrase)
  })

  it('when read in French, then the text follows French typography and its fragments survive it', async () => {
    const { text } = await render('/privacy-policy.html', 'fr')
    expect(text).toContain('Ce que nous mesurons\u202F:')
    expect(text).toContain('pendant 400 jours\u202F; les totaux')
    expect(text).toContain('(téléphone +971')
    expect(text).toContain('«\u202FGérer les cookies\u202F»')
  })

  it('when a language has no translation of the text, then the English is shown, marked English', async () => {
    const file = seeded('terms')
    const { html, loaderData } = await render('/terms', 'fr', { file: { legal: file.legal } })
    expect(loaderData.lang).toBe('en')
    expect(html).toMatch(/<article class="[^"]*" lang="en" dir="ltr">/)
    expect(html).toContain('About these terms')
  })
})
