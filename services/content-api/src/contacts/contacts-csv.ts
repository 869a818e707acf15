import { stringify } from 'csv-stringify/sync'
import type { ContactMessage } from '../schemas/index.js'

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab/CR) gets a leading
 * apostrophe, so an exported "=HYPERLINK(...)" from a visitor stays text (OWASP CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

const columns = [
  ['received_at', 'Received'],
  ['full_name', 'Full name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['phone', 'Phone'],
  ['service', 'Service'],
  ['subject', 'Subject'],
  ['message', 'Message'],
  ['read', 'Read'],
  ['delivery', 'Mail'],
] as const

export function contactsCsv(messages: readonly ContactMessage[]): string {
  const rows = messages.map((m) =>
    columns.map(([key]) => {
      const value =
        key === 'read' ? (m.read ? 'yes' : 'no') : key === 'delivery' ? m.delivery.status : m[key]
      return neutraliseFormula(String(value))
    }),
  )
  // a byte-order mark so spreadsheet programs read the UTF-8 (Arabic names, accents) correctly
  return `\ufeff${stringify([columns.map(([, label]) => label), ...rows])}`
}
