import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestRepo } from '../test-support/test-repo.js'
import { checkContent } from './check-content.js'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** The fixtures with `files` written over them. */
async function repoWith(files: Record<string, string>) {
  const repo = await createTestRepo()
  cleanup = repo.cleanup
  for (const [file, text] of Object.entries(files)) {
    await writeFile(path.join(repo.dir, file), text)
  }
  return repo.dir
}

const solution = (body: string, extra = '') =>
  `---\ntitle: Solar\ndescription: Solar power for the region.\n${extra}---\n${body}\n`

/** The problems of solutions/solar.md, as `field: message (warning)`. */
async function problemsOfSolar(dir: string) {
  return (await checkContent(dir))
    .filter((p) => p.file === 'solutions/solar.md')
    .map((p) => `${p.field}: ${p.message}${p.severity ? ` (${p.severity})` : ''}`)
}

describe('the content checks of an item', () => {
  it('when Markdown links to a record that does not exist, then the field has an error naming the link and the record', async () => {
    const dir = await repoWith({
      'solutions/solar.md': solution('Intro.\n\nSee [the panel](/products/ghost-panel).'),
    })
    expect(await problemsOfSolar(dir)).toEqual([
      'detailed_description: Line 3: link to /products/ghost-panel: there is no product "ghost-panel"',
    ])
  })

  it('when Markdown links to an inactive record, in English or under /ar, then each is an error saying it is inactive', async () => {
    const grid = path.join('products', 'grid-controller.md')
    const dir = await repoWith({
      'solutions/solar.md': solution(
        'See [the controller](/products/grid-controller).',
        'ar:\n  title: شمسي\n  detailed_description: انظر [المتحكم](/ar/products/grid-controller#specs)\n',
      ),
    })
    const text = await readFile(path.join(dir, grid), 'utf8')
    await writeFile(path.join(dir, grid), text.replace('is_active: true', 'is_active: false'))
    expect(await problemsOfSolar(dir)).toEqual([
      'ar.detailed_description: Line 1: link to /ar/products/grid-controller#specs: the product "grid-controller" is inactive: visitors cannot open it',
      'detailed_description: Line 1: link to /products/grid-controller: the product "grid-controller" is inactive: visitors cannot open it',
    ])
  })

  it('when Markdown links to a page that does not exist, then it is an error; existing pages, records, French paths and files are not', async () => {
    const dir = await repoWith({
      'solutions/solar.md': solution(
        [
          '[a](/contact) [b](/fr/solutions/energy-systems/) [c](/products?x=1) [d](/ar)',
          '[e](/media/logo-voltline.jpg) [f](https://example.com/x) [g](#top)',
          '',
          '[old][ref]',
          '',
          '[ref]: /services/old',
        ].join('\n'),
      ),
    })
    expect(await problemsOfSolar(dir)).toEqual([
      'detailed_description: Line 6: link to /services/old: there is no page at this address',
    ])
  })

  it('when a link names an old address that redirects, then it is checked where it leads', async () => {
    const dir = await repoWith({
      'settings/redirects.json': JSON.stringify({
        redirects: [
          { from: '/products/old-controller', to: '/products/grid-controller' },
          { from: '/products/old-panel', to: '/products/ghost-panel' },
        ],
      }),
      'solutions/solar.md': solution(
        '[a](/products/old-controller) [b](/ar/products/old-panel) [c](/products/Bad_Name)',
      ),
    })
    expect(await problemsOfSolar(dir)).toEqual([
      'detailed_description: Line 1: link to /ar/products/old-panel: it redirects to /products/ghost-panel: there is no product "ghost-panel"',
      'detailed_description: Line 1: link to /products/Bad_Name: there is no product "Bad_Name"',
    ])
  })

  it('when a page link field points at a missing record, then that field has the error', async () => {
    const dir = await repoWith({})
    const home = path.join(dir, 'pages/home.json')
    const values = JSON.parse(await readFile(home, 'utf8')) as Record<
      string,
      Record<string, unknown>
    >
    values.hero = { ...values.hero, button_url: '/solutions/gone' }
    await writeFile(home, JSON.stringify(values))
    expect((await checkContent(dir)).filter((p) => p.file === 'pages/home.json')).toEqual([
      {
        file: 'pages/home.json',
        field: 'hero.button_url',
        message: 'The link to /solutions/gone: there is no solution "gone"',
      },
    ])
  })

  it('when a Markdown image has no alt text, then it is an error; an image with alt text is not', async () => {
    const dir = await repoWith({
      'solutions/solar.md': solution(
        'Intro.\n\n![](/media/solution-energy-systems.jpg)\n\n![Panels on a roof](/media/solution-energy-systems.jpg)',
      ),
    })
    expect(await problemsOfSolar(dir)).toEqual([
      'detailed_description: Line 3: image /media/solution-energy-systems.jpg has no alt text: describe it for visitors who cannot see it',
    ])
  })

  it('when a heading skips a level, then it is a warning naming the level skipped; ## then ### is not', async () => {
    const dir = await repoWith({
      'solutions/solar.md': solution(
        '## Overview\n\n### Detail\n\n## Next\n\n#### Deep\n\n```\n#### not a heading\n```',
      ),
    })
    expect(await problemsOfSolar(dir)).toEqual([
      'detailed_description: Line 7: heading "Deep" is level 4 after level 2: it skips level 3 (warning)',
    ])
  })

  it('when the text starts at heading level 3, then it skips level 2 (the page title is level 1)', async () => {
    const dir = await repoWith({ 'solutions/solar.md': solution('### Start') })
    expect(await problemsOfSolar(dir)).toEqual([
      'detailed_description: Line 1: heading "Start" is level 3 after level 1: it skips level 2 (warning)',
    ])
  })

  it('when the problems are only heading warnings, then the check still passes', async () => {
    const dir = await repoWith({ 'solutions/solar.md': solution('#### Start') })
    const problems = await checkContent(dir)
    expect(problems.filter((p) => p.severity !== 'warning')).toEqual([])
    expect(problems).not.toEqual([])
  })
})
