import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  badRequest,
  captureLogs,
  client,
  fakeContext,
  pageContent,
  serverError,
  thrownStatus,
  unreachable,
} from '../test-support/load-context'
import { loadAboutPage } from './about.server'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

const page = pageContent('about', {
  hero: { title: 'Engineering Infrastructure', years_experience: '15+', mw_capacity: '850+ MW' },
  trust: { card_1_title: 'Proven', card_1_description: 'Tested first.' },
})
const values = {
  slug: 'values',
  title: 'Our Values',
  subtitle: '',
  content: '- **Innovation** – We try.\n- **Excellence** – We check.',
  image: '',
  sort_order: 3,
  is_active: true,
}

describe('loadAboutPage', () => {
  it('when content-api answers, then the page is built from the content and the sections by key', async () => {
    const about = await loadAboutPage(
      fakeContext({
        getPage: () => Promise.resolve(page),
        'about-sections': { list: () => Promise.resolve([values]) },
        clients: { list: () => Promise.resolve([]) },
      }),
    )
    expect(about.hero.title).toBe('Engineering Infrastructure')
    expect(about.hero.badges.map((b) => b.value)).toEqual(['15+', '850+ MW'])
    expect(about.principles.map((p) => p.key)).toEqual(['values'])
    expect(about.principles[0]?.items).toEqual([
      { name: 'Innovation', text: 'We try.' },
      { name: 'Excellence', text: 'We check.' },
    ])
    expect(about.trust.cards).toEqual([{ title: 'Proven', description: 'Tested first.', lang: {} }])
    expect(about.cta.button).toEqual({ label: 'Start Your Project', to: '/contact' })
    expect(about.history).toBeNull()
  })

  it('when a history section is active, then it is shown with its milestones', async () => {
    const history = {
      ...values,
      slug: 'history',
      title: 'Our History',
      content: 'We began in Dubai.\n\n- **Early years** – Substations.',
      image: 'media/h.jpg',
    }
    const about = await loadAboutPage(
      fakeContext({
        getPage: () => Promise.resolve(page),
        'about-sections': { list: () => Promise.resolve([values, history]) },
        clients: { list: () => Promise.resolve([]) },
      }),
    )
    expect(about.history).toMatchObject({ title: 'Our History', image: 'media/h.jpg', items: null })
    expect(about.principles.map((p) => p.key)).toEqual(['values'])
  })

  it('when an editor adds an active section with a key of its own, then the page shows it too', async () => {
    const team = { ...values, slug: 'our-team', title: 'Our Team', content: 'Engineers.' }
    const about = await loadAboutPage(
      fakeContext({
        getPage: () => Promise.resolve(page),
        'about-sections': { list: () => Promise.resolve([values, team]) },
        clients: { list: () => Promise.resolve([]) },
      }),
    )
    expect(about.principles.map((p) => p.key)).toEqual(['values'])
    expect(about.more.map((p) => [p.key, p.title, p.content])).toEqual([
      ['our-team', 'Our Team', 'Engineers.'],
    ])
  })

  it('when there are no about sections, then mission, vision and values are simply absent', async () => {
    const about = await loadAboutPage(
      fakeContext({
        getPage: () => Promise.resolve(page),
        'about-sections': { list: () => Promise.resolve([]) },
        clients: { list: () => Promise.resolve([]) },
      }),
    )
    expect(about.principles).toEqual([])
  })

  it('when clients are listed, then About has the clients strip: active only, featured first', async () => {
    const about = await loadAboutPage(
      fakeContext({
        getPage: () => Promise.resolve(page),
        'about-sections': { list: () => Promise.resolve([]) },
        clients: {
          list: () =>
            Promise.resolve([
              client('kilima', { website: 'https://kilima.example' }),
              client('old', { is_active: false }),
              client('sahran', { is_featured: true }),
            ]),
        },
      }),
    )
    expect(about.clients.map((c) => [c.slug, c.website])).toEqual([
      ['sahran', ''],
      ['kilima', 'https://kilima.example'],
    ])
  })

  it('when content-api cannot be reached or fails, then the page answers 503', async () => {
    expect(
      await thrownStatus(
        loadAboutPage(
          fakeContext({
            getPage: unreachable,
            'about-sections': { list: () => Promise.resolve([]) },
            clients: { list: () => Promise.resolve([]) },
          }),
        ),
      ),
    ).toBe(503)
    expect(
      await thrownStatus(
        loadAboutPage(
          fakeContext({
            getPage: () => Promise.resolve(page),
            'about-sections': { list: serverError },
            clients: { list: () => Promise.resolve([]) },
          }),
        ),
      ),
    ).toBe(503)
    expect(
      await thrownStatus(
        loadAboutPage(
          fakeContext({
            getPage: () => Promise.resolve(page),
            'about-sections': { list: () => Promise.resolve([]) },
            clients: { list: serverError },
          }),
        ),
      ),
    ).toBe(503)
  })

  it('when content-api refuses the request itself, then that error propagates (a bug, a 500)', async () => {
    await expect(
      loadAboutPage(
        fakeContext({
          getPage: badRequest,
          'about-sections': { list: () => Promise.resolve([]) },
          clients: { list: () => Promise.resolve([]) },
        }),
      ),
    ).rejects.toMatchObject({ status: 400 })
  })
})
