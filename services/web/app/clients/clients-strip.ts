import type { Client } from '@site/contract'
import { missingOf } from '../i18n/bidi'

/** A client as the clients strip shows it (`missing`: i18n/bidi.tsx). */
export type StripClient = Pick<Client, 'slug' | 'name' | 'industry' | 'logo'> & {
  /** its http(s) website, or '' when it has none (the card is then not a link) */
  website: string
  missing: string[]
}

const webAddress = /^https?:\/\//i

/**
 * The clients strip on Home and About: active clients only, the featured ones first, each group
 * in the list order content-api answers with (sort_order, then name). Inactive ones are left out
 * here too, since a signed-in editor's preview reads every record.
 */
export function clientsStrip(clients: readonly Client[]): StripClient[] {
  const active = clients.filter((c) => c.is_active)
  return [...active.filter((c) => c.is_featured), ...active.filter((c) => !c.is_featured)].map(
    (c) => ({
      slug: c.slug,
      name: c.name,
      industry: c.industry,
      logo: c.logo,
      website: webAddress.test(c.website) ? c.website : '',
      missing: missingOf(c),
    }),
  )
}
