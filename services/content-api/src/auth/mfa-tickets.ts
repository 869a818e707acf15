import { randomBytes } from 'node:crypto'
import type { VerifiedDevice } from './device-tokens.js'

/** How long the second step of a sign-in may take: time to open the app and type a code. */
export const MFA_TICKET_TTL_MS = 5 * 60 * 1000
/** Wrong codes one ticket takes before the password must be entered again. */
export const MFA_TICKET_MAX_FAILURES = 5
/**
 * Tickets held at once. Only a right password makes one, so only someone who knows a password
 * can fill this; the oldest goes first, and its owner enters the password again.
 */
export const MFA_TICKETS_MAX = 1_000

/** What the first step (the right password) established, for the second. */
export interface PendingSignIn {
  userId: string
  remember: boolean
  /** the device token the password step verified, for the same throttle budget */
  device?: VerifiedDevice
  expiresAt: number
  failures: number
}

/**
 * The tickets between a right password and the second factor. In memory: they live minutes, and
 * a restart only means entering the password again. A ticket is taken out to be used, so it works
 * once, and two requests racing with it cannot both use it; a wrong code puts it back, counted.
 */
export class MfaTickets {
  private readonly pending = new Map<string, PendingSignIn>()

  constructor(private readonly now: () => number = Date.now) {}

  issue(signIn: Omit<PendingSignIn, 'expiresAt' | 'failures'>): {
    ticket: string
    expiresAt: number
  } {
    this.prune()
    while (this.pending.size >= MFA_TICKETS_MAX) {
      const oldest = this.pending.keys().next()
      if (oldest.done) break
      this.pending.delete(oldest.value)
    }
    const ticket = randomBytes(32).toString('base64url')
    const expiresAt = this.now() + MFA_TICKET_TTL_MS
    this.pending.set(ticket, { ...signIn, expiresAt, failures: 0 })
    return { ticket, expiresAt }
  }

  /** The pending sign-in of `ticket`, removed; null when unknown, used or expired. */
  take(ticket: string): PendingSignIn | null {
    const signIn = this.pending.get(ticket)
    this.pending.delete(ticket)
    if (!signIn || signIn.expiresAt <= this.now()) return null
    return signIn
  }

  /** Whose sign-in `ticket` is, without using it (the audit log names who tried a code). */
  peek(ticket: string): PendingSignIn | null {
    const signIn = this.pending.get(ticket)
    return signIn && signIn.expiresAt > this.now() ? signIn : null
  }

  /** A wrong code: the ticket works again until MFA_TICKET_MAX_FAILURES or its expiry. */
  putBack(ticket: string, signIn: PendingSignIn): void {
    const failures = signIn.failures + 1
    if (failures >= MFA_TICKET_MAX_FAILURES || signIn.expiresAt <= this.now()) return
    this.pending.set(ticket, { ...signIn, failures })
  }

  /** Ends every pending sign-in of a user (their second factor was reset or turned off). */
  dropUser(userId: string): void {
    for (const [ticket, signIn] of this.pending) {
      if (signIn.userId === userId) this.pending.delete(ticket)
    }
  }

  private prune(): void {
    const now = this.now()
    for (const [ticket, signIn] of this.pending) {
      if (signIn.expiresAt <= now) this.pending.delete(ticket)
    }
  }
}
