import { startStack } from '../support/stack.ts'
import { startTileServer } from '../support/tile-server.ts'
import { STACK_INFO_ENV, type StackInfo } from './stack-info.ts'

/** Starts content-api, media and web once for the whole run; returns the teardown. */
export default async function globalSetup() {
  const tiles = await startTileServer()
  const stack = await startStack({
    env: {
      MAP_TILE_URL: tiles.template,
      MAP_TILE_ATTRIBUTION: '© Test tiles',
      // several specs send messages from the same loopback visitor; the limit itself is tested
      // by content-api's service tests
      CONTACT_RATE_LIMIT: '100',
    },
  })
  const info: StackInfo = {
    webUrl: stack.webUrl,
    contentApiUrl: stack.contentApiUrl,
    contentDir: stack.contentDir,
    tileUrl: tiles.url,
  }
  process.env[STACK_INFO_ENV] = JSON.stringify(info)
  return async () => {
    await stack.stop()
    await tiles.stop()
  }
}
