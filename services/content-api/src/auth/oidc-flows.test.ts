import { describe, expect, it } from 'vitest'
import { FLOW_TTL_MS, MAX_PENDING_FLOWS, PendingFlows } from './oidc-flows.js'

const flow = (n: number) => ({
  state: `state-${n}`,
  nonce: `nonce-${n}`,
  codeVerifier: `verifier-${n}`,
  remember: false,
})

describe('single sign-on flows waiting for their callback', () => {
  it('when a flow is taken, then it comes back once with what it was started with', () => {
    const flows = new PendingFlows()
    const { id } = flows.add(flow(1))
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(flows.take(id)).toMatchObject(flow(1))
    expect(flows.take(id)).toBeNull()
    expect(flows.take('unknown')).toBeNull()
  })

  it('when the provider answers after the flow expired, then it is gone', () => {
    let now = 1_000_000
    const flows = new PendingFlows(() => now)
    const { id, expiresAt } = flows.add(flow(1))
    expect(expiresAt).toBe(now + FLOW_TTL_MS)
    now += FLOW_TTL_MS
    expect(flows.take(id)).toBeNull()
  })

  it('when strangers start more flows than the bound, then the oldest go and the count stays at the bound', () => {
    let now = 1_000_000
    const flows = new PendingFlows(() => now)
    const first = flows.add(flow(0))
    for (let n = 1; n <= MAX_PENDING_FLOWS; n++) {
      now += 1
      flows.add(flow(n))
    }
    expect(flows.size).toBe(MAX_PENDING_FLOWS)
    expect(flows.take(first.id)).toBeNull()
    // expired ones are dropped as new ones come
    now += FLOW_TTL_MS
    const fresh = flows.add(flow(-1))
    expect(flows.size).toBe(1)
    expect(flows.take(fresh.id)).toMatchObject(flow(-1))
  })
})
