/**
 * Whether a navigation item is highlighted for the current path (when the path
 * equals its path or starts with it; the root item only on equality). "Starts with" is taken per path segment, so
 * /solutions/energy-systems activates /solutions but /solutionsX does not.
 */
export function isActive(currentPath: string, itemPath: string): boolean {
  const current = normalise(currentPath)
  const item = normalise(itemPath)
  if (item === '/') return current === '/'
  return current === item || current.startsWith(`${item}/`)
}

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? ''
  const trimmed = withoutQuery.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}
