import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '../root'

/** Whether this render is a draft's preview (root loader data; false in the root ErrorBoundary). */
export function usePreviewing(): boolean {
  return Boolean(useRouteLoaderData<typeof rootLoader>('root')?.preview)
}
