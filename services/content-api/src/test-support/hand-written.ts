import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { createHttp } from './http.js'
import { git, type startTestApi } from './test-repo.js'

type Api = Awaited<ReturnType<typeof startTestApi>>
type Http = ReturnType<typeof createHttp>

/**
 * Commits a hand-written file into the test repository and waits until the API serves it (its
 * text holds "hand-written" somewhere the answer of `check` shows).
 */
export async function handWrite(api: Api, http: Http, file: string, text: string, check: string) {
  const absolute = path.join(api.contentDir, file)
  await mkdir(path.dirname(absolute), { recursive: true })
  await writeFile(absolute, text)
  await git(api.contentDir, 'add', '--', file)
  await git(api.contentDir, 'commit', '-q', '-m', `hand-written ${file}`)
  const token = await api.login()
  for (let i = 0; i < 60; i++) {
    const res = await http.get<Record<string, unknown>>(check, token)
    if (JSON.stringify(res.body).includes('hand-written')) return res.body
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${file} was not reloaded`)
}

/** The -/+ lines of `file`'s diff between two revisions (without the headers). */
export async function diffLines(dir: string, from: string, to: string, file: string) {
  const out = await git(dir, 'diff', '--unified=0', from, to, '--', file)
  return out.split('\n').filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line))
}

/**
 * Diff lines without the translation stamps a save adds beside a translation (`_en`: which
 * English each translation was made from, content/translation-source.ts): a changed English
 * field gets one, and so does a translation an outside change added (content-store.ts
 * withStamps), which the next save writes. A stamp block's lines go, a stamp written inline
 * (`"ar": { ..., "_en": { ... } }`) is cut from its line, and a line the stamp only gave a
 * trailing comma cancels out with its old self.
 */
export function withoutStamps(lines: string[]): string[] {
  const kept: string[] = []
  let inBlock = false
  for (const line of lines) {
    if (inBlock) {
      if (/^[-+]\s*\},?\r?$/.test(line)) inBlock = false
      continue
    }
    if (/^[-+]\s*"?_en"?:/.test(line)) {
      inBlock = /\{\r?$/.test(line)
      continue
    }
    if (/^[-+]\s*"?\w+"?: "?[0-9a-f]{12}"?,?\r?$/.test(line)) continue
    kept.push(line)
  }
  const bare = (line: string) =>
    line
      .slice(1)
      .replace(/,\s*"_en":\s*\{[^{}]*\}/g, '')
      .replace(/,?\r?$/, '')
  const removed = kept.filter((line) => line.startsWith('-'))
  const same = new Set<string>()
  for (const line of removed) {
    const twin = kept.find((other) => other.startsWith('+') && bare(other) === bare(line))
    if (twin && !same.has(twin)) same.add(line).add(twin)
  }
  return kept.filter((line) => !same.has(line))
}

/** A value as a browser posts it from a textarea: every line break "\r\n". */
export function asPosted<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\r?\n/g, '\r\n') as T
  if (Array.isArray(value)) return value.map(asPosted) as T
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asPosted(v)])) as T
  return value
}
