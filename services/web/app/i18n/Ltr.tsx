import type { ReactNode } from 'react'
import { ltr } from './direction.css'

/** A phone number, e-mail or figure that must read left-to-right inside Arabic text. */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className={ltr}>
      {children}
    </bdi>
  )
}
