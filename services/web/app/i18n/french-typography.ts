/**
 * French typographic spacing, applied to French text at render time so that a text typed with
 * ordinary spaces (or none) still reads as French print does:
 * - a narrow no-break space (U+202F) before : ; ! ? and inside « guillemets », so the mark never
 *   starts a line on its own;
 * - a narrow no-break space between a number's groups of thousands ("12 500" -> "12 500"),
 *   the separator Intl.NumberFormat itself uses in French, so a typed number matches a formatted one.
 * Idempotent (text already right is returned unchanged) and blind to what is not prose: URLs,
 * e-mail addresses, telephone numbers, Markdown code and link targets, HTML tags and entities pass
 * through as they are.
 */
export const narrowNoBreakSpace = '\u202F'

/**
 * What must not change, in the order tried: fenced and inline code, a Markdown link or image
 * target "](...)", an autolink or HTML tag "<...>", a URL, an e-mail address, an HTML entity,
 * an international telephone number.
 */
const untouchable = new RegExp(
  [
    /```[\s\S]*?(?:```|$)/.source,
    /`[^`\n]*`/.source,
    /\]\([^)\s]*(?:\s+"[^"]*")?\)/.source,
    /<[^<>\s][^<>]*>/.source,
    /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:|tel:)[^\s<>()\]]+/.source,
    /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.source,
    /&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);/.source,
    // an international telephone number: its digit groups are not thousands
    /\+\d[\d \u00A0().-]{5,}\d/.source,
  ].join('|'),
  'gi',
)

/** Any horizontal space a writer may have typed (space, no-break, narrow no-break, thin). */
const space = '[ \\u00A0\\u202F\\u2009]'

function spaceProse(prose: string): string {
  return (
    prose
      // a typed space before the mark becomes the narrow no-break one
      .replace(new RegExp(`${space}+([:;!?])`, 'g'), `${narrowNoBreakSpace}$1`)
      // no space at all after a word: one is added, but only where the mark ends a phrase
      // (so "8:00", "1:2" and "?!" stay as they are)
      .replace(/([\p{L}\p{N}»)\]’'"%*])([;!?])(?=\s|$|[»)"’])/gu, `$1${narrowNoBreakSpace}$2`)
      .replace(/([\p{L}\p{N}»)\]’'"%*])(:)(?=\s|$)/gu, `$1${narrowNoBreakSpace}$2`)
      // inside guillemets
      .replace(new RegExp(`«${space}*`, 'g'), `«${narrowNoBreakSpace}`)
      .replace(new RegExp(`${space}*»`, 'g'), `${narrowNoBreakSpace}»`)
      // groups of thousands: "12 500", "1 250 000" (a lone year-like "en 2019 300" is not a
      // number's group, but a group must be exactly three digits not followed by a fourth)
      .replace(
        new RegExp(`(?<![\\d.,])(\\d{1,3})((?:${space}\\d{3})+)(?![\\d])`, 'g'),
        (_whole, head: string, groups: string) =>
          head + groups.replace(new RegExp(space, 'g'), narrowNoBreakSpace),
      )
  )
}

/** The text with French spacing rules applied to its prose, and nothing else touched. */
export function frenchTypography(text: string): string {
  let result = ''
  let last = 0
  for (const match of text.matchAll(untouchable)) {
    result += spaceProse(text.slice(last, match.index)) + match[0]
    last = match.index + match[0].length
  }
  return result + spaceProse(text.slice(last))
}
