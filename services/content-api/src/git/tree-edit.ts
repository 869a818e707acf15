import type { LooseObjects } from './loose-objects.js'
import type { ObjectReader } from './object-reader.js'

/** One path of a commit: its new blob (null: the path is deleted). */
export interface PathChange {
  /** from the repository's top, `/`-separated */
  path: string
  blob: string | null
}

interface Entry {
  mode: string
  name: Buffer
  oid: () => string
  /** the entry's bytes as read from its tree (null: a new or changed entry, serialized anew) */
  raw: Buffer | null
}

const TREE = '40000'

/**
 * The tree of `base` with `changes` applied, written as objects (only the trees along the changed
 * paths are rewritten; every other subtree keeps its id). A folder left empty disappears, as git
 * has no empty trees. Returns the new root tree's id. A tree read from git is in git's order
 * already and its unchanged entries are copied as they were: a one-file save in a folder of
 * 5,000 records costs a copy of that folder's tree, not a sort or a re-encoding of it.
 */
export async function editTree(
  reader: ObjectReader,
  objects: LooseObjects,
  base: string,
  changes: PathChange[],
): Promise<string> {
  const split = changes.map((change) => ({ parts: change.path.split('/'), blob: change.blob }))
  return (
    (await editLevel(reader, objects, base, split)) ??
    (await objects.write('tree', Buffer.alloc(0)))
  )
}

const newEntry = (mode: string, name: string, oid: string): Entry => ({
  mode,
  name: Buffer.from(name, 'latin1'),
  oid: () => oid,
  raw: null,
})

async function editLevel(
  reader: ObjectReader,
  objects: LooseObjects,
  tree: string | null,
  changes: Array<{ parts: string[]; blob: string | null }>,
): Promise<string | null> {
  // keyed by the name's bytes (latin1 maps each byte to one character): a name that is not
  // UTF-8 in a tree is matched, and kept, exactly. A Map keeps the tree's order.
  const entries = new Map<string, Entry>()
  for (const entry of tree ? await readTree(reader, tree) : []) {
    entries.set(entry.name.toString('latin1'), entry)
  }
  let reordered = false
  const put = (name: string, entry: Entry) => {
    const existing = entries.get(name)
    // a new name, or a file that became a folder (or back), sorts elsewhere
    if (!existing || (existing.mode === TREE) !== (entry.mode === TREE)) reordered = true
    entries.set(name, entry)
  }
  const below = new Map<string, Array<{ parts: string[]; blob: string | null }>>()
  for (const { parts, blob } of changes) {
    const [utf8Name = '', ...rest] = parts
    const name = Buffer.from(utf8Name).toString('latin1')
    if (rest.length === 0) {
      if (blob === null) entries.delete(name)
      else {
        // an executable keeps its bit; anything else (or a new file) is a regular file
        const mode = entries.get(name)?.mode === '100755' ? '100755' : '100644'
        put(name, newEntry(mode, name, blob))
      }
    } else {
      below.set(name, [...(below.get(name) ?? []), { parts: rest, blob }])
    }
  }
  for (const [name, inner] of below) {
    const existing = entries.get(name)
    const subtree = existing?.mode === TREE ? existing.oid() : null
    const edited = await editLevel(reader, objects, subtree, inner)
    if (edited === null) entries.delete(name)
    else put(name, newEntry(TREE, name, edited))
  }
  if (entries.size === 0) return null
  const list = [...entries.values()]
  return objects.write('tree', serializeTree(reordered ? inGitOrder(list) : list))
}

/** The entries of a tree object (views into its bytes: nothing is copied). */
async function readTree(reader: ObjectReader, oid: string): Promise<Entry[]> {
  const object = await reader.read(oid)
  if (!object || object.type !== 'tree') throw new Error(`git: tree ${oid} is missing`)
  const data = object.data
  const entries: Entry[] = []
  let at = 0
  while (at < data.length) {
    const space = data.indexOf(0x20, at)
    const nul = data.indexOf(0, space)
    if (space < 0 || nul < 0 || nul + 21 > data.length) {
      throw new Error(`git: tree ${oid} is corrupt`)
    }
    const end = nul + 21
    entries.push({
      mode: data.toString('latin1', at, space),
      name: data.subarray(space + 1, nul),
      oid: () => data.toString('hex', nul + 1, end),
      raw: data.subarray(at, end),
    })
    at = end
  }
  return entries
}

/**
 * Git's order of tree entries: by name bytewise, a folder compared as if its name ended in `/`
 * (any other order makes a tree git fsck rejects and git diff misreads).
 */
function inGitOrder(entries: Entry[]): Entry[] {
  const keyed = entries.map((entry) => ({
    entry,
    key: entry.mode === TREE ? Buffer.concat([entry.name, Buffer.from('/')]) : entry.name,
  }))
  keyed.sort((a, b) => Buffer.compare(a.key, b.key))
  return keyed.map(({ entry }) => entry)
}

/** A tree object's bytes: `<mode> <name>\0<20-byte id>` per entry, in the order given. */
function serializeTree(entries: Entry[]): Buffer {
  return Buffer.concat(
    entries.flatMap((entry) =>
      entry.raw
        ? [entry.raw]
        : [
            Buffer.from(`${entry.mode} `),
            entry.name,
            Buffer.from([0]),
            Buffer.from(entry.oid(), 'hex'),
          ],
    ),
  )
}
