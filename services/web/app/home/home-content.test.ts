import type { Solution } from '@site/contract'
import { describe, expect, it } from 'vitest'
import { buildHomeContent, splitTitle, toSolutionCards } from './home-content'
import { pageContent } from '../test-support/load-context'

function solution(slug: string, children: string[] = []): Solution {
  return {
    id: slug,
    slug,
    version: 'a'.repeat(40),
    title: slug,
    category: '',
    icon: 'zap',
    description: `About ${slug}`,
    detailed_description: 'Details',
    image: '',
    image_alt: '',
    features: [],
    benefits: [],
    children: children.map((c) => ({ id: c, slug: c, title: c, description: '', icon: 'zap' })),
    is_featured: false,
    sort_order: 0,
  }
}

const page = (values: Record<string, Record<string, string>>) => pageContent('home', values)

describe('buildHomeContent', () => {
  it('when the title has several words, then the first stands alone and the rest is highlighted', () => {
    expect(splitTitle('Powering  Smart Infrastructure')).toEqual([
      'Powering',
      'Smart Infrastructure',
    ])
    expect(splitTitle('Falcon')).toEqual(['Falcon', ''])
  })

  it('when fields are read, then they are found by section and field key, not by position', () => {
    const home = buildHomeContent(
      page({
        cta: { title: 'Get Started Today', button_title: 'Talk to us', button_url: '/contact' },
        hero: {
          title: 'Powering Smart Infrastructure',
          small_title: 'Since 2009',
          button_title: 'Our Solutions',
          button_url: '/solutions',
          projects: '500+',
          countries: '15+',
        },
        stats: { years_experience: '15+', countries_served: '15+' },
      }),
    )
    expect(home.hero.titleLead).toBe('Powering')
    expect(home.hero.titleHighlight).toBe('Smart Infrastructure')
    expect(home.hero.smallTitle).toBe('Since 2009')
    expect(home.hero.primary).toEqual({ label: 'Our Solutions', to: '/solutions' })
    expect(home.hero.counters).toEqual([
      { value: '500+', label: 'Projects' },
      { value: '15+', label: 'Countries' },
    ])
    expect(home.stats.map((s) => s.key)).toEqual(['years_experience', 'countries_served'])
    expect(home.cta.button).toEqual({ label: 'Talk to us', to: '/contact' })
  })

  it('when content-api could not be read, then the page has no content but keeps its structure', () => {
    const home = buildHomeContent(null)
    expect(home.hero.counters).toEqual([])
    expect(home.stats).toEqual([])
    expect(home.about).toBeNull()
    expect(home.hero.titleLead).toBe('Falcon')
    expect(home.cta.title).toBe('Get Started Today')
    expect(home.cta.button.to).toBe('/contact')
  })

  it('when the about number equals the years figure, then the badge is captioned as years', () => {
    const home = buildHomeContent(
      page({ about: { title: 'About', number: '15+' }, stats: { years_experience: '15+' } }),
    )
    expect(home.about?.badge).toEqual({ value: '15+', caption: 'Years of experience' })
  })
})

describe('toSolutionCards', () => {
  it('when some solutions are children of others, then only the top-level ones are cards', () => {
    const cards = toSolutionCards([
      solution('energy-systems', ['utility-scale-solar']),
      solution('it-infrastructure'),
      solution('utility-scale-solar'),
    ])
    expect(cards.map((c) => c.slug)).toEqual(['energy-systems', 'it-infrastructure'])
    expect(cards[0]).toEqual({
      slug: 'energy-systems',
      title: 'energy-systems',
      description: 'About energy-systems',
      icon: 'zap',
      image: '',
      missing: [],
    })
  })

  it('when a solution was read in Arabic with untranslated fields, then its card keeps them', () => {
    const cards = toSolutionCards([{ ...solution('energy-systems'), missing: ['title'] } as never])
    expect(cards[0]?.missing).toEqual(['title'])
  })

  it('when every solution is a child (a cycle), then all are shown rather than none', () => {
    const cards = toSolutionCards([solution('a', ['b']), solution('b', ['a'])])
    expect(cards.map((c) => c.slug)).toEqual(['a', 'b'])
  })
})
