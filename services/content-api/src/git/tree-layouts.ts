/**
 * Where each entry of a tree object sits in its bytes, for the last few trees a save wrote or
 * read, keyed by tree id (an id names the same bytes in any repository). A save that replaces
 * files of a folder of 5,000 records then copies the folder's tree and overwrites the changed
 * 20-byte ids in place, instead of reading it over the pipe and parsing 5,000 entries each time
 * (that parse and its garbage were a third of a save's CPU). The bytes written are still the
 * whole tree object.
 */
export interface TreeLayout {
  /** the tree object's bytes (never written to: a splice copies them) */
  data: Buffer
  /** each entry's name (latin1 of its bytes) -> its mode and where its 20-byte id starts */
  entries: ReadonlyMap<string, { mode: string; idAt: number }>
}

/** how many trees are kept (a save touches the root and one folder; drafts a few more) */
const KEPT = 8

const layouts = new Map<string, TreeLayout>()

/** The layout of tree `oid`, if one of the last trees seen. */
export function cachedLayout(oid: string): TreeLayout | undefined {
  const layout = layouts.get(oid)
  if (layout) {
    // most recently used last
    layouts.delete(oid)
    layouts.set(oid, layout)
  }
  return layout
}

/** Keeps `layout` as tree `oid`'s, dropping the least recently used beyond KEPT. */
export function rememberLayout(oid: string, layout: TreeLayout): void {
  layouts.delete(oid)
  layouts.set(oid, layout)
  for (const old of layouts.keys()) {
    if (layouts.size <= KEPT) break
    layouts.delete(old)
  }
}

/** Parses a tree object's bytes into its layout (throws on bytes that are not a tree). */
export function layoutOf(oid: string, data: Buffer): TreeLayout {
  const entries = new Map<string, { mode: string; idAt: number }>()
  let at = 0
  while (at < data.length) {
    const space = data.indexOf(0x20, at)
    const nul = data.indexOf(0, space)
    if (space < 0 || nul < 0 || nul + 21 > data.length) {
      throw new Error(`git: tree ${oid} is corrupt`)
    }
    entries.set(data.toString('latin1', space + 1, nul), {
      mode: data.toString('latin1', at, space),
      idAt: nul + 1,
    })
    at = nul + 21
  }
  return { data, entries }
}

/**
 * The tree `layout` with the ids of existing entries replaced (`ids`: name -> new hex id), and its
 * layout: the same entries at the same places, so nothing is parsed or sorted again.
 */
export function spliceIds(layout: TreeLayout, ids: ReadonlyMap<string, string>): TreeLayout {
  const data = Buffer.from(layout.data)
  for (const [name, id] of ids) {
    const entry = layout.entries.get(name)
    if (!entry) throw new Error(`git: no entry ${name} to replace`)
    data.write(id, entry.idAt, 20, 'hex')
  }
  return { data, entries: layout.entries }
}
