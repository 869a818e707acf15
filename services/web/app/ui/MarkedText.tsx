/**
 * A search result's snippet with the matched words in <mark>: `marks` are [start, end) offsets
 * into `text` from content-api's search (never HTML, so nothing here is parsed as markup).
 */
export function MarkedText({
  text,
  marks,
  ...span
}: {
  text: string
  marks: ReadonlyArray<readonly [number, number]>
  className?: string
  lang?: string
  dir?: 'rtl' | 'ltr'
}) {
  const parts: Array<{ text: string; marked: boolean }> = []
  let at = 0
  for (const [start, end] of [...marks].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > text.length || end <= start) continue
    if (start > at) parts.push({ text: text.slice(at, start), marked: false })
    parts.push({ text: text.slice(start, end), marked: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false })
  return (
    <span {...span}>
      {parts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  )
}
