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

  /** Records one event; false when the key is over its limit (the event is not counted). */
  take(key: string): boolean {
    const since = this.now() - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(this.now());
    this.hits.set(key, recent);
    return true;
  }

  clear(): void {
    this.hits.clear();
  }
}

/** Password-reset requests: per e-mail address and per client address, per 15 minutes. */
export const RESET_REQUESTS_PER_ADDRESS = 3;
export const RESET_REQUESTS_PER_CLIENT = 10;
export const RESET_WINDOW_MS = 15 * 60 * 1000;
