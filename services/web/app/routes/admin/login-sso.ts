import { startSsoLoader } from '../../admin/login/sso.server'
import type { Route } from './+types/login-sso'

/* "Sign in with …" links here: content-api starts the flow, the browser goes to the provider. */

export async function loader({ request, context }: Route.LoaderArgs) {
  return startSsoLoader(request, context)
}
