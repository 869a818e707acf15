// Writes name.br and name.gz beside each text asset of the client build (max quality: it runs
// once per build), so web serves compressed assets without compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const root = path.resolve(process.argv[2] ?? 'build/client')
const TEXT = /\.(?:js|mjs|css|json|svg|html|txt|xml)$/

let files = 0
let before = 0
let after = 0
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const bytes = await readFile(file)
  if (bytes.length < 1024) continue
  const [gz, br] = await Promise.all([
    gzip(bytes, { level: 9 }),
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ])
  await writeFile(`${file}.gz`, gz)
  await writeFile(`${file}.br`, br)
  files++
  before += bytes.length
  after += br.length
}
console.log(`precompressed ${files} files: ${before} bytes -> ${after} (brotli)`)
