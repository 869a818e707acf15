import { startOidcProvider } from '../../services/content-api/src/test-support/oidc-provider.ts'
import { startStack } from '../support/stack.ts'
import { startTileServer } from '../support/tile-server.ts'
import { SSO_CALLBACK_PATH } from '@site/contract'
import { E2E_SSO } from './sso-provider.ts'
import { STACK_INFO_ENV, type StackInfo } from './stack-info.ts'

/** Starts content-api, media and web once for the whole run; returns the teardown. */
export default async function globalSetup() {
  const tiles = await startTileServer()
  // one OpenID provider for the run: the login page offers "Sign in with Falcon ID" (sso.spec.ts);
  // its client's redirect URI is the web's, known once the stack has its port
  let webUrl = ''
  const sso = await startOidcProvider({
    clients: () => [
      {
        clientId: E2E_SSO.clientId,
        clientSecret: E2E_SSO.clientSecret,
        redirectUri: `${webUrl}${SSO_CALLBACK_PATH}`,
      },
    ],
    accounts: E2E_SSO.accounts,
  })
  const stack = await startStack({
    env: {
      OIDC_ISSUER: sso.issuer,
      OIDC_CLIENT_ID: E2E_SSO.clientId,
      OIDC_CLIENT_SECRET: E2E_SSO.clientSecret,
      OIDC_NAME: E2E_SSO.name,
      MAP_TILE_URL: tiles.template,
      MAP_TILE_ATTRIBUTION: '© Test tiles',
      // several specs send messages from the same loopback visitor; the limit itself is tested
      // by content-api's service tests
      CONTACT_RATE_LIMIT: '100',
    },
  })
  webUrl = stack.webUrl
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
    await sso.close()
  }
}
