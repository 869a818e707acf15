import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestRepo } from '../test-support/test-repo.js'
import { checkContent } from './check-content.js'
import { runCheck } from './run-check.js'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

async function repoWith(files: Record<string, string>) {
  const repo = await createTestRepo()
  cleanup = repo.cleanup
  for (const [file, text] of Object.entries(files)) {
    await writeFile(path.join(repo.dir, file), text)
  }
  return repo.dir
}

const solution = (title: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: ${title} for the region.\n${extra}---\nBody\n`

const warningsOf = async (dir: string) =>
  (await checkContent(dir)).filter((p) => p.severity === 'warning')

describe('SEO warnings of the content check', () => {
  it('when two records have the same SEO title, then each is warned, naming the other, and the check still passes', async () => {
    const dir = await repoWith({
      'solutions/solar.md': solution('Solar', 'seo_title: Power for the Gulf\n'),
      'solutions/hybrid.md': solution('Hybrid', 'seo_title: power for the  gulf\n'),
    })
    const warnings = await warningsOf(dir)
    expect(warnings).toEqual(
      expect.arrayContaining([
        {
          file: 'solutions/solar.md',
          field: 'seo_title',
          severity: 'warning',
          message: expect.stringMatching(
            /^SEO title "Power for the Gulf" \(en\) is also shown for solutions\/hybrid\.md/,
          ),
        },
        expect.objectContaining({
          file: 'solutions/hybrid.md',
          field: 'seo_title',
          message: expect.stringContaining('solutions/solar.md'),
        }),
      ]),
    )
    const out: string[] = []
    const code = await runCheck([dir], {
      cwd: dir,
      defaultDir: dir,
      out: (t) => out.push(t),
      err: (t) => out.push(t),
    })
    expect(code).toBe(0)
    expect(out.join('')).toMatch(
      /solutions\/solar\.md: seo_title: warning: SEO title "Power for the Gulf"/,
    )
    expect(out.join('')).toMatch(/content OK: .*\n\d+ warning\(s\)/)
  })

  it("when a record has no SEO title and its title is another record's SEO title, then the title is warned as the duplicate", async () => {
    const dir = await repoWith({
      'solutions/solar.md': solution('Solar Power'),
      'solutions/hybrid.md': solution('Hybrid', 'seo_title: Solar power\n'),
    })
    expect(await warningsOf(dir)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'solutions/solar.md', field: 'title' }),
        expect.objectContaining({ file: 'solutions/hybrid.md', field: 'seo_title' }),
      ]),
    )
  })

  it('when two Arabic SEO descriptions are the same, then the Arabic fields are warned and the English ones are not', async () => {
    const ar = 'ar:\n  title: طاقة\n  seo_description: حلول الطاقة في الخليج\n'
    const dir = await repoWith({
      'solutions/solar.md': solution('Solar', ar),
      'solutions/hybrid.md': solution('Hybrid', ar.replace('طاقة', 'هجين')),
    })
    const warnings = await warningsOf(dir)
    expect(warnings.map((w) => `${w.file} ${w.field}`).sort()).toEqual([
      'solutions/hybrid.md ar.seo_description',
      'solutions/solar.md ar.seo_description',
    ])
    expect(warnings[0]?.message).toMatch(/^SEO description "حلول الطاقة في الخليج" \(ar\)/)
  })

  it('when a page and a record share an SEO title, then both are warned', async () => {
    const dir = await repoWith({
      'solutions/solar.md': solution('Solar', 'seo_title: Falcon Energy\n'),
      'pages/about.json': JSON.stringify({ seo: { seo_title: 'Falcon Energy' } }),
    })
    expect((await warningsOf(dir)).map((w) => `${w.file} ${w.field}`).sort()).toEqual([
      'pages/about.json seo.seo_title',
      'solutions/solar.md seo_title',
    ])
  })

  it('when an SEO title is past 60 characters, then it is warned as over the limit with its length; at 60 it is not', async () => {
    const dir = await repoWith({
      'solutions/solar.md': solution('Solar', `seo_title: ${'a'.repeat(61)}\n`),
      'solutions/hybrid.md': solution('Hybrid', `seo_title: ${'b'.repeat(60)}\n`),
    })
    expect(await warningsOf(dir)).toEqual([
      {
        file: 'solutions/solar.md',
        field: 'seo_title',
        severity: 'warning',
        message: 'SEO title over the limit (en): 61 characters, search results show about 60',
      },
    ])
  })

  it('when an SEO title is longer than the stored bound, then it is an error, not a warning', async () => {
    const dir = await repoWith({
      'solutions/solar.md': solution('Solar', `seo_title: ${'a'.repeat(121)}\n`),
    })
    const problems = await checkContent(dir)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'solutions/solar.md', field: 'seo_title' }),
      ]),
    )
    expect(problems.find((p) => p.field === 'seo_title')?.severity).toBeUndefined()
  })
})
