// Where the auth API's accounts live: the sandbox's own users (standalone), or the real Keycloak's,
// driven through its admin REST API (keycloakAccounts.ts). Chosen when the sandbox is made; the auth
// API's HTTP contract (openapi/auth-service.yaml) is the same either way.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { hashPassword } from './passwords';
import type { SandboxState } from './state';

/** An account as the auth API needs it: whom to mail, and where. */
interface AccountRef {
  id: string;
  email: string;
}

/**
 * A refusal or a failure to report as is, in the API's envelope `{ isSuccess: false, message }`.
 * `retry`: the same request may be made again (a password reset link stays usable).
 */
export class AccountError extends Error {
  readonly retry: boolean;
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    { retry = false }: { retry?: boolean } = {},
  ) {
    super(message);
    this.retry = retry;
  }
}

export const INVALID_RESET_LINK = 'Lien de réinitialisation invalide, déjà utilisé ou expiré.';

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
      return { id: user.id, email: user.email };
    },
    async setPassword(userId, newPassword) {
      const user = state.users.get(userId);
      if (!user) throw new AccountError(400, INVALID_RESET_LINK);
      user.passwordHash = await hashPassword(newPassword);
      user.requiredActions = user.requiredActions.filter((action) => action !== 'UPDATE_PASSWORD');
      state.endSessionsOf(user.id);
      state.bruteForce.successfulLogin(user.id);
    },
  };
}
