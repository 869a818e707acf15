import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  collectionDefinitions,
  pageDefinitions,
  pageKeys,
  translationLanguages,
  type PageKey,
} from '@site/contract'
import {
  collectionNames,
  recordFile,
  type CollectionName,
} from '../../services/content-api/src/content/collections.ts'
import {
  diffLines,
  handWrite,
  withoutStamps,
} from '../../services/content-api/src/test-support/hand-written.ts'
import { createHttp } from '../../services/content-api/src/test-support/http.ts'
import { git, startTestApi } from '../../services/content-api/src/test-support/test-repo.ts'
import { editorStateOf, textOf } from '../../services/web/app/admin/editor/editor-state.ts'

/**
 * The writing editor keeps the file clean: on every Markdown text of the seed content (each
 * record's Markdown fields, .md bodies included, and each page's, in every language), typing one
 * word in the editor and saving through content-api changes one line of the committed file.
 * The seed content/ is copied into a temporary repository; this repository is never written.
 */
const SEED = path.resolve(import.meta.dirname, '../../content')
const WORD = ' kilowatt'

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let token: string
let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'editor-round-trip-'))
  const dir = path.join(root, 'content')
  await cp(SEED, dir, { recursive: true })
  await git(dir, 'init', '-q', '-b', 'main')
  await git(dir, 'add', '-A')
  await git(dir, 'commit', '-q', '-m', 'seed')
  api = await startTestApi({
    repo: { dir, cleanup: () => rm(root, { recursive: true, force: true, maxRetries: 10 }) },
  })
  http = createHttp(`${api.url}/api`)
  token = await api.login()
}, 60_000)
afterAll(() => api.close())

/** What the editor posts after one word is typed at the end of the text's first line of words. */
function typeOneWord(stored: string): string {
  const state = editorStateOf(stored)
  for (let n = 1; n <= state.doc.lines; n++) {
    const line = state.doc.line(n)
    if (/[\p{L}\p{N}]/u.test(line.text))
      return textOf(state.update({ changes: { from: line.to, insert: WORD } }).state)
  }
  throw new Error('no line of words')
}

/** The saved file's changed lines (translation stamps aside): one out, the same one with the word in. */
async function expectOneLineChanged(file: string) {
  const diff = withoutStamps(await diffLines(api.contentDir, 'HEAD~1', 'HEAD', file))
  expect(diff, file).toEqual([
    expect.stringMatching(/^-/),
    expect.stringMatching(new RegExp(`^\\+.*${WORD.trim()}`)),
  ])
}

const markdownKeys = (collection: CollectionName) =>
  Object.entries(collectionDefinitions[collection].fields)
    .filter(([, field]) => field.kind === 'markdown')
    .map(([key]) => key)

type Rec = Record<string, unknown> & { version: string }
const languages = ['en', ...translationLanguages] as const
const textIn = (values: Record<string, unknown>, lang: string, key: string): unknown =>
  lang === 'en' ? values[key] : (values[lang] as Record<string, unknown> | undefined)?.[key]

describe('the writing editor round trip', () => {
  it.each(collectionNames.filter((c) => markdownKeys(c).length > 0))(
    'when one word is typed into any Markdown field of any seeded %s record in any language and saved, then the commit changes one line',
    async (collection) => {
      const slugs = (await readdir(path.join(api.contentDir, collection)))
        .filter((f) => /\.(md|json|ya?ml)$/.test(f))
        .map((f) => f.replace(/\.\w+$/, ''))
      let saved = 0
      for (const slug of slugs) {
        for (const key of markdownKeys(collection)) {
          for (const lang of languages) {
            const address = `/${collection}/${slug}`
            const record = (await http.get<Rec>(`${address}?depth=0`, token)).body
            const stored = textIn(record, lang, key)
            if (typeof stored !== 'string' || !stored.trim()) continue
            const text = typeOneWord(stored)
            const res = await http.patch(
              address,
              lang === 'en'
                ? { version: record.version, [key]: text }
                : // the translation form posts its whole translation, as a read gave it
                  { version: record.version, [lang]: { ...(record[lang] as object), [key]: text } },
              token,
            )
            expect(res.status, `${address} ${lang} ${JSON.stringify(res.body)}`).toBe(200)
            await expectOneLineChanged(recordFile(collection, slug))
            saved++
          }
        }
      }
      expect(saved).toBeGreaterThan(0)
    },
  )

  const pagesWithMarkdown = pageKeys.filter((page) =>
    pageDefinitions[page].some((s) => s.fields.some((f) => f.kind === 'markdown')),
  )

  it.each(pagesWithMarkdown)(
    'when one word is typed into any Markdown field of the %s page in any language and saved, then the commit changes one line',
    async (page: PageKey) => {
      const file = `pages/${page}.json`
      let saved = 0
      for (const section of pageDefinitions[page]) {
        for (const field of section.fields.filter((f) => f.kind === 'markdown')) {
          for (const lang of languages) {
            const json = JSON.parse(await readFile(path.join(api.contentDir, file), 'utf8'))
            const values = lang === 'en' ? json : json[lang]
            const stored = values?.[section.key]?.[field.key]
            if (typeof stored !== 'string' || !stored.trim()) continue
            const { version } = (await http.get<{ version: string }>(`/${page}-content`, token))
              .body
            const res = await http.post(
              `/${page}-content`,
              {
                version,
                ...(lang === 'en' ? {} : { lang }),
                values: { [section.key]: { [field.key]: typeOneWord(stored) } },
              },
              token,
            )
            expect(res.status, `${page} ${lang} ${JSON.stringify(res.body)}`).toBe(200)
            await expectOneLineChanged(file)
            saved++
          }
        }
      }
      expect(saved).toBeGreaterThan(0)
    },
  )

  it('when a file written with CRLF line endings gets one word typed into its body, then the commit changes that one line and keeps its CRLF', async () => {
    const file = 'products/arkwell-edgecore-modular-data-centre.md'
    const seeded = await readFile(path.join(api.contentDir, file), 'utf8')
    const crlf = seeded
      .replace(/^title: (.*)$/m, 'title: $1 (hand-written)')
      .replace(/\r?\n/g, '\r\n')
    const address = '/products/arkwell-edgecore-modular-data-centre'
    await handWrite(api, http, file, crlf, address)
    const record = (await http.get<Rec>(`${address}?depth=0`, token)).body
    const key = collectionDefinitions.products.bodyField ?? 'description'
    const stored = record[key]
    if (typeof stored !== 'string') throw new Error('the product has no body')
    const res = await http.patch(
      address,
      { version: record.version, [key]: typeOneWord(stored) },
      token,
    )
    expect(res.status).toBe(200)
    const diff = withoutStamps(await diffLines(api.contentDir, 'HEAD~1', 'HEAD', file))
    expect(diff).toEqual([
      expect.stringMatching(/^-.*\r$/),
      expect.stringMatching(new RegExp(`^\\+.*${WORD.trim()}\\r$`)),
    ])
  })
})
