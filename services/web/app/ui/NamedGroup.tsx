import type { ReactNode } from 'react'

/**
 * Names a list for screen readers ("Key figures", "At a glance"). The name sits on a group around
 * the list rather than on the <ul>: few screen readers announce a list's own aria-label (which
 * html-validate's aria-label-misuse reports), while a group's name is read on entering it. No
 * class: the wrapper is a plain block, the list keeps its own layout.
 */
export function NamedGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      {children}
    </div>
  )
}
