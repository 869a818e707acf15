/**
 * Who asks for a password hash: a browser proven by its device token to have signed in to the
 * account before, or anyone else (a new browser, or a stranger guessing).
 */
export type Asker = 'known' | 'stranger'

export interface HashBudgetLimits {
  /** hashes at once, all askers together */
  slots: number
  /** of those, strangers hold at most this many: the rest stay free for known browsers */
  strangerSlots: number
  /** strangers waiting for a slot at most; the next one is refused at once */
  strangerQueue: number
  /** a waiting stranger is refused after this long */
  strangerWaitMs: number
  /** known browsers waiting at most (a stolen token is 5 guesses; a few users, a few browsers) */
  knownQueue: number
  /** a waiting known browser is given up after this long */
  knownWaitMs: number
}

/**
 * scrypt runs in libuv's threadpool (4 threads by default), which file I/O shares: two hashes at
 * once leave two threads to the writes a sign-in makes (sessions.json) and to the rest of the
 * service. Strangers get one of them, so a known browser never waits for a guess to finish. A
 * stranger waits for at most one hash or two before being told when to come back; a known
 * browser waits its turn ahead of every stranger.
 */
export const HASH_BUDGET: HashBudgetLimits = {
  slots: 2,
  strangerSlots: 1,
  strangerQueue: 2,
  strangerWaitMs: 1_000,
  knownQueue: 16,
  knownWaitMs: 5_000,
}

/** A hash that was not computed: no slot soon enough. `retryAfterMs` is when to come back. */
export class HashBudgetRefusal extends Error {
  override name = 'HashBudgetRefusal'
  constructor(
    readonly asker: Asker,
    readonly retryAfterMs: number,
  ) {
    super(`no password-hashing slot for a ${asker} browser; retry in ${retryAfterMs} ms`)
  }
}

interface Waiter {
  asker: Asker
  start: () => void
  refuse: () => void
  timer: ReturnType<typeof setTimeout>
}

/** Assumed for the first Retry-After, before any hash was timed (a hash on one free core). */
const FIRST_HASH_ESTIMATE_MS = 500

/**
 * The fixed budget every sign-in's password hash runs in, so the cost of a stranger's guesses
 * never becomes the wait of a known browser: a small number of hashes at once, a short queue in
 * which known browsers go first, and a stranger who cannot get a slot soon is refused at once,
 * before any hash is computed (the caller answers 429 with the Retry-After this gives).
 */
export class HashBudget {
  private readonly running = { known: 0, stranger: 0 }
  private readonly waiting: Waiter[] = []
  /** recent hash duration, a moving average: what the Retry-After of a refusal is made of */
  private hashMs = FIRST_HASH_ESTIMATE_MS

  constructor(
    private readonly limits: HashBudgetLimits = HASH_BUDGET,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `hash` once the budget allows, or throws HashBudgetRefusal without running it. */
  async run<T>(asker: Asker, hash: () => Promise<T>): Promise<T> {
    if (this.mayStart(asker)) this.running[asker]++
    else await this.wait(asker) // resolves holding a slot (startWaiting counted it)
    const started = this.now()
    try {
      return await hash()
    } finally {
      this.hashMs = 0.8 * this.hashMs + 0.2 * (this.now() - started)
      this.running[asker]--
      this.startWaiting()
    }
  }

  /** Hashes running and waiting (what the tests look at). */
  get load() {
    const waitingOf = (asker: Asker) => this.waiting.filter((w) => w.asker === asker).length
    return {
      running: { ...this.running },
      waiting: { known: waitingOf('known'), stranger: waitingOf('stranger') },
    }
  }

  private mayStart(asker: Asker): boolean {
    const { known, stranger } = this.running
    if (known + stranger >= this.limits.slots) return false
    return asker === 'known' || stranger < this.limits.strangerSlots
  }

  private wait(asker: Asker): Promise<void> {
    const queued = this.waiting.filter((w) => w.asker === asker).length
    const limit = asker === 'known' ? this.limits.knownQueue : this.limits.strangerQueue
    if (queued >= limit) return Promise.reject(this.refusal(asker))
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        asker,
        start: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
        refuse: () => reject(this.refusal(asker)),
        timer: setTimeout(
          () => {
            this.waiting.splice(this.waiting.indexOf(waiter), 1)
            waiter.refuse()
          },
          asker === 'known' ? this.limits.knownWaitMs : this.limits.strangerWaitMs,
        ),
      }
      // known browsers go ahead of every stranger, each kind in arrival order
      const firstStranger = this.waiting.findIndex((w) => w.asker === 'stranger')
      if (asker === 'known' && firstStranger >= 0) this.waiting.splice(firstStranger, 0, waiter)
      else this.waiting.push(waiter)
    })
  }

  /** Hands the freed slots to the first waiters that may take them, known browsers first. */
  private startWaiting(): void {
    for (let i = 0; i < this.waiting.length;) {
      const waiter = this.waiting[i]
      if (waiter && this.mayStart(waiter.asker)) {
        this.waiting.splice(i, 1)
        // counted now, not when its promise resumes, so the next waiter sees the slot taken
        this.running[waiter.asker]++
        waiter.start()
      } else i++
    }
  }

  /** When a slot for `asker` is likely: the hashes ahead of it, at the recent pace. */
  private refusal(asker: Asker): HashBudgetRefusal {
    const slots = asker === 'known' ? this.limits.slots : this.limits.strangerSlots
    const ahead = this.running[asker] + this.waiting.filter((w) => w.asker === asker).length
    return new HashBudgetRefusal(asker, Math.ceil(((ahead + 1) * this.hashMs) / slots))
  }
}
