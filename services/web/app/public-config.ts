import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from './root'

export interface PublicConfig {
  siteUrl: string
  publicMediaUrl: string
  demoMode: boolean
  mapTileUrl: string
  mapAttribution: string
}

const fallback: PublicConfig = {
  siteUrl: '',
  publicMediaUrl: '',
  demoMode: false,
  mapTileUrl: '',
  mapAttribution: '',
}

/**
 * The part of the server config the browser may see (root loader data). Falls back to defaults
 * inside the root ErrorBoundary, where the root loader may have failed.
 */
export function usePublicConfig(): PublicConfig {
  return useRouteLoaderData<typeof rootLoader>('root') ?? fallback
}
