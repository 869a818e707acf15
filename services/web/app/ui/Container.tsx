import type { ElementType, ReactNode } from 'react'
import { container } from './Container.css'

export interface ContainerProps {
  children: ReactNode
  size?: 'narrow' | 'default' | 'wide'
  as?: ElementType
  className?: string
}

/** Centres content at the site's reading width, with side padding on small screens. */
export function Container({ children, size, as: Tag = 'div', className }: ContainerProps) {
  return (
    <Tag className={[container({ size }), className].filter(Boolean).join(' ')}>{children}</Tag>
  )
}
