import type { ReactNode } from 'react'
import { type Langs, TextBlock } from '../i18n/bidi'
import { Container } from './Container'
import * as styles from './Section.css'

export interface SectionProps {
  children: ReactNode
  /** plain white, muted grey, or brand navy (light text) */
  tone?: 'plain' | 'muted' | 'brand'
  spacing?: 'sm' | 'md'
  id?: string
  /** the id of the heading that names this section */
  labelledBy?: string
  className?: string
  /** wrap children in a Container (default true) */
  contained?: boolean
}

/** A full-width page band with consistent vertical rhythm. */
export function Section({
  children,
  tone,
  spacing,
  id,
  labelledBy,
  className,
  contained = true,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={[styles.section({ tone, spacing }), className].filter(Boolean).join(' ')}
    >
      {contained ? <Container>{children}</Container> : children}
    </section>
  )
}

export interface SectionHeaderProps {
  /** the small title above the heading */
  eyebrow?: string
  /** a text, or a message with a content value in it (i18n/fill.tsx) */
  title: ReactNode
  description?: string
  /** which texts are English for want of a translation (i18n/bidi.tsx) */
  lang?: Langs<'eyebrow' | 'title' | 'description'>
  /** used as the heading id, so the section can be aria-labelledby it */
  id?: string
  align?: 'start' | 'center'
  level?: 'h1' | 'h2'
  className?: string
}

/** Small title, heading and intro of a section; empty parts are left out. */
export function SectionHeader({
  eyebrow,
  title,
  description,
  id,
  align,
  level = 'h2',
  className,
  lang,
}: SectionHeaderProps) {
  return (
    <header className={[styles.header({ align }), className].filter(Boolean).join(' ')}>
      {eyebrow ? (
        <TextBlock className={styles.eyebrow} lang={lang?.eyebrow}>
          {eyebrow}
        </TextBlock>
      ) : null}
      <TextBlock as={level} id={id} className={styles.title} lang={lang?.title}>
        {title}
      </TextBlock>
      {description ? (
        <TextBlock className={styles.description} lang={lang?.description}>
          {description}
        </TextBlock>
      ) : null}
    </header>
  )
}
