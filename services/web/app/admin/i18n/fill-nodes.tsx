import { Fragment, type ReactNode } from 'react'

/**
 * A catalogue text whose {placeholders} are elements rather than strings: a file name or a
 * person's name set in <bdi> so Latin text inside an Arabic sentence does not reorder it. The
 * sentence stays one catalogue entry, so each language places the names where its grammar puts
 * them. Placeholders with no value are left as written (as `t` does).
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/)
  return parts.map((part, index) => {
    // split with a capture group: odd indexes are the placeholder names
    if (index % 2 === 0) return part
    return part in values ? <Fragment key={index}>{values[part]}</Fragment> : `{${part}}`
  })
}
