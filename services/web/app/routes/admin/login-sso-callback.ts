import { ssoCallbackLoader } from '../../admin/login/sso.server'
import type { Route } from './+types/login-sso-callback'

/* Where the OpenID provider sends the browser back (SSO_CALLBACK_PATH, the registered redirect URI). */

export async function loader({ request, context }: Route.LoaderArgs) {
  return ssoCallbackLoader(request, context)
}
