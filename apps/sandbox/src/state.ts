import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { seedCalendar, type AdmissionCalendar } from './calendar';
import type { Lifetimes, ResolvedOptions } from './config';
import { DocumentLinks } from './documentLinks';
import { DpopReplayCache, type DpopMode } from './dpop';
import type {
  ApplicationRecord,
  BacResultRecord,
  CapacityRecord,
  OutboxMail,
  ReceiptRecord,
  SelectionBasisRecord,
  UserRecord,
} from './model';
import { hashPassword } from './passwords';
import { BruteForceProtector, DEFAULT_BRUTE_FORCE, MailRequestLimits } from './security';
import {
  DEMO_PASSWORD,
  SEED_CREATED_TIMESTAMP,
  SEED_USERS,
  seedApplications,
  seedBacResults,
  seedCapacities,
} from './seed';

export interface Session {
  id: string;
  userId: string;
  clientId: string;
  started: number;
  lastRefresh: number;
  /**
   * Keycloak's client session under "Revoke Refresh Token": the id (`jti`) of the refresh token
   * last used, how often it was used, and when (the client session's timestamp, here in ms).
   */
  currentRefreshToken?: string;
  currentRefreshTokenUseCount?: number;
  timestamp?: number;
  /** When each refresh token of this session was issued (ms), for Keycloak's "Stale token" check. */
  issued?: Map<string, number>;
  /** Set when a reused refresh token detached the client session: every refresh is refused. */
  detached?: boolean;
  /** The `reuse_id` claim of the session's refresh tokens (Keycloak 26.5: one per login). */
  reuseId?: string;
}

export interface ResetToken {
  userId: string;
  expiresAt: number;
  used: boolean;
}

/**
 * How long a verification link works: 12 hours, Keycloak's lifespan for actions an administrator
 * sends (its 5 minutes for ones the user asks for would be too short for a candidate who reads
 * their mail once a day, on paid data).
 */
export const VERIFY_EMAIL_TOKEN_SECONDS = 12 * 60 * 60;

export const OPERATION_IDS = [
  'getApplicationsByAccount',
  'getGradesAndCoefs',
  'getApplicationDetails',
  'getEligiblePrograms',
  'updateWithChoices',
  'getChoiceReceipt',
  'emailChoiceReceipt',
  'getApplicationHistory',
  'getAdmissionCalendar',
  'listStaffApplications',
  'listStaffPrograms',
  'exportStaffApplications',
  'decideStaffApplication',
  'decideStaffApplications',
  'setStaffProgramCapacity',
  'getStaffSelectionProposal',
  'applyStaffSelection',
  'getStaffDecisions',
  'getStaffApplicationHistory',
  'getStaffApplicationFile',
  'verifyEmail',
  'requestPasswordReset',
  'checkPasswordReset',
  'confirmPasswordReset',
  'changePassword',
  'resendVerificationEmail',
  'token',
  'certs',
] as const;
export type OperationId = (typeof OPERATION_IDS)[number];

export const FAULT_KINDS = ['status500', 'status503', 'status429', 'malformed', 'slow', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  operation: OperationId;
  kind: FaultKind;
  delayMs: number;
  /** How many more requests the fault hits; undefined means until cleared. */
  remaining: number | undefined;
  /**
   * `status503` and `status429`: the `Retry-After` header sent (seconds or an HTTP date), `'10'` when
   * the fault names none (as deploy/nginx.conf answers), none when it gives `null`.
   */
  retryAfter?: string | null;
}

