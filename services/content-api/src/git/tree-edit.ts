import type { LooseObjects } from './loose-objects.js'
import type { ObjectReader } from './object-reader.js'
import {
  cachedLayout,
  layoutOf,
  rememberLayout,
  spliceIds,
  type TreeLayout,
} from './tree-layouts.js'

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
  const layout = tree ? await layoutOfTree(reader, tree) : null
  // keyed by the name's bytes (latin1 maps each byte to one character): a name that is not
  // UTF-8 in a tree is matched, and kept, exactly
  const files = new Map<string, string | null>()
  const below = new Map<string, Array<{ parts: string[]; blob: string | null }>>()
  for (const { parts, blob } of changes) {
    const [utf8Name = '', ...rest] = parts
    const name = Buffer.from(utf8Name).toString('latin1')
    if (rest.length === 0) files.set(name, blob)
    else below.set(name, [...(below.get(name) ?? []), { parts: rest, blob }])
  }
  const folders = new Map<string, string | null>()
  for (const [name, inner] of below) {
    const existing = layout?.entries.get(name)
    const subtree = layout && existing?.mode === TREE ? idAt(layout.data, existing.idAt) : null
    folders.set(name, await editLevel(reader, objects, subtree, inner))
  }
  if (layout && onlyReplaces(layout, files, folders)) {
    const spliced = spliceIds(layout, new Map([...files, ...folders]) as Map<string, string>)
    const oid = await objects.write('tree', spliced.data)
    rememberLayout(oid, spliced)
    return oid
  }

  // A Map keeps the tree's order
  const entries = new Map<string, Entry>()
  for (const entry of layout ? entriesOf(layout) : []) {
    entries.set(entry.name.toString('latin1'), entry)
  }
  let reordered = false
  const put = (name: string, entry: Entry) => {
    const existing = entries.get(name)
    // a new name, or a file that became a folder (or back), sorts elsewhere
    if (!existing || (existing.mode === TREE) !== (entry.mode === TREE)) reordered = true
    entries.set(name, entry)
  }
  for (const [name, blob] of files) {
    if (blob === null) entries.delete(name)
    else {
      // an executable keeps its bit; anything else (or a new file) is a regular file
      const mode = entries.get(name)?.mode === '100755' ? '100755' : '100644'
      put(name, newEntry(mode, name, blob))
    }
  }
  for (const [name, edited] of folders) {
    if (edited === null) entries.delete(name)
    else put(name, newEntry(TREE, name, edited))
  }
  if (entries.size === 0) return null
  const list = [...entries.values()]
  const data = serializeTree(reordered ? inGitOrder(list) : list)
  const oid = await objects.write('tree', data)
  rememberLayout(oid, layoutOf(oid, data))
  return oid
}

/** the 40-hex id of the 20 bytes at `at` */
const idAt = (data: Buffer, at: number) => data.toString('hex', at, at + 20)

/**
 * Does this level's edit only give existing regular files and folders new ids (no add, delete,
 * or change of kind)? Then the tree keeps its layout and is spliced (see tree-layouts.ts); a
 * symlink or submodule given a blob becomes a regular file, so it takes the long way.
 */
function onlyReplaces(
  layout: TreeLayout,
  files: ReadonlyMap<string, string | null>,
  folders: ReadonlyMap<string, string | null>,
): boolean {
  for (const [name, blob] of files) {
    const mode = layout.entries.get(name)?.mode
    if (blob === null || (mode !== '100644' && mode !== '100755')) return false
  }
  for (const [name, edited] of folders) {
    if (edited === null || layout.entries.get(name)?.mode !== TREE) return false
  }
  return true
}

/** Tree `oid`'s layout: one of the last trees seen, or read over the reader and parsed. */
async function layoutOfTree(reader: ObjectReader, oid: string): Promise<TreeLayout> {
  const cached = cachedLayout(oid)
  if (cached) return cached
  const object = await reader.read(oid)
  if (!object || object.type !== 'tree') throw new Error(`git: tree ${oid} is missing`)
  const layout = layoutOf(oid, object.data)
  rememberLayout(oid, layout)
  return layout
}

/** The entries of a tree (views into its bytes: nothing is copied). */
function entriesOf({ data, entries }: TreeLayout): Entry[] {
  return [...entries].map(([name, { mode, idAt: at }]) => ({
    mode,
    name: Buffer.from(name, 'latin1'),
    oid: () => idAt(data, at),
    raw: data.subarray(at - name.length - mode.length - 2, at + 20),
  }))
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
