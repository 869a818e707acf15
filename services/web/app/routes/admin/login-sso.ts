import { redirect } from 'react-router'
import { startSsoAction } from '../../admin/login/sso.server'
import { LOGIN_PATH } from '../../session.server'
import type { Route } from './+types/login-sso'

/* "Sign in with …" posts here: content-api starts the flow, the browser goes to the provider. */

export async function action({ request, context }: Route.ActionArgs) {
  return startSsoAction(request, context)
}

// nothing to show: a GET (a bookmark, a reload) goes to the login page
export function loader() {
  return redirect(LOGIN_PATH)
}
