import { stringify } from 'csv-stringify/sync'
import { neutraliseFormula } from '@site/platform'
import type { ContactMessage } from '@site/contract'

// the contacts export's cells are neutralised by the helper web's analytics export shares
export { neutraliseFormula }

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
