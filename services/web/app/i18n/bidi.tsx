import type { ReactNode } from 'react'
import { useLocale } from './use-locale'

/**
 * Text direction in mixed Arabic and English pages, in one place. The bidi algorithm reorders
 * a Latin run that sits in a right-to-left flow with its neighbours ("+971 4 000 0100" shows as
 * "0100 000 4 971+", "−40 °C to 70 °C" as "C to 70 °C° 40−") unless the run is isolated:
 * - known left-to-right values (phones, e-mails, figures): <Ltr> (Ltr.tsx), or `isolated()` in
 *   a plain string;
 * - values of unknown direction (specification values, names): <Bidi>;
 * - content texts: <Text> inline, <TextBlock> for a paragraph or heading. An Arabic read names
 *   the fields that fell back to English (`missing`); those say so with lang="en", left to right.
 * Markdown bodies: ui/rehype-latin-blocks.ts.
 */

/** Letters of the right-to-left scripts (Hebrew, Arabic and their presentation forms). */
const rtlLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/
const letter = /\p{L}/u

/** Letters, and none of them written right to left: a Latin (English) text. */
export function isLatinOnly(text: string): boolean {
  return letter.test(text) && !rtlLetter.test(text)
}

/** 'en' where the language shown is English instead of the page's; else nothing to say. */
export type FallbackLang = 'en' | undefined

/**
 * Whether a record's field is shown in English for want of a translation: content-api's Arabic
 * reads list such fields in `missing` (English reads, and records embedded in others, have none).
 */
export function fallbackLang(record: object | null | undefined, field: string): FallbackLang {
  return missingOf(record).includes(field) ? 'en' : undefined
}

/** A value of unknown direction inside running text: isolated, its direction from its letters. */
export function Bidi({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>
}

/** A left-to-right value inside a plain string (an interpolated message, an attribute). */
export function isolated(text: string): string {
  return `\u2066${text}\u2069`
}

/** The `lang`/`dir` a content text needs on this page: none, its own direction, or English. */
export function useDirection(
  text: ReactNode,
  lang?: FallbackLang,
): { lang?: 'en'; dir: 'ltr' | 'auto' } | null {
  if (useLocale() === 'en') return null
  if (lang === 'en') return { lang: 'en', dir: 'ltr' }
  return typeof text === 'string' && isLatinOnly(text) ? { dir: 'auto' } : null
}

/**
 * A content text inside running text. On an Arabic page: English standing in for a missing
 * translation is marked lang="en", left to right; a Latin-only text (a brand kept as it is, an
 * embedded record's English) is isolated; Arabic simply follows the page.
 */
export function Text({ children, lang }: { children: ReactNode; lang?: FallbackLang }) {
  const direction = useDirection(children, lang)
  if (!direction) return children
  return direction.lang ? (
    <bdi lang="en" dir="ltr">
      {children}
    </bdi>
  ) : (
    <bdi>{children}</bdi>
  )
}

type BlockTag = 'p' | 'div' | 'span' | 'h1' | 'h2' | 'h3' | 'h4' | 'li' | 'dd' | 'address'

/** The same for a whole block (a paragraph, a heading): the element itself takes lang and dir. */
export function TextBlock({
  as: Tag = 'p',
  children,
  lang,
  className,
  id,
}: {
  as?: BlockTag
  children: ReactNode
  lang?: FallbackLang
  className?: string
  id?: string
}) {
  const direction = useDirection(children, lang)
  return (
    <Tag id={id} className={className} {...direction}>
      {children}
    </Tag>
  )
}

/**
 * The fields of a record that fell back to English (its `missing`), for data built from it: a
 * card keeps the list of the record it shows.
 */
export function missingOf(record: object | null | undefined): string[] {
  // typed loosely: content-api's record types leave out what its Arabic reads add
  const missing = (record as { missing?: unknown } | null | undefined)?.missing
  return Array.isArray(missing) ? missing.filter((m): m is string => typeof m === 'string') : []
}

/** Which of a component's text props show English for want of a translation, by prop name. */
export type Langs<K extends string> = Partial<Record<K, FallbackLang>>

/**
 * A component's Langs from a record's `missing`: `langsOf(product, { title: 'title',
 * description: 'summary' })` maps each text prop to the record field it shows.
 */
export function langsOf<K extends string>(
  record: object | null | undefined,
  fields: Record<K, string>,
): Langs<K> {
  const langs: Langs<K> = {}
  for (const prop of Object.keys(fields) as K[]) {
    const lang = fallbackLang(record, fields[prop])
    if (lang) langs[prop] = lang
  }
  return langs
}
