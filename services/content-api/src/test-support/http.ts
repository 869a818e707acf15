/** Small JSON-over-HTTP helpers for the service tests. */
export function createHttp(baseUrl: string) {
  async function call<T = unknown>(method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return {
      status: res.status,
      headers: res.headers,
      body: (text ? JSON.parse(text) : undefined) as T,
    }
  }
  return {
    get: <T = unknown>(path: string, token?: string) => call<T>('GET', path, undefined, token),
    post: <T = unknown>(path: string, body: unknown, token?: string) =>
      call<T>('POST', path, body, token),
    patch: <T = unknown>(path: string, body: unknown, token?: string) =>
      call<T>('PATCH', path, body, token),
    del: <T = unknown>(path: string, token?: string) => call<T>('DELETE', path, undefined, token),
  }
}

/** The editable part of an API record: drops what the server adds. */
export function editable(record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, slug: _slug, partner_details: _p, merged_fields: _m, children, ...rest } = record
  return Array.isArray(children)
    ? {
        ...rest,
        children: children.map((c: { slug?: string } | string) =>
          typeof c === 'string' ? c : c.slug,
        ),
      }
    : rest
}
