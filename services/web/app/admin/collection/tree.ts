/** A row of a list shown as a tree: the record and how deep it sits. */
export interface TreeRow<T> {
  record: T
  depth: number
}

/**
 * Records in their order, each child right under its parent (indented by depth), parents first.
 * A record that no shown record names as a child is a root; a cycle or a child named twice is
 * shown once, where it is first reached.
 */
export function orderedTree<T extends { slug: string }>(
  records: readonly T[],
  childrenOf: (record: T) => readonly unknown[],
): TreeRow<T>[] {
  const bySlug = new Map(records.map((r) => [r.slug, r]))
  const slugOf = (c: unknown) =>
    typeof c === 'string'
      ? c
      : typeof c === 'object' && c !== null
        ? String((c as { slug?: unknown }).slug)
        : ''
  const isChild = new Set(records.flatMap((r) => childrenOf(r).map(slugOf)))
  const out: TreeRow<T>[] = []
  const placed = new Set<string>()
  const visit = (record: T, depth: number) => {
    if (placed.has(record.slug)) return
    placed.add(record.slug)
    out.push({ record, depth })
    for (const child of childrenOf(record)) {
      const found = bySlug.get(slugOf(child))
      if (found) visit(found, depth + 1)
    }
  }
  for (const r of records) if (!isChild.has(r.slug)) visit(r, 0)
  // whatever only cycles reach
  for (const r of records) visit(r, 0)
  return out
}
