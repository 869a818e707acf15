/** The running stack's addresses: global-setup puts them in the environment the workers inherit. */
export const STACK_INFO_ENV = 'E2E_STACK_INFO'

export interface StackInfo {
  webUrl: string
  contentApiUrl: string
  contentDir: string
  /** the local map tile server (MAP_TILE_URL points at it) */
  tileUrl: string
}

export function readStackInfo(): StackInfo {
  const raw = process.env[STACK_INFO_ENV]
  if (!raw)
    throw new Error(`${STACK_INFO_ENV} is not set: run the tests through playwright.config.ts`)
  return JSON.parse(raw) as StackInfo
}
