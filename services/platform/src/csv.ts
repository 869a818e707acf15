/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab/CR) gets a leading
 * apostrophe, so an exported "=HYPERLINK(...)" from a visitor stays text (OWASP CSV injection).
 * Shared by content-api's contacts export and web's analytics export.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/**
 * Rows as CSV text (RFC 4180: CRLF line ends, a field with a comma, quote or line break quoted,
 * quotes doubled), every cell neutralised, after a byte-order mark so spreadsheet programs read
 * the UTF-8 (Arabic, accents) correctly.
 */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cell = (value: string | number) => {
    const text = typeof value === 'number' ? String(value) : neutraliseFormula(value)
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return `\ufeff${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
