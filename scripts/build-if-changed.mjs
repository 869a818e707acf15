// `npm start` builds only when something the build reads has changed since the last build: the
// services' sources and configuration, the root's package files and TypeScript settings. Their
// contents are hashed (a few MB, well under a second) and compared with the hash the last
// successful build left in .cache/build-stamp; a missing output also means a build. A second
// start with unchanged sources goes straight to the services. Plain ESM without dependencies.
//   node scripts/build-if-changed.mjs [--force]
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { stripVTControlCharacters } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stampFile = path.join(repoRoot, '.cache', 'build-stamp')

/** What a build writes or what never feeds it: skipped when hashing a service's folder. */
const notInputs = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  'coverage',
  'test-results',
])
const rootInputs = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json']
/** What `npm start` runs: a build must have left each of these. */
const outputs = [
  // the shared logger, errors and env helpers every service imports at run time
  'services/platform/dist/index.js',
  // the schemas, registries and typed client the services share
  'services/contract/dist/index.js',
  'services/content-api/dist/main.js',
  'services/media/dist/main.js',
  'services/web/dist/server/main.js',
  'services/web/build/server/index.js',
]

function filesUnder(dir) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (notInputs.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...filesUnder(full))
    else if (entry.isFile()) found.push(full)
  }
  return found
}

/** One hash of everything a build reads under `root` (a repository checkout). */
export function sourceHash(root) {
  const hash = createHash('sha256')
  const files = [
    ...rootInputs.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
    ...filesUnder(path.join(root, 'services')),
  ].sort()
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

/**
 * Vite 8 warns that `envFile: false` is deprecated each time @react-router/dev 7 starts one of
 * its internal Vite servers (seven per build); those servers take no config file, so our
 * vite.config cannot change it, and nothing is wrong with our build. Only that exact line is
 * dropped (everything else the build prints passes through); remove this once React Router
 * passes `envDir: false`.
 */
const KNOWN_DEPENDENCY_NOTICES = new Set([
  'The `envFile` option is deprecated, please use `envDir: false` instead.',
])

/** `npm run build` with its output passed through line by line, minus the notices above. */
function runBuild() {
  const child = spawn('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    // piped, the build would drop its colours: kept at a terminal
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  })
  for (const [input, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input }).on('line', (line) => {
      // compared without its colour codes (FORCE_COLOR keeps the build's colours at a terminal)
      if (!KNOWN_DEPENDENCY_NOTICES.has(stripVTControlCharacters(line))) out.write(`${line}\n`)
    })
  }
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)))
}

async function buildIfChanged(force) {
  const current = sourceHash(repoRoot)
  const last = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : ''
  const built = outputs.every((file) => existsSync(path.join(repoRoot, file)))
  if (!force && built && last === current) {
    console.log('Build is up to date with the sources: skipping it (npm run build forces one).')
    return
  }
  const status = await runBuild()
  if (status !== 0) process.exit(status)
  mkdirSync(path.dirname(stampFile), { recursive: true })
  // hashed again: a file edited while the build ran must not be taken as built
  if (sourceHash(repoRoot) === current) writeFileSync(stampFile, `${current}\n`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildIfChanged(process.argv.includes('--force'))
}
