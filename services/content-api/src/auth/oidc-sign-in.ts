import { randomBytes } from 'node:crypto'
import * as oidc from 'openid-client'
import type { LoginResult, SsoOptions, SsoStart } from '@site/contract'
import { AppError, type Logger } from '@site/platform'
import type { AuthService } from './auth-service.js'
import { loopbackHost, type OidcConfig } from './oidc-config.js'
import { PendingFlows } from './oidc-flows.js'
import { ssoRefusal, ssoRefusalOf } from './oidc-refusals.js'
import type { StoredUser, UserStore } from './users.js'

type Client = { ip: string; userAgent?: string }

/** The claims asked for: the subject, and the e-mail address users are matched by. */
const SCOPE = 'openid email profile'
/** How long a call to the provider (discovery, the code exchange) may take. */
const PROVIDER_TIMEOUT_S = 10

/**
 * Single sign-on with OpenID Connect: the authorization code flow with PKCE, a state and a
 * nonce, through `openid-client`. It runs here, not in web, because this side holds the client
 * secret, the users and the sessions; web only relays the browser (its cookie names the flow).
 */
export class OidcSignIn {
  private readonly flows: PendingFlows
  private server: Promise<oidc.ServerMetadata> | null = null

  constructor(
    private readonly config: OidcConfig,
    private readonly deps: {
      users: UserStore
      auth: AuthService
      log: Logger
      /** where the provider sends the browser back: `${SITE_URL}/admin/login/sso/callback` */
      redirectUri: string
      /** the session's and the ID token check's clock (tests move it instead of waiting) */
      now?: () => number
    },
  ) {
    this.flows = new PendingFlows(deps.now)
  }

  /** What the login page offers. */
  get options(): SsoOptions {
    return { sso: { name: this.config.name, only: this.config.only } }
  }

  /** A new flow: where to send the browser, and the id web keeps in its cookie. */
  async start(remember: boolean): Promise<SsoStart> {
    const configuration = await this.configuration()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const codeVerifier = oidc.randomPKCECodeVerifier()
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.deps.redirectUri,
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })
    const flow = this.flows.add({ state, nonce, codeVerifier, remember })
    return { url: url.href, flow: flow.id, expiresAt: new Date(flow.expiresAt).toISOString() }
  }

  /**
   * The provider's answer: the code is exchanged (state, nonce, PKCE, the ID token's issuer,
   * audience and expiry are checked), then the user is found by verified e-mail, or created.
   */
  async finish(
    input: { flow: string; query: string },
    client: Client,
  ): Promise<{ result: LoginResult; email: string }> {
    const pending = this.flows.take(input.flow)
    if (!pending) throw ssoRefusal('sso_flow_expired')
    const callback = new URL(this.deps.redirectUri)
    callback.search = input.query
    let claims: oidc.IDToken | undefined
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.configuration(), callback, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      claims = tokens.claims()
    } catch (error) {
      const refusal = ssoRefusalOf(error)
      this.deps.log.warn('single sign-on refused', {
        code: refusal.code,
        cause: error instanceof Error ? error.message : String(error),
        ip: client.ip,
      })
      throw refusal
    }
    if (!claims) throw ssoRefusal('sso_token_invalid')
    const user = await this.userFor(claims)
    const result = await this.deps.auth.startSsoSession(user, client, {
      remember: pending.remember,
      notAfter: claims.exp * 1000,
    })
    return { result, email: user.email }
  }

  /** The account of a verified e-mail; created only with OIDC_AUTO_CREATE_ROLE, in an allowed domain. */
  private async userFor(claims: oidc.IDToken): Promise<StoredUser> {
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : ''
    if (!email) throw ssoRefusal('sso_email_missing')
    if (claims.email_verified !== true) throw ssoRefusal('sso_email_unverified')
    const existing = this.deps.users.findByEmail(email)
    if (existing) return existing
    const { autoCreateRole, allowedDomains } = this.config
    if (!autoCreateRole) throw ssoRefusal('sso_unknown_user')
    const domain = email.slice(email.lastIndexOf('@') + 1)
    if (!allowedDomains.includes(domain)) throw ssoRefusal('sso_domain_not_allowed')
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email
    // a random password nobody knows: "Forgot password?" can still set one (unless OIDC_ONLY)
    await this.deps.users.create({
      email,
      name: name.slice(0, 100),
      role: autoCreateRole,
      password: randomBytes(32).toString('base64url'),
    })
    this.deps.log.info('single sign-on created a user', { email, role: autoCreateRole })
    const created = this.deps.users.findByEmail(email)
    if (!created) throw ssoRefusal('sso_unknown_user')
    return created
  }

  /**
   * The client, built per call on the provider's discovered metadata (fetched once, again after
   * a failure), with the clock skew of `now`: tests move the clock past the ID token's expiry.
   */
  private async configuration(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.config
    this.server ??= oidc
      .discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
        timeout: PROVIDER_TIMEOUT_S,
        ...(loopbackHost(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .then((c) => c.serverMetadata())
    const server = await this.server.catch((error: unknown) => {
      this.server = null
      this.deps.log.error('single sign-on provider unreachable', {
        issuer,
        error: error instanceof Error ? error.message : String(error),
      })
      throw new AppError(
        503,
        'sso_unavailable',
        'Single sign-on is not reachable right now. Try again in a moment.',
      )
    })
    const now = this.deps.now?.() ?? Date.now()
    const configuration = new oidc.Configuration(
      server,
      clientId,
      { [oidc.clockSkew]: Math.round((now - Date.now()) / 1000) },
      oidc.ClientSecretBasic(clientSecret),
    )
    configuration.timeout = PROVIDER_TIMEOUT_S
    if (loopbackHost(issuer)) oidc.allowInsecureRequests(configuration)
    return configuration
  }
}
