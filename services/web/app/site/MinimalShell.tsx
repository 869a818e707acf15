import { visuallyHidden } from '../theme/utilities.css'
import type { ReactNode } from 'react'
import { company } from '../company'
import { Container } from '../ui/Container'
import { Logo } from '../ui/Logo'
import * as styles from './MinimalShell.css'

/**
 * A bare frame (logo bar and copyright) for the root error page: it must render even when the
 * full layout is what failed, so it has no data, no navigation state and no client-only parts.
 */
export function MinimalShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={styles.bar}>
        <Container>
          <div className={styles.inner}>
            {/* a plain link: the router itself may be what broke */}
            <a href="/" className={styles.logoLink}>
              <Logo />
              {/* the name is the visible text, then where the link goes */}
              <span className={visuallyHidden}>, home page</span>
            </a>
          </div>
        </Container>
      </header>
      <main id="main">{children}</main>
      <footer className={styles.footer}>
        © {company.copyrightYear} Falcon Gridworks. All rights reserved.
      </footer>
    </>
  )
}
