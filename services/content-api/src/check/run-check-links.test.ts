import { writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestRepo } from '../test-support/test-repo.js'
import { runCheck } from './run-check.js'

let cleanup: (() => Promise<void>) | undefined
let http: Server | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)))
  http = undefined
})

/** The fixtures with a solution linking to a page that is gone, on a local server. */
async function repoWithExternalLink() {
  const seen: string[] = []
  http = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers['user-agent']}`)
    res.writeHead(req.url === '/gone' ? 404 : 200).end()
  })
  await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  const repo = await createTestRepo()
  cleanup = repo.cleanup
  await writeFile(
    path.join(repo.dir, 'solutions/solar.md'),
    `---\ntitle: Solar\ndescription: Solar power.\n---\n\nSee [the maker](${origin}/gone) and [the standard](${origin}/ok).\n`,
  )
  return { cwd: path.dirname(repo.dir), origin, seen }
}

async function run(args: string[], cwd: string) {
  let out = ''
  const code = await runCheck(args, {
    cwd,
    defaultDir: './content',
    out: (s) => (out += s),
    err: (s) => (out += s),
    siteUrl: 'https://falcongridworks.example',
    // one host: the per-host spacing is link-checker.test.ts's to show, with an injected clock
    linkOptions: { allowPrivate: true, timeoutMs: 2000, perHostMs: 0 },
  })
  return { code, out }
}

describe('npm run content:check -- --links', () => {
  it('when --links is not given, then no external link is asked and none is reported', async () => {
    const { cwd, seen } = await repoWithExternalLink()
    for (const format of ['text', 'github']) {
      const { code, out } = await run(['--format', format], cwd)
      expect(code).toBe(0)
      expect(out).not.toContain('/gone')
    }
    expect(seen).toEqual([])
  })

  it('when --links is given, then a link that answers 404 is a warning in text and a ::warning annotation, and the check still passes', async () => {
    const { cwd, origin, seen } = await repoWithExternalLink()
    const text = await run(['--links'], cwd)
    // HEAD first; the 404 is asked again with GET; each names the site
    expect(seen.filter((s) => s.includes('/gone'))).toEqual([
      'HEAD /gone falcongridworks.example link checker (+https://falcongridworks.example)',
      'GET /gone falcongridworks.example link checker (+https://falcongridworks.example)',
    ])
    expect(text.code).toBe(0)
    expect(text.out).toContain(
      `content/solutions/solar.md: detailed_description: warning: Link to ${origin}/gone: answers 404\n`,
    )
    expect(text.out).not.toContain(`${origin}/ok:`)
    const github = await run(['--format', 'github', '--links'], cwd)
    expect(github.code).toBe(0)
    expect(github.out).toContain(
      `::warning file=content/solutions/solar.md,line=6,title=Content warning%3A detailed_description::` +
        `content/solutions/solar.md: detailed_description: warning: Link to ${origin}/gone: answers 404\n`,
    )
  })
})
