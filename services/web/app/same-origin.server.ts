/**
 * Whether a state-changing request comes from this site's own pages. Browsers send
 * Sec-Fetch-Site (and Origin) with every POST; a cross-site form or fetch says so. A request with
 * neither header is not from a browser page of ours, so it is refused too.
 */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null) return fetchSite === 'same-origin'
  const origin = request.headers.get('origin')
  if (origin === null) return false
  const allowed = new Set([new URL(request.url).origin])
  try {
    allowed.add(new URL(siteUrl).origin)
  } catch {
    // an unparsable SITE_URL never gets here: config validates it
  }
  return allowed.has(origin)
}
