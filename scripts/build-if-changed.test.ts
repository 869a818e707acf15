import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types (it runs before anything is compiled)
import { sourceHash } from './build-if-changed.mjs'

const hashOf = sourceHash as (root: string) => string
const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

function checkout(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-hash-'))
  roots.push(root)
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  put('package.json', '{}')
  put('services/web/app/root.tsx', 'export default 1')
  put('services/web/build/server/index.js', 'built')
  put('services/media/dist/main.js', 'built')
  put('services/web/node_modules/x/index.js', 'dependency')
  return root
}

describe('the source hash that lets npm start skip an unneeded build', () => {
  it('when a source, a package file or a new source changes, then the hash changes', () => {
    const root = checkout()
    const before = hashOf(root)
    expect(hashOf(root)).toBe(before)
    writeFileSync(path.join(root, 'services/web/app/root.tsx'), 'export default 2')
    const afterEdit = hashOf(root)
    expect(afterEdit).not.toBe(before)
    writeFileSync(path.join(root, 'package.json'), '{"x":1}')
    expect(hashOf(root)).not.toBe(afterEdit)
  })

  it("when only a build's outputs or installed dependencies change, then the hash stays", () => {
    const root = checkout()
    const before = hashOf(root)
    writeFileSync(path.join(root, 'services/web/build/server/index.js'), 'rebuilt')
    writeFileSync(path.join(root, 'services/media/dist/main.js'), 'rebuilt')
    writeFileSync(path.join(root, 'services/web/node_modules/x/index.js'), 'updated')
    expect(hashOf(root)).toBe(before)
  })
})
