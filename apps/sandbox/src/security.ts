// Keycloak's defences the sandbox reproduces: the brute-force detector (DefaultBruteForceProtector),
// and plain counters for the auth API's password-reset requests. docs/identity-provider.md records
// where each rule was read in Keycloak's source and tests.

/** The realm's "Brute force detection" settings, with Keycloak's names. */
export interface BruteForceSettings {
  enabled: boolean;
  /** "Max login failures": every `failureFactor` failures add one `waitIncrementSeconds`. */
  failureFactor: number;
  waitIncrementSeconds: number;
  /** Two failures closer than this lock for `minimumQuickLoginWaitSeconds`. */
  quickLoginCheckMilliSeconds: number;
  minimumQuickLoginWaitSeconds: number;
  maxFailureWaitSeconds: number;
  /** "Failure reset time": a failure this long after the last one starts the count again. */
  maxDeltaTimeSeconds: number;
}

/**
 * What the sandbox runs with, and the realm file gives Keycloak (docs/identity-provider.md, « Guesses
 * and lockouts », weighs them): a wait of 60 s more every 10 failures (Keycloak's default is 30),
 * up to 15 minutes, and two failures within a second lock for 15 s (Keycloak's default is 60 s).
 * Anyone who knows an address can lock its account with two quick guesses; a short quick-login
 * wait keeps that nuisance short for the owner, while guessing stays slow (the per-address limit
 * in front, the increments behind).
 */
export const DEFAULT_BRUTE_FORCE: BruteForceSettings = {
  enabled: true,
  failureFactor: 10,
  waitIncrementSeconds: 60,
  quickLoginCheckMilliSeconds: 1000,
  minimumQuickLoginWaitSeconds: 15,
  maxFailureWaitSeconds: 900,
  maxDeltaTimeSeconds: 43200,
};

interface LoginFailure {
  numFailures: number;
  lastFailure: number;
  /** Seconds since the epoch before which the user may not log in. */
  failedLoginNotBefore: number;
}

/** Keycloak's temporary lockout, keyed by user id (unknown users have no record). */
export class BruteForceProtector {
  private readonly failures = new Map<string, LoginFailure>();

  constructor(
    public settings: BruteForceSettings,
    private readonly now: () => number,
  ) {}

  isTemporarilyDisabled(userId: string): boolean {
    if (!this.settings.enabled) return false;
    const failure = this.failures.get(userId);
    return failure !== undefined && Math.floor(this.now() / 1000) < failure.failedLoginNotBefore;
  }

  /** `DefaultBruteForceProtector.failure` without permanent lockout. */
  failedLogin(userId: string): void {
    if (!this.settings.enabled) return;
    const s = this.settings;
    const failure = this.failures.get(userId) ?? { numFailures: 0, lastFailure: 0, failedLoginNotBefore: 0 };
    this.failures.set(userId, failure);
    const currentTime = this.now();
    const last = failure.lastFailure;
    const deltaTime = last > 0 ? currentTime - last : 0;
    failure.lastFailure = currentTime;
    if (deltaTime > 0 && deltaTime > s.maxDeltaTimeSeconds * 1000) failure.numFailures = 0;
    failure.numFailures += 1;
    let waitSeconds = s.waitIncrementSeconds * Math.floor(failure.numFailures / s.failureFactor);
    if (waitSeconds === 0 && last > 0 && deltaTime < s.quickLoginCheckMilliSeconds) {
      waitSeconds = s.minimumQuickLoginWaitSeconds;
    }
    if (waitSeconds > 0) {
      waitSeconds = Math.min(s.maxFailureWaitSeconds, waitSeconds);
      failure.failedLoginNotBefore = Math.floor(currentTime / 1000) + waitSeconds;
    }
  }

  /** A successful login clears the user's failures. */
  successfulLogin(userId: string): void {
    this.failures.delete(userId);
  }

  clear(): void {
    this.failures.clear();
  }
}

/** At most `max` events per key in a sliding window. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length > 0) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent;
  }

  /** Milliseconds until the key may have one more event; 0 when it may now. */
  waitMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.max) return 0;
    return Math.max(1, (recent[0] ?? 0) + this.windowMs - this.now());
  }

  /** Records one event; false when the key is over its limit (the event is not counted). */
  take(key: string): boolean {
    if (this.waitMs(key) > 0) return false;
    this.hits.set(key, [...this.recent(key), this.now()]);
    return true;
  }

  clear(): void {
    this.hits.clear();
  }
}

/**
 * Password-reset requests (and new verification e-mails), per 15 minutes: 3 for one e-mail address
 * from one requester, 10 from one requester whatever the addresses, and 20 for one e-mail address
 * whoever asks. The per-address count is the requester's own: a stranger who asks 3 times for
 * someone's address spends their own allowance, not the owner's, who still gets a link from their
 * own address. The ceiling per address only bounds how many mails a mailbox receives: reaching it
 * takes seven requesters (each refused past their 3) within the window.
 */
const RESET_REQUESTS_PER_ADDRESS = 3;
const RESET_REQUESTS_PER_CLIENT = 10;
const RESET_REQUESTS_PER_ADDRESS_ALL = 20;
const RESET_WINDOW_MS = 15 * 60 * 1000;

/** The three limits of one kind of mailed link; a request refused by one counts against none. */
export class MailRequestLimits {
  private readonly perRequesterAndAddress: RateLimiter;
  private readonly perRequester: RateLimiter;
  private readonly perAddress: RateLimiter;

  constructor(now: () => number) {
    this.perRequesterAndAddress = new RateLimiter(RESET_REQUESTS_PER_ADDRESS, RESET_WINDOW_MS, now);
    this.perRequester = new RateLimiter(RESET_REQUESTS_PER_CLIENT, RESET_WINDOW_MS, now);
    this.perAddress = new RateLimiter(RESET_REQUESTS_PER_ADDRESS_ALL, RESET_WINDOW_MS, now);
  }

  /**
   * Counts one request from `requester` (an IP address, requests.ts) for `email`; when a limit is
   * spent nothing is counted and the answer says how long to wait, in whole seconds.
   */
  take(requester: string, email: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const address = email.trim().toLowerCase();
    const keys: [RateLimiter, string][] = [
      [this.perRequesterAndAddress, `${requester}\n${address}`],
      [this.perRequester, requester],
      [this.perAddress, address],
    ];
    const waitMs = Math.max(...keys.map(([limiter, key]) => limiter.waitMs(key)));
    if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    for (const [limiter, key] of keys) limiter.take(key);
    return { ok: true };
  }

  clear(): void {
    this.perRequesterAndAddress.clear();
    this.perRequester.clear();
    this.perAddress.clear();
  }
}