// Hashing the seed once per process keeps resets between tests cheap (scrypt is slow on purpose).
let seedHashes: Promise<Map<string, string>> | undefined;
function hashSeedPasswords(): Promise<Map<string, string>> {
  seedHashes ??= Promise.all(
    SEED_USERS.map(async (seed) => [seed.id, await hashPassword(DEMO_PASSWORD)] as const),
  ).then((entries) => new Map(entries));
  return seedHashes;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** All mutable data of one sandbox; `reset()` brings it back to the seed. */
export class SandboxState {
  users = new Map<string, UserRecord>();
  applications: ApplicationRecord[] = [];
  bacResults = new Map<string, BacResultRecord>();
  /** The programmes' places and waiting-list places, by programId (absent: not fixed yet). */
  capacities = new Map<string, CapacityRecord>();
  /** The proposed selections' bases, by `basis` (staffSelection.ts), each kept 30 minutes. */
  selectionBases = new Map<string, SelectionBasisRecord>();
  sessions = new Map<string, Session>();
  outbox: OutboxMail[] = [];
  /** The receipts of programme changes (receipts.ts), oldest first. */
  receipts: ReceiptRecord[] = [];
  /** Keyed by the SHA-256 of the token: the token itself is only in the e-mail link. */
  resetTokens = new Map<string, ResetToken>();
  /** The verification links' tokens, kept the same way (docs/behaviour.md, deviation 49: the account id is no secret). */
  verificationTokens = new Map<string, ResetToken>();
  faults: Fault[] = [];
  /**
   * How many times `reset()` has run: a call held back by a `slow` fault goes on only if no reset
   * came meanwhile (a test's save, still waiting, must not change the next test's seed).
   */
  resets = 0;
  lifetimes: Lifetimes;
  /** Realm setting "Revoke Refresh Token" (on) with "Refresh Token Max Reuse" 0. */
  revokeRefreshToken = true;
  refreshTokenMaxReuse = 0;
  /** DPoP for the portal's client (dpop.ts): the option, changed by `POST /_sandbox/config`. */
  dpop: DpopMode;
  /** DPoP proofs already used (identity provider and APIs alike). */
  dpopReplay = new DpopReplayCache();
  bruteForce: BruteForceProtector;
  /** Per requester and e-mail address, per requester, per address (security.ts). */
  resetRequests: MailRequestLimits;
  /** The same limits for a new verification e-mail (docs/behaviour.md, deviation 46). */
  verificationResends: MailRequestLimits;
  /** Signed, expiring links to the candidates' documents (documentLinks.ts). */
  documentLinks: DocumentLinks;
  /** The admission calendar (calendar.ts); null: the service has no calendar (404). */
  calendar: AdmissionCalendar | null;

  constructor(private readonly options: ResolvedOptions) {
    this.lifetimes = this.initialLifetimes();
    this.dpop = options.dpop;
    this.calendar = seedCalendar(this.now());
    const now = () => this.now();
    this.bruteForce = new BruteForceProtector({ ...DEFAULT_BRUTE_FORCE }, now);
    this.resetRequests = new MailRequestLimits(now);
    this.verificationResends = new MailRequestLimits(now);
    this.documentLinks = new DocumentLinks(now);
  }

  /** Ends every session of a user (Keycloak does so when an administrator or a reset sets a password). */
  endSessionsOf(userId: string, { except }: { except?: string | undefined } = {}): void {
    for (const [id, session] of this.sessions)
      if (session.userId === userId && id !== except) this.sessions.delete(id);
  }

  private initialLifetimes(): Lifetimes {
    const { accessTokenLifespan, ssoSessionIdle, ssoSessionMax, resetTokenLifespan } = this.options;
    return { accessTokenLifespan, ssoSessionIdle, ssoSessionMax, resetTokenLifespan };
  }

  async reset(): Promise<void> {
    this.resets += 1;
    const hashes = await hashSeedPasswords();
    this.users = new Map(
      SEED_USERS.map(({ shows: _shows, ...seed }) => [
        seed.id,
        {
          ...structuredClone(seed),
          passwordHash: hashes.get(seed.id) ?? '',
          createdTimestamp: SEED_CREATED_TIMESTAMP,
        },
      ]),
    );
    this.applications = seedApplications(this.options.seedSize);
    this.bacResults = new Map(
      seedBacResults(this.options.seedSize).map((result) => [result.bacResultId, result]),
    );
    this.capacities = seedCapacities();
    this.selectionBases.clear();
    this.sessions.clear();
    this.resetTokens.clear();
    this.verificationTokens.clear();
    this.bruteForce.clear();
    this.bruteForce.settings = { ...DEFAULT_BRUTE_FORCE };
    this.resetRequests.clear();
    this.verificationResends.clear();
    this.revokeRefreshToken = true;
    this.dpop = this.options.dpop;
    this.dpopReplay.clear();
    this.faults = [];
    this.lifetimes = this.initialLifetimes();
    this.calendar = seedCalendar(this.now());
    this.outbox = [];
    this.receipts = [];
    // So the verification flow can be shown straight away.
    for (const pending of this.users.values()) {
      if (pending.requiredActions.includes('VERIFY_EMAIL')) this.sendVerificationMail(pending);
    }
  }

  now(): number {
    return this.options.now();
  }

  findUserByLogin(login: string): UserRecord | undefined {
    const wanted = login.trim().toLowerCase();
    for (const candidate of this.users.values()) {
      if (candidate.username.toLowerCase() === wanted || candidate.email.toLowerCase() === wanted)
        return candidate;
    }
    return undefined;
  }

  /** Creates a verification token for the account and mails its link (the spec's path, the token in the query). */
  sendVerificationMail(recipient: Pick<UserRecord, 'id' | 'email'>): OutboxMail {
    const token = randomBytes(32).toString('base64url');
    this.verificationTokens.set(sha256(token), {
      userId: recipient.id,
      expiresAt: this.now() + VERIFY_EMAIL_TOKEN_SECONDS * 1000,
      used: false,
    });
    return this.deliver({
      to: recipient.email,
      subject: 'Vérifiez votre adresse e-mail',
      kind: 'verify-email',
      link: `${this.options.portalUrl}/admission/verify-email/${recipient.id}?token=${encodeURIComponent(token)}`,
    });
  }

  /**
   * The verification token's entry when it was issued for this account and has not expired;
   * undefined otherwise (unknown, another account's, expired: nothing tells which).
   */
  verificationTokenFor(userId: string, token: string): ResetToken | undefined {
    const entry = this.verificationTokens.get(sha256(token));
    if (!entry || entry.userId !== userId || entry.expiresAt <= this.now()) return undefined;
    return entry;
  }

  /** A verification token that did its work: ten more minutes at most (a second click), then dead. */
  spendVerificationToken(entry: ResetToken): void {
    if (entry.used) return;
    entry.used = true;
    entry.expiresAt = Math.min(entry.expiresAt, this.now() + 10 * 60_000);
  }

  /** Creates a single-use reset token and mails its link. */
  sendResetMail(recipient: Pick<UserRecord, 'id' | 'email'>): OutboxMail {
    const token = randomBytes(32).toString('base64url');
    this.resetTokens.set(sha256(token), {
      userId: recipient.id,
      expiresAt: this.now() + this.lifetimes.resetTokenLifespan * 1000,
      used: false,
    });
    return this.deliver({
      to: recipient.email,
      subject: 'Réinitialisation de votre mot de passe',
      kind: 'reset-password',
      link: `${this.options.portalUrl}/admission/reset-password/confirm?token=${encodeURIComponent(token)}`,
    });
  }

  /** Puts a mail in the outbox, sent now. */
  deliver(mail: Omit<OutboxMail, 'id' | 'sentAt'>): OutboxMail {
    const sent: OutboxMail = { id: randomUUID(), sentAt: new Date(this.now()).toISOString(), ...mail };
    this.outbox.push(sent);
    return sent;
  }

  /** The fault for this call, if any; counts it down. */
  takeFault(operation: OperationId): Fault | undefined {
    const index = this.faults.findIndex((fault) => fault.operation === operation);
    const fault = this.faults[index];
    if (!fault) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults.splice(index, 1);
    }
    return fault;
  }
}
