import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'

/** One person the test provider knows, by the login typed on its sign-in page. */
export interface ProviderAccount {
  email: string
  emailVerified: boolean
  name: string
}

export interface TestClient {
  clientId: string
  clientSecret: string
  redirectUri: string
}

/**
 * A real OpenID provider (`oidc-provider`, the certified implementation) on loopback, port 0:
 * content-api's single sign-on is tested against the protocol as a provider speaks it, never a
 * hand-written imitation. Its development sign-in page takes any known login without a
 * password; consent is granted for the registered clients (first-party, like a company IdP).
 */
export async function startOidcProvider(options: {
  /**
   * the registered clients; a function is asked at the first request, for a client whose
   * redirect URI is known only after the provider's issuer is (the e2e stack's web port)
   */
  clients: TestClient[] | (() => TestClient[])
  accounts: Record<string, ProviderAccount>
  /** seconds an ID token lasts (default 3600) */
  idTokenTtl?: number
}) {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null
  const server = createServer((req, res) => {
    handler ??= createProvider()
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  /** set: the token endpoint answers with this ID token instead of its own (a substitution) */
  const tamper: { idToken: string | null } = { idToken: null }

  const createProvider = () => {
    const clients = typeof options.clients === 'function' ? options.clients() : options.clients
    const configuration: Configuration = {
      clients: clients.map((c) => ({
        client_id: c.clientId,
        client_secret: c.clientSecret,
        redirect_uris: [c.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      })),
      async findAccount(_ctx, id) {
        const account = options.accounts[id]
        if (!account) return undefined
        return {
          accountId: id,
          claims: () => ({
            sub: id,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
          }),
        }
      },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // the e-mail in the ID token itself, as most company providers send it
      conformIdTokenClaims: false,
      async loadExistingGrant(ctx) {
        const accountId = ctx.oidc.session?.accountId
        const clientId = ctx.oidc.client?.clientId
        if (!accountId || !clientId) return undefined
        const grant = new ctx.oidc.provider.Grant({ clientId, accountId })
        grant.addOIDCScope('openid email profile')
        await grant.save()
        return grant
      },
      pkce: { required: () => true },
      ttl: {
        IdToken: options.idTokenTtl ?? 3600,
        AccessToken: 600,
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
      },
      cookies: { keys: ['test-provider-cookie-key-0123456789'] },
      features: { devInteractions: { enabled: true } },
    }
    const provider = new Provider(issuer, configuration)
    provider.use(async (ctx, next) => {
      await next()
      const body = ctx.body as { id_token?: unknown } | undefined
      if (ctx.path === '/token' && tamper.idToken && typeof body?.id_token === 'string') {
        ctx.body = { ...body, id_token: tamper.idToken }
      }
    })
    return provider.callback()
  }

  return {
    issuer,
    tamper,
    /**
     * Plays the browser from the authorization URL to the redirect back to the client: the
     * provider's sign-in page is answered with `login`. Returns the callback's query string.
     */
    async signIn(authorizationUrl: string, login: string): Promise<string> {
      const jar = new Map<string, string>()
      let url = authorizationUrl
      for (let step = 0; step < 10; step++) {
        const interaction = /\/interaction\/([^/?]+)$/.exec(new URL(url).pathname)
        const res = interaction
          ? await fetch(url, {
              method: 'POST',
              redirect: 'manual',
              headers: {
                cookie: cookieHeader(jar),
                'content-type': 'application/x-www-form-urlencoded',
              },
              body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
            })
          : await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } })
        for (const set of res.headers.getSetCookie()) {
          const [pair = ''] = set.split(';')
          const at = pair.indexOf('=')
          jar.set(pair.slice(0, at), pair.slice(at + 1))
        }
        const location = res.headers.get('location')
        if (!location) throw new Error(`the provider stopped at ${url}: ${res.status}`)
        const next = new URL(location, url)
        if (!next.href.startsWith(issuer)) return next.search.slice(1)
        url = next.href
      }
      throw new Error('the provider redirected too many times')
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
