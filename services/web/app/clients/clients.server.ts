import type { Client } from '@site/contract'
import type { ContentClient } from '@site/contract/client'
import { readPublic } from '../site/content-read.server'
import { clientsStrip, type StripClient } from './clients-strip'

/** The clients strip's clients, read in the page's language; content-api down is a 503. */
export async function readClientsStrip(api: ContentClient): Promise<StripClient[]> {
  // the client types collection records loosely; clients have ClientInput's fields
  const clients = await readPublic('clients', () => api.records('clients').list())
  return clientsStrip(clients as unknown as Client[])
}
