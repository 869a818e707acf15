import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestRepo } from '../test-support/test-repo.js'
import { runCheck } from './run-check.js'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** A copy of the fixtures; the check runs from its parent, so paths read `content/...`. */
async function contentRepo() {
  const repo = await createTestRepo()
  cleanup = repo.cleanup
  return { dir: repo.dir, cwd: path.dirname(repo.dir) }
}

async function run(args: string[], cwd: string) {
  let out = ''
  let err = ''
  const code = await runCheck(args, {
    cwd,
    defaultDir: './content',
    out: (s) => (out += s),
    err: (s) => (err += s),
  })
  return { code, out, err }
}

const BAD_SOLUTION = '---\ntitle: Bad\ndescription: x\nicon: rocket\n---\nBody\n'
const ORPHAN_SOLUTION = '---\ntitle: Orphan\ndescription: x\nchildren:\n  - ghost\n---\nBody\n'

describe('npm run content:check', () => {
  it('when --format github is given, then each problem is an ::error annotation on its line and the exit code is 1', async () => {
    const { dir, cwd } = await contentRepo()
    await writeFile(path.join(dir, 'solutions/bad.md'), BAD_SOLUTION)
    await writeFile(path.join(dir, 'solutions/orphan.md'), ORPHAN_SOLUTION)
    await writeFile(path.join(dir, 'pages/home.json'), '{\n  "hero": {\n    "nope": "x"\n  }\n}\n')
    const { code, out } = await run(['--format', 'github', 'content'], cwd)
    expect(code).toBe(1)
    const annotations = out.split('\n').filter((line) => line.startsWith('::error '))
    expect(annotations).toEqual([
      expect.stringMatching(
        /^::error file=content\/pages\/home\.json,line=3,title=Content problem%3A hero::content\/pages\/home\.json: hero: /,
      ),
      expect.stringMatching(
        /^::error file=content\/solutions\/bad\.md,line=4,title=Content problem%3A icon::content\/solutions\/bad\.md: icon: /,
      ),
      '::error file=content/solutions/orphan.md,line=5,title=Content problem%3A children.0::' +
        'content/solutions/orphan.md: children.0: There is no solution "ghost"',
    ])
  })

  it('when the content is valid, then every format exits 0', async () => {
    const { cwd } = await contentRepo()
    for (const format of ['text', 'github', 'json']) {
      const { code, out } = await run([`--format=${format}`], cwd)
      expect({ format, code }).toEqual({ format, code: 0 })
      expect(out).not.toContain('::error')
    }
  })

  it('when no format is given, then the output is `path: field: message` as before', async () => {
    const { dir, cwd } = await contentRepo()
    await writeFile(path.join(dir, 'solutions/orphan.md'), ORPHAN_SOLUTION)
    const { code, out } = await run([], cwd)
    expect(code).toBe(1)
    expect(out).toBe(
      'content/solutions/orphan.md: children.0: There is no solution "ghost"\n' +
        `\n1 problem(s) in ${dir}\n`,
    )
  })

  it('when --format json is given, then the problems and their lines are one JSON document', async () => {
    const { dir, cwd } = await contentRepo()
    await writeFile(path.join(dir, 'pages/home.json'), '{\n  "hero": [\n')
    const { code, out } = await run(['--format', 'json', dir], cwd)
    expect(code).toBe(1)
    expect(JSON.parse(out)).toEqual({
      root: dir,
      ok: false,
      problems: [
        {
          file: 'content/pages/home.json',
          line: 2,
          field: '(file)',
          message: expect.stringMatching(/^Not valid JSON/) as string,
        },
      ],
    })
  })

  it('when the format is unknown, then it says which ones exist and exits 2', async () => {
    const { cwd } = await contentRepo()
    const { code, out, err } = await run(['--format', 'xml'], cwd)
    expect(code).toBe(2)
    expect(out).toBe('')
    expect(err).toContain('text, github, json')
  })
})
