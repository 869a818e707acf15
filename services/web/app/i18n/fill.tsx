import { Fragment, type ReactNode } from 'react'

/**
 * A catalogue message with React nodes in its {placeholders}: `fill(t('solution.ctaTitle'),
 * { title: <Text lang={lang}>{title}</Text> })`, so a title inside a sentence keeps its own
 * language and direction. Placeholders without a value stay as they are.
 */
export function fill(message: string, values: Record<string, ReactNode>): ReactNode {
  const parts = message.split(/(\{\w+\})/)
  return parts.map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>
  })
}
