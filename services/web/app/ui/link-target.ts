/** Whether a link target leaves the site: a URL with a scheme (https:, mailto:) or protocol-relative. */
export function isExternalUrl(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')
}
