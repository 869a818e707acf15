import type { Page } from '@playwright/test'

/**
 * Each on-screen occurrence of `value`, its characters in the order they are drawn: line by line
 * from the top, left to right within a line (spaces of every kind read as one space). A value
 * the bidi algorithm reorders comes back scrambled: "+971 4 000 0100" as "0100 000 4 971+",
 * "−25 °C" as "°C 25−". Measured where the browser draws the characters, not read from the DOM.
 */
export async function visualReadings(page: Page, value: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const readings: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s/g, ' ')
      for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + 1)) {
        const glyphs: Array<{ char: string; x: number; y: number; height: number }> = []
        for (let i = at; i < at + wanted.length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const box = range.getBoundingClientRect()
          if (box.width === 0 && box.height === 0) continue // not drawn (a hidden copy)
          glyphs.push({
            char: text[i] ?? '',
            x: box.left + box.width / 2,
            y: box.top + box.height / 2,
            height: box.height,
          })
        }
        if (glyphs.length === 0) continue
        // a value that wraps goes on on the next line: group by line (half a line apart), then x
        const lines: Array<typeof glyphs> = []
        for (const glyph of [...glyphs].sort((a, b) => a.y - b.y)) {
          const line = lines.at(-1)
          const first = line?.[0]
          if (line && first && glyph.y - first.y < first.height / 2) line.push(glyph)
          else lines.push([glyph])
        }
        readings.push(
          lines
            .map((line) =>
              line
                .sort((a, b) => a.x - b.x)
                .map((g) => g.char)
                .join(''),
            )
            .join(''),
        )
      }
    }
    return readings
  }, value)
}

/** Arabic letters, digits and punctuation: what is not part of a Latin value in an Arabic text. */
const arabic = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+/

/**
 * The Latin values of an Arabic text, as a reader expects them to read left to right: what lies
 * between its Arabic words, without the spaces, brackets and sentence punctuation around it
 * ("من −25 °C إلى 60 °C (مع …)" has "−25 °C" and "60 °C").
 */
export function latinValuesOf(text: string): string[] {
  return text
    .split(arabic)
    .map((part) => part.replace(/^[\s()[\].,;:!?"'«»]+|[\s()[\].,;:!?"'«»]+$/g, ''))
    .filter((part) => /[A-Za-z0-9]/.test(part))
}
