import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Every .ts/.tsx source file under `dir` (tests included: a test importing in a circle counts). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`))
}

/**
 * The import graph of a service's own files, type-only imports included: a type cycle still ties
 * two modules so that neither can be understood or moved alone. Imports that leave the given
 * folders (packages, React Router's generated +types) are not followed.
 */
function importGraph(tsconfig: string, dirs: string[]): Map<string, string[]> {
  const { config } = ts.readConfigFile(tsconfig, ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig))
  const files = dirs.flatMap(sourceFiles)
  const own = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
      const target = resolved && path.resolve(resolved.resolvedFileName)
      return target && own.has(target) ? [target] : []
    })
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** One cycle through each strongly connected group of modules (Tarjan), as relative paths. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(path.relative(root, member))
    } while (member !== node)
    const selfImport = graph.get(node)?.includes(node)
    if (group.length > 1 || selfImport) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

const services = [
  { name: 'content-api', tsconfig: 'services/content-api/tsconfig.json', dirs: ['src'] },
  { name: 'media', tsconfig: 'services/media/tsconfig.json', dirs: ['src'] },
  { name: 'web', tsconfig: 'services/web/tsconfig.json', dirs: ['app', 'server'] },
]

describe('import cycles', () => {
  it('when two modules import each other, then the check names them', () => {
    const a = path.join(root, 'a.ts')
    const b = path.join(root, 'b.ts')
    const c = path.join(root, 'c.ts')
    const graph = new Map([
      [a, [b]],
      [b, [a, c]],
      [c, []],
    ])
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts']])
  })

  for (const service of services) {
    it(`when ${service.name}'s modules are read, then none imports itself through others`, () => {
      const base = path.join(root, path.dirname(service.tsconfig))
      const graph = importGraph(
        path.join(root, service.tsconfig),
        service.dirs.map((d) => path.join(base, d)),
      )
      expect(graph.size).toBeGreaterThan(20)
      expect(cycles(graph)).toEqual([])
    })
  }
})
