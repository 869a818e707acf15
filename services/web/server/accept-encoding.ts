export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * The best encoding the client accepts: brotli, then gzip, else identity. A coding with q=0 is
 * refused; `*` stands for any coding not named.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  const q = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  const accepted = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0
  if (accepted('br')) return 'br'
  if (accepted('gzip')) return 'gzip'
  return 'identity'
}
