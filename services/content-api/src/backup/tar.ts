/**
 * The few parts of the tar format a DATA_DIR backup needs: regular files only (POSIX ustar
 * headers, a PAX `path` record for a name longer than ustar holds). Any `tar` reads what this
 * writes (`tar -tzf backup.tar.gz`); the reader takes back only what the writer makes and
 * refuses the rest (links, devices, a header whose checksum is wrong, a truncated archive).
 */

const BLOCK = 512

export interface TarEntry {
  /** a relative path with `/` separators */
  path: string
  data: Uint8Array
  /** permission bits (default 0o600) */
  mode?: number
  /** seconds since the epoch (default now) */
  mtime?: number
}

function octal(value: number, width: number): string {
  // width - 1 digits and a NUL, as GNU and BSD tar write them
  return `${value.toString(8).padStart(width - 1, '0')}\0`
}

function header(name: string, size: number, mode: number, mtime: number, type: string) {
  const block = Buffer.alloc(BLOCK)
  block.write(name, 0, 100, 'utf8')
  block.write(octal(mode & 0o7777, 8), 100, 'ascii')
  block.write(octal(0, 8), 108, 'ascii') // uid
  block.write(octal(0, 8), 116, 'ascii') // gid
  block.write(octal(size, 12), 124, 'ascii')
  block.write(octal(mtime, 12), 136, 'ascii')
  block.write(' '.repeat(8), 148, 'ascii') // the checksum counts its own field as spaces
  block.write(type, 156, 'ascii')
  block.write('ustar\0', 257, 'ascii')
  block.write('00', 263, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
  return block
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)

/** One PAX extended header record: `<length> path=<value>\n`, the length counting itself. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`
  let length = Buffer.byteLength(body) + 1
  while (String(length).length + Buffer.byteLength(body) !== length) length++
  return Buffer.from(`${length}${body}`, 'utf8')
}

/** The blocks of one entry (its header, a PAX header first when the name is long, the data). */
export function tarEntry(entry: TarEntry): Buffer[] {
  const mode = entry.mode ?? 0o600
  const mtime = Math.floor(entry.mtime ?? Date.now() / 1000)
  const blocks: Buffer[] = []
  let name = entry.path
  if (Buffer.byteLength(name) > 100) {
    const pax = paxRecord('path', name)
    blocks.push(header('PaxHeader', pax.length, 0o600, mtime, 'x'), pax, padding(pax.length))
    name = Buffer.from(name)
      .subarray(0, 100)
      .toString('utf8')
      .replace(/\uFFFD$/, '')
  }
  const data = Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength)
  blocks.push(header(name, data.length, mode, mtime, '0'), data, padding(data.length))
  return blocks
}

/** The end of an archive: two zero blocks. */
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2)

function readOctal(block: Buffer, offset: number, width: number): number {
  const text = block
    .subarray(offset, offset + width)
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .replace(/^[\0 ]+/, '')
  if (!/^[0-7]*$/.test(text)) throw new Error('not a tar archive: a number field is not octal')
  return text === '' ? 0 : parseInt(text, 8)
}

function readString(block: Buffer, offset: number, width: number): string {
  const field = block.subarray(offset, offset + width)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? width : end).toString('utf8')
}

function checksumOk(block: Buffer): boolean {
  let sum = 0
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0)
  return readOctal(block, 148, 8) === sum
}

function paxPath(data: Buffer): string | null {
  let rest = data.toString('utf8')
  let found: string | null = null
  while (rest.length > 0) {
    const match = /^(\d+) /.exec(rest)
    if (!match?.[1]) throw new Error('not a tar archive: a PAX header is malformed')
    const record = Buffer.from(rest, 'utf8').subarray(0, Number(match[1])).toString('utf8')
    if (!record.endsWith('\n')) throw new Error('not a tar archive: a PAX header is malformed')
    const [key, ...value] = record.slice(match[0].length, -1).split('=')
    if (key === 'path') found = value.join('=')
    rest = rest.slice(record.length)
  }
  return found
}

/** The regular files of an uncompressed tar archive, in order. Throws on anything else. */
export function readTar(archive: Buffer): Array<{ path: string; data: Buffer; mode: number }> {
  const entries: Array<{ path: string; data: Buffer; mode: number }> = []
  let offset = 0
  let longPath: string | null = null
  for (;;) {
    if (offset + BLOCK > archive.length) throw new Error('the archive is truncated')
    const block = archive.subarray(offset, offset + BLOCK)
    if (block.every((b) => b === 0)) return entries
    if (!checksumOk(block)) throw new Error('not a tar archive: a header checksum is wrong')
    const size = readOctal(block, 124, 12)
    const type = String.fromCharCode(block[156] ?? 0)
    const start = offset + BLOCK
    offset = start + Math.ceil(size / BLOCK) * BLOCK
    if (offset > archive.length) throw new Error('the archive is truncated')
    const data = archive.subarray(start, start + size)
    if (type === 'x') {
      longPath = paxPath(data)
      continue
    }
    if (type !== '0' && type !== '\0') {
      throw new Error(
        `the archive holds something other than a file (type ${JSON.stringify(type)})`,
      )
    }
    const prefix = readString(block, 345, 155)
    const name = readString(block, 0, 100)
    const entryPath = longPath ?? (prefix ? `${prefix}/${name}` : name)
    longPath = null
    entries.push({ path: entryPath, data: Buffer.from(data), mode: readOctal(block, 100, 8) })
  }
}
