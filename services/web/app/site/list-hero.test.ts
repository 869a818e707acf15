import { describe, expect, it } from 'vitest'
import { buildListHero, splitLastWord } from './list-hero'
import { pageContent } from '../test-support/load-context'

const page = (hero: Record<string, string>) =>
  pageContent('solutions', { cta: { title: 'x' }, hero })

const counters = [
  { key: 'solution_categories', label: 'list.counter.solutionCategories' },
  { key: 'countries', label: 'list.counter.countries' },
] as const

describe('buildListHero', () => {
  it('when the title has several words, then the last one is the highlight', () => {
    expect(splitLastWord('Integrated  Solutions for Critical Infrastructure')).toEqual([
      'Integrated Solutions for Critical',
      'Infrastructure',
    ])
    expect(splitLastWord('Solutions')).toEqual(['', 'Solutions'])
  })

  it('when fields are read, then they come from the hero section by key, not by position', () => {
    const hero = buildListHero(
      page({
        title: 'Our Solutions',
        small_title: 'What we do',
        button_title: 'Talk to us',
        button_url: '/contact',
        countries: '15+',
        solution_categories: '5',
      }),
      counters,
      'page.solutions',
    )
    expect(hero).toEqual({
      smallTitle: 'What we do',
      titleLead: 'Our',
      titleHighlight: 'Solutions',
      description: '',
      button: { label: 'Talk to us', to: '/contact' },
      image: '',
      counters: [
        { value: '5', label: 'Solution Categories' },
        { value: '15+', label: 'Countries' },
      ],
      lang: {},
    })
  })

  it('when an Arabic read fell back to English for hero fields, then the hero says which', () => {
    const read = {
      ...page({ title: 'Our Solutions', button_title: 'Talk' }),
      missing: ['hero.title', 'hero.button_title'],
    }
    const hero = buildListHero(read, counters, 'page.solutions', 'ar')
    expect(hero.lang).toEqual({ title: 'en' })
    expect(hero.button?.lang).toBe('en')
  })

  it('when the title, button or a counter is empty, then the fallback title is used and the rest is left out', () => {
    const hero = buildListHero(page({ countries: ' ' }), counters, 'home.ourSolutions')
    expect(hero.titleHighlight).toBe('Solutions')
    expect(hero.button).toBeNull()
    expect(hero.counters).toEqual([])
  })

  it('when the page is Arabic, then the counters and the fallback title are Arabic', () => {
    const hero = buildListHero(page({ countries: '15+' }), counters, 'home.ourSolutions', 'ar')
    expect(hero.titleHighlight).toBe('حلولنا')
    expect(hero.counters).toEqual([{ value: '15+', label: 'الدول' }])
  })
})
