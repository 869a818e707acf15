import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const contractDir = fileURLToPath(new URL('..', import.meta.url))
const servicesDir = path.dirname(contractDir)
const dist = path.join(contractDir, 'dist')

/**
 * What a plain `node` (the services' production start: no `source` condition) resolves and loads
 * from `dir`: where each entry point comes from, and a schema and the client working.
 */
async function importedFrom(dir: string) {
  const script = `
    const schemas = await import('@site/contract')
    const client = await import('@site/contract/client')
    console.log(JSON.stringify({
      schemas: import.meta.resolve('@site/contract'),
      client: import.meta.resolve('@site/contract/client'),
      beaconAccepted: schemas.AnalyticsBeacon.safeParse({ path: '/products' }).success,
      beaconRefused: !schemas.AnalyticsBeacon.safeParse({ path: '//evil.example' }).success,
      collections: Object.keys(schemas.collectionDefinitions).length,
      records: typeof client.createContentClient({ baseUrl: 'http://localhost:1' }).records,
    }))`
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dir,
  })
  return JSON.parse(stdout) as {
    schemas: string
    client: string
    beaconAccepted: boolean
    beaconRefused: boolean
    collections: number
    records: string
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )
}

// the package's own build, exactly as `npm run build` runs it (its dist, which is not committed)
beforeAll(async () => {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  await run(process.execPath, [tsc, '-p', path.join(contractDir, 'tsconfig.build.json')])
}, 300_000)

describe('the compiled contract package', () => {
  it('when built, then dist holds JavaScript and declarations that import no TypeScript source', () => {
    const files = filesUnder(dist).map((file) => path.relative(dist, file))
    expect(files).toEqual(expect.arrayContaining(['index.js', 'index.d.ts', 'client/index.js']))
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([])
    expect(files.filter((file) => file.endsWith('.test.js'))).toEqual([])
    const tsImports = files
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /from '[^']+\.tsx?'/.test(readFileSync(path.join(dist, file), 'utf8')))
    expect(tsImports).toEqual([])
  })

  it.each([
    ["web's server", 'web/server'],
    ['content-api', 'content-api/src'],
    ['media', 'media/src'],
  ])(
    'when %s loads it with plain node, then it gets the compiled dist and it works',
    async (_who, dir) => {
      const loaded = await importedFrom(path.join(servicesDir, dir))
      expect(fileURLToPath(loaded.schemas)).toBe(path.join(dist, 'index.js'))
      expect(fileURLToPath(loaded.client)).toBe(path.join(dist, 'client', 'index.js'))
      expect(loaded.beaconAccepted).toBe(true)
      expect(loaded.beaconRefused).toBe(true)
      expect(loaded.collections).toBeGreaterThan(0)
      expect(loaded.records).toBe('function')
    },
  )

  it.each([['web'], ['content-api'], ['media']])(
    'when %s declares its dependencies, then the contract is one of them',
    (service) => {
      const manifest = JSON.parse(
        readFileSync(path.join(servicesDir, service, 'package.json'), 'utf8'),
      ) as { dependencies?: Record<string, string> }
      expect(manifest.dependencies).toHaveProperty('@site/contract')
    },
  )

  it("when tests ask for the 'source' condition, then they get the TypeScript source instead", async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--conditions=source',
        '--input-type=module',
        '-e',
        "console.log(import.meta.resolve('@site/contract'))",
      ],
      { cwd: path.join(servicesDir, 'web', 'server') },
    )
    expect(fileURLToPath(stdout.trim())).toBe(path.join(contractDir, 'src', 'index.ts'))
  })
})
