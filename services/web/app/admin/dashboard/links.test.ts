import { describe, expect, it } from 'vitest'
import { collectionKeys, pageKeys } from '@site/contract'
import { changeLabel, editorHrefOf, quickActions } from './links'

describe('activity links', () => {
  it.each([
    [
      {
        kind: 'record',
        collection: 'solutions',
        slug: 'energy-systems',
        file: 'solutions/energy-systems.md',
      },
      '/admin/solutions/energy-systems',
      'Solution: energy-systems',
    ],
    [
      {
        kind: 'record',
        collection: 'about-sections',
        slug: 'mission',
        file: 'about-sections/mission.md',
      },
      // every collection's records have their own editor now, About Sections' too
      '/admin/about-sections/mission',
      'About section: mission',
    ],
    [{ kind: 'page', page: 'home', file: 'pages/home.json' }, '/admin/home-contents', 'Home page'],
    [{ kind: 'settings', file: 'settings/company.json' }, '/admin/our-info', 'Company info'],
    [{ kind: 'redirects', file: 'settings/redirects.json' }, '/admin/redirects', 'Redirects'],
    [{ kind: 'media', file: 'media/logo.jpg' }, null, 'Image logo.jpg'],
    [{ kind: 'file', file: 'README.md' }, null, 'README.md'],
  ] as const)('when %o changed, then it links to %s', (change, href, label) => {
    expect(editorHrefOf(change)).toBe(href)
    expect(changeLabel(change)).toBe(label)
  })

  it('when the quick actions are listed, then they are every collection, every page, Company Info and Messages, each an admin route', () => {
    // derived from the registries: a new page or collection is a new quick action
    const areas = collectionKeys.length + pageKeys.length + 2
    expect(quickActions).toHaveLength(areas)
    expect(new Set(quickActions.map((a) => a.to)).size).toBe(areas)
    for (const a of quickActions) expect(a.to).toMatch(/^\/admin\/[a-z-]+$/)
    expect(quickActions.map((a) => a.to)).not.toContain('/admin/home-content')
  })
})
