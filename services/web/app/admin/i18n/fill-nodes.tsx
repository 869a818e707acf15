import { Fragment, type ReactNode } from 'react'

/**
 * A catalogue text with elements in its {name} places (a date as <time>, a name in <bdi>), so a
 * language puts them where its sentence needs them; a place without a node stays as written.
 */
export function fillNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return <Fragment key={i}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>
  })
}
