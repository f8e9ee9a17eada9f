// Where the auth API's accounts live: the sandbox's own users (standalone), or the real Keycloak's,
// driven through its admin REST API (keycloakAccounts.ts). Chosen when the sandbox is made; the auth
// API's HTTP contract (openapi/auth-service.yaml) is the same either way.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { hashPassword, verifyPassword } from './passwords';
import { DEFAULT_BRUTE_FORCE } from './security';
import type { SandboxState } from './state';

/** An account as the auth API needs it: whom to mail, and where. */
interface AccountRef {
  id: string;
  email: string;
  /** Whether the address is verified (no new verification e-mail is sent to a verified one). */
  emailVerified: boolean;
}

/**
 * A refusal or a failure to report as is, in the API's envelope `{ isSuccess: false, message }`.
 * `retry`: the same request may be made again (a password reset link stays usable).
 * `retryAfterSeconds`: the answer's `Retry-After` (a lockout).
 */
export class AccountError extends Error {
  readonly retry: boolean;
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    { retry = false, retryAfterSeconds }: { retry?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.retry = retry;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const INVALID_RESET_LINK = 'Lien de réinitialisation invalide, déjà utilisé ou expiré.';
export const WRONG_CURRENT_PASSWORD = 'Le mot de passe actuel est incorrect.';
export const PASSWORD_CHANGE_LOCKED =
  'Trop de mots de passe incorrects\u00a0: votre compte est bloqué un moment. Veuillez réessayer dans quelques minutes.';
/** Seconds a locked account is told to wait: one of the realm's wait increments. */
const PASSWORD_CHANGE_RETRY_AFTER = DEFAULT_BRUTE_FORCE.waitIncrementSeconds;

/** Who asks for a password change: the bearer token's account and session. */
export interface PasswordChange {
  userId: string;
  /** The token's `sid`: this session stays; the account's others end. */
  sessionId: string | undefined;
  currentPassword: string;
  newPassword: string;
}

export interface Accounts {
  /** Marks the address verified and drops the VERIFY_EMAIL required action; false for an unknown id. */
  verifyEmail(userId: string): Promise<boolean>;
  /** The account whose address is exactly this one (case aside), if any. */
  findByEmail(email: string): Promise<AccountRef | undefined>;
  /**
   * Sets a new password (not temporary), then ends every session of the account (a thief's
   * included) and clears its brute-force lockout. Throws an AccountError when it could not.
   */
  setPassword(userId: string, newPassword: string): Promise<void>;
  /**
   * The signed-in person's change: the current password checked as a sign-in checks it (a wrong one
   * counts towards the lockout: 403, or 429 while locked), the new one set, then every other session
   * of the account ended, as Keycloak's « sign out other devices » does on a credential change.
   */
  changePassword(change: PasswordChange): Promise<void>;
}

export function lockedOut(): AccountError {
  return new AccountError(429, PASSWORD_CHANGE_LOCKED, { retryAfterSeconds: PASSWORD_CHANGE_RETRY_AFTER });
}

/** The sandbox's own users (standalone mode). */
export function localAccounts(state: SandboxState): Accounts {
  return {
    async verifyEmail(userId) {
      const user = state.users.get(userId);
      if (!user) return false;
      // Idempotent: opening the link twice still ends on success.
      user.emailVerified = true;
      user.requiredActions = user.requiredActions.filter((action) => action !== 'VERIFY_EMAIL');
      return true;
    },
    async findByEmail(email) {
      const user = state.findUserByLogin(email);
      if (!user || user.email.toLowerCase() !== email.trim().toLowerCase()) return undefined;
      return { id: user.id, email: user.email, emailVerified: user.emailVerified };
    },
    async setPassword(userId, newPassword) {
      const user = state.users.get(userId);
      if (!user) throw new AccountError(400, INVALID_RESET_LINK);
      user.passwordHash = await hashPassword(newPassword);
      user.requiredActions = user.requiredActions.filter((action) => action !== 'UPDATE_PASSWORD');
      state.endSessionsOf(user.id);
      state.bruteForce.successfulLogin(user.id);
    },
    async changePassword({ userId, sessionId, currentPassword, newPassword }) {
      const user = state.users.get(userId);
      if (!user || !user.enabled) throw new AccountError(403, WRONG_CURRENT_PASSWORD);
      if (state.bruteForce.isTemporarilyDisabled(user.id)) throw lockedOut();
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        state.bruteForce.failedLogin(user.id);
        throw state.bruteForce.isTemporarilyDisabled(user.id)
          ? lockedOut()
          : new AccountError(403, WRONG_CURRENT_PASSWORD);
      }
      state.bruteForce.successfulLogin(user.id);
      user.passwordHash = await hashPassword(newPassword);
      state.endSessionsOf(user.id, { except: sessionId });
    },
  };
}
