import type { ReactNode } from 'react'
import { useLocale } from './use-locale'
import { dirOf } from './locale'

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

/** Whether a text has Arabic (or other right-to-left) letters. */
export function hasRtlLetters(text: string): boolean {
  return rtlLetter.test(text)
}

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

/**
 * A run of Latin letters and digits with what joins them in a value ("−40 °C", "4,800 USD",
 * "IEC 60870-5-104", "+971 4 000 0100", "SFP+", "utm_source"): it starts with a letter or digit (or a sign
 * before a digit) and ends with a letter, digit, degree or per cent sign, or plus signs right
 * after one ("SFP+", "TACACS+"), so sentence punctuation and brackets around it stay in the
 * Arabic flow.
 */
const latinRun =
  /(?:[+\u2212-](?=[0-9]))?[A-Za-z0-9\u00C0-\u024F](?:[A-Za-z0-9\u00C0-\u024F°%.,:/×\u2013\u2212+&'’_ -]*[A-Za-z0-9\u00C0-\u024F°%])?\+*/g

/** A text cut into its Latin runs and the rest, in order ('' never appears). */
export function latinRuns(text: string): Array<{ text: string; latin: boolean }> {
  const parts: Array<{ text: string; latin: boolean }> = []
  let at = 0
  for (const match of text.matchAll(latinRun)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), latin: false })
    parts.push({ text: match[0], latin: true })
    at = match.index + match[0].length
  }
  if (at < text.length) parts.push({ text: text.slice(at), latin: false })
  return parts
}

/**
 * An Arabic text with its Latin runs isolated left to right: without it "من −40 °C إلى 70 °C"
 * shows its minus after the 40 and "4 × RS-485" loses its order. Other texts are returned as
 * they are.
 */
function withIsolatedRuns(children: ReactNode): ReactNode {
  if (typeof children !== 'string' || !hasRtlLetters(children)) return children
  return latinRuns(children).map((part, i) =>
    part.latin ? (
      <bdi key={i} dir="ltr">
        {part.text}
      </bdi>
    ) : (
      part.text
    ),
  )
}

/**
 * A value of unknown direction inside running text (a specification, a price): isolated, its
 * direction from its first letter, and the Latin runs of an Arabic value kept left to right.
 */
export function Bidi({ children }: { children: ReactNode }) {
  return <bdi>{withIsolatedRuns(children)}</bdi>
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
  const rtl = dirOf(useLocale()) === 'rtl'
  if (!direction) {
    const runs = rtl ? withIsolatedRuns(children) : children
    // several runs are one inline box: in a flex or grid parent, loose text and <bdi> siblings
    // would each become an item, laid side by side and never wrapped
    return Array.isArray(runs) && runs.length > 1 ? <span>{runs}</span> : runs
  }
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
  const rtl = dirOf(useLocale()) === 'rtl'
  return (
    <Tag id={id} className={className} {...direction}>
      {rtl && !direction ? withIsolatedRuns(children) : children}
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
