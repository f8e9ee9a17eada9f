// The auth API's accounts in Keycloak mode: the real Keycloak's users, driven through its admin REST
// API (@keycloak/keycloak-admin-client) as the confidential client `admission-auth-api` (client
// credentials grant; its service account holds realm-management view-users and manage-users).
// Nothing is reported done unless Keycloak said so; its refusals and failures become French messages.
import KeycloakAdminClient, { NetworkError, fetchWithError } from '@keycloak/keycloak-admin-client';
import { decodeJwt } from 'jose';
import {
  AccountError,
  INVALID_RESET_LINK,
  WRONG_CURRENT_PASSWORD,
  lockedOut,
  type Accounts,
} from './accounts';
import type { KeycloakSettings } from './config';
import { dpopClient } from './dpop';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
export const KEYCLOAK_UNREACHABLE =
  'Le service d’identité est injoignable. Veuillez réessayer dans quelques minutes.';
export const KEYCLOAK_REFUSED_ACCESS = `Le service d’identité a refusé l’accès de l’API d’authentification. Veuillez réessayer plus tard${NNBSP}; si le problème persiste, contactez l’assistance.`;
const KEYCLOAK_REFUSED = 'Le service d’identité a refusé la demande. Veuillez réessayer plus tard.';
/** After the password may have been set but the sessions were not ended: the same link works again. */
export const PASSWORD_MAYBE_CHANGED = `Le service d’identité n’a pas confirmé le changement${NBSP}: votre mot de passe n’a peut-être pas été modifié. Veuillez réessayer dans quelques minutes avec le même lien.`;
/** The new password is set, but the account's other sessions may still be open. */
export const OTHER_SESSIONS_MAYBE_OPEN = `Votre mot de passe a été modifié, mais le service d’identité n’a pas confirmé la fermeture de vos autres sessions. Déconnectez-vous puis reconnectez-vous${NNBSP}; si le problème persiste, contactez l’assistance.`;

/** Renew the admin token this long before it expires. */
const TOKEN_MARGIN_MS = 10_000;

class Timeout extends Error {}

/** fetch could not reach Keycloak (refused, reset, DNS: a TypeError), or no answer came in time. */
function unreached(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    error instanceof Timeout ||
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}

function statusOf(error: unknown): number | undefined {
  return error instanceof NetworkError ? error.response.status : undefined;
}

function plural(count: number, singular: string, several: string): string {
  return `${count} ${count > 1 ? several : singular}`;
}

/**
 * Keycloak's password policy refusals (`invalidPassword…Message`, with the policy's figure in the
 * English description) in French.
 */
export function passwordPolicyMessage(error: string, description = ''): string {
  const figure = Number(/(\d+)/.exec(description)?.[1] ?? NaN);
  const count = (singular: string, several: string) =>
    Number.isInteger(figure) ? `au moins ${plural(figure, singular, several)}` : `assez de ${several}`;
  const details: Record<string, string> = {
    invalidPasswordMinLengthMessage: `il doit contenir ${count('caractère', 'caractères')}`,
    invalidPasswordMaxLengthMessage: Number.isInteger(figure)
      ? `il doit contenir au plus ${plural(figure, 'caractère', 'caractères')}`
      : 'il est trop long',
    invalidPasswordMinUpperCaseCharsMessage: `il doit contenir ${count('majuscule', 'majuscules')}`,
    invalidPasswordMinLowerCaseCharsMessage: `il doit contenir ${count('minuscule', 'minuscules')}`,
    invalidPasswordMinDigitsMessage: `il doit contenir ${count('chiffre', 'chiffres')}`,
    invalidPasswordMinSpecialCharsMessage: `il doit contenir ${count('caractère spécial', 'caractères spéciaux')}`,
    invalidPasswordNotUsernameMessage: 'il ne doit pas être l’identifiant du compte',
    invalidPasswordNotContainsUsernameMessage: 'il ne doit pas contenir l’identifiant du compte',
    invalidPasswordNotEmailMessage: 'il ne doit pas être l’adresse e-mail du compte',
    invalidPasswordHistoryMessage: 'il a déjà été utilisé récemment',
    invalidPasswordBlacklistedMessage: 'il est trop courant',
    invalidPasswordRegexPatternMessage: 'il ne respecte pas le format demandé',
  };
  const detail = details[error] ?? 'il ne respecte pas les règles de sécurité';
  return `Mot de passe refusé par le service d’identité${NBSP}: ${detail}.`;
}

/** A failure of Keycloak (or of reaching it) as the API's answer; the details go to the log. */
function toAccountError(error: unknown, action: string, unreachable = KEYCLOAK_UNREACHABLE): AccountError {
  if (error instanceof AccountError) return error;
  const status = statusOf(error);
  const data = error instanceof NetworkError ? JSON.stringify(error.responseData) : String(error);
  console.error(`sandbox: Keycloak ${action} failed${status ? ` (${status})` : ''}: ${data}`);
  if (status === undefined || status >= 500) {
    if (status === undefined && !unreached(error)) throw error;
    return new AccountError(502, unreachable, { retry: true });
  }
  if (status === 401 || status === 403)
    return new AccountError(502, KEYCLOAK_REFUSED_ACCESS, { retry: true });
  return new AccountError(502, KEYCLOAK_REFUSED, { retry: true });
}

export interface KeycloakAccountsOptions {
  /** Time limit of each call to Keycloak, in milliseconds. */
  timeoutMs?: number;
  /** The portal's public client, whose direct grant checks a current password. */
  portalClientId?: string;
}

/** The auth API's accounts at the real Keycloak (Keycloak mode). */
export function keycloakAccounts(
  settings: KeycloakSettings,
  { timeoutMs = 10_000, portalClientId = 'auth-service' }: KeycloakAccountsOptions = {},
): Accounts {
  const admin = new KeycloakAdminClient({ baseUrl: settings.url, realmName: settings.realm });
  const oidcUrl = `${settings.url}/realms/${encodeURIComponent(settings.realm)}/protocol/openid-connect`;
  const tokenUrl = `${oidcUrl}/token`;
  let token: { value: string; renewAt: number } | undefined;
  let signingIn: Promise<string> | undefined;
  const dpop = dpopClient();

  const withinTime = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([work, limit]).finally(() => clearTimeout(timer));
  };

  // The client credentials grant, by hand rather than with admin.auth(): Keycloak gives no refresh
  // token for it, so the client's own renewal cannot work (and it logs a line at every sign-in).
  // A new token is fetched when the last one is about to expire, one sign-in at a time.
  async function signIn(): Promise<string> {
    const response = await fetchWithError(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: settings.adminClientId,
        client_secret: settings.adminClientSecret,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const { access_token: value } = (await response.json()) as { access_token: string };
    const exp = decodeJwt(value).exp;
    token = { value, renewAt: (exp ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return value;
  }
  admin.registerTokenProvider({
    getAccessToken: async () => {
      if (token && Date.now() < token.renewAt) return token.value;
      signingIn ??= signIn().finally(() => {
        signingIn = undefined;
      });
      return signingIn;
    },
  });

  /** One admin call; signed in again once when Keycloak no longer takes the token (401). */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await withinTime(work());
    } catch (error) {
      if (statusOf(error) !== 401 || !token) throw error;
      token = undefined;
      return withinTime(work());
    }
  }

  /** Keycloak's admin reset of the password; its policy refusals in French. */
  async function resetPassword(userId: string, newPassword: string, notFound: string): Promise<void> {
    try {
      await call(() =>
        admin.users.resetPassword({
          id: userId,
          credential: { type: 'password', value: newPassword, temporary: false },
        }),
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) throw new AccountError(400, notFound);
      const data = error instanceof NetworkError ? (error.responseData as Record<string, unknown>) : {};
      if (status === 400 && typeof data.error === 'string' && data.error.startsWith('invalidPassword')) {
        const description = typeof data.error_description === 'string' ? data.error_description : '';
        throw new AccountError(400, passwordPolicyMessage(data.error, description), { retry: true });
      }
      throw toAccountError(error, 'reset-password');
    }
  }

  /**
   * A form posted to one of the realm's OpenID Connect endpoints, within the time limit, with a DPoP
   * proof of the sandbox's key: the realm requires DPoP for the portal's client (deploy/keycloak/).
   */
  const postForm = async (url: string, form: Record<string, string>) =>
    withinTime(
      fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          DPoP: await dpop.proof('POST', url),
        },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(timeoutMs),
      }),
    );

  /**
   * Whether Keycloak takes this password for the account, asked as a sign-in asks (the portal's
   * direct grant), so a wrong one counts towards its lockout. The session the check opens is ended
   * by revoking its refresh token: Keycloak's logout endpoint refuses a DPoP-bound one
   * (docs/identity-provider.md, « DPoP »).
   */
  async function passwordIsRight(username: string, password: string): Promise<boolean> {
    const response = await postForm(tokenUrl, {
      grant_type: 'password',
      client_id: portalClientId,
      username,
      password,
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok && typeof body.refresh_token === 'string') {
      await postForm(`${oidcUrl}/revoke`, {
        client_id: portalClientId,
        token: body.refresh_token,
        token_type_hint: 'refresh_token',
      });
      return true;
    }
    // The password was right but the account is not fully set up: it is still the owner.
    if (body.error_description === 'Account is not fully set up') return true;
    if (response.status === 401 || response.status === 400) return false;
    throw new Error(`Keycloak's token endpoint answered ${response.status}`);
  }

  return {
    async changePassword({ userId, sessionId, currentPassword, newPassword }) {
      try {
        const user = await call(() => admin.users.findOne({ id: userId }));
        if (!user?.username || user.enabled === false) throw new AccountError(403, WRONG_CURRENT_PASSWORD);
        const locked = async () =>
          Boolean((await call(() => admin.attackDetection.findOne({ id: userId })))?.disabled);
        if (await locked()) throw lockedOut();
        if (!(await passwordIsRight(user.username, currentPassword))) {
          throw (await locked()) ? lockedOut() : new AccountError(403, WRONG_CURRENT_PASSWORD);
        }
      } catch (error) {
        throw toAccountError(error, 'current password check');
      }
      await resetPassword(userId, newPassword, WRONG_CURRENT_PASSWORD);
      // Keycloak's « sign out other devices »: every session of the account but the caller's.
      try {
        const sessions = await call(() => admin.users.listSessions({ id: userId }));
        for (const session of sessions) {
          if (!session.id || session.id === sessionId) continue;
          await call(() =>
            admin.realms.deleteSession({ realm: settings.realm, session: session.id!, isOffline: false }),
          );
        }
      } catch (error) {
        throw toAccountError(error, 'logout of other sessions', OTHER_SESSIONS_MAYBE_OPEN);
      }
    },

    async verifyEmail(userId) {
      try {
        const user = await call(() => admin.users.findOne({ id: userId }));
        if (!user) return false;
        await call(() =>
          admin.users.update(
            { id: userId },
            {
              emailVerified: true,
              requiredActions: (user.requiredActions ?? []).filter((action) => action !== 'VERIFY_EMAIL'),
            },
          ),
        );
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw toAccountError(error, 'verify-email');
      }
    },

    async findByEmail(email) {
      const wanted = email.trim().toLowerCase();
      try {
        const found = await call(() => admin.users.find({ email: wanted, exact: true, max: 2 }));
        const user = found.find((candidate) => candidate.email?.toLowerCase() === wanted);
        return user?.id && user.email
          ? { id: user.id, email: user.email, emailVerified: user.emailVerified === true }
          : undefined;
      } catch (error) {
        throw toAccountError(error, 'user search');
      }
    },

    async setPassword(userId, newPassword) {
      await resetPassword(userId, newPassword, INVALID_RESET_LINK);
      // Keycloak's admin reset ends no session and keeps a lockout: both are asked for, and the
      // answer is a success only once Keycloak has done both.
      try {
        await call(() => admin.users.logout({ id: userId }));
        await call(() => admin.attackDetection.del({ id: userId }));
      } catch (error) {
        throw toAccountError(error, 'logout after reset-password', PASSWORD_MAYBE_CHANGED);
      }
    },
  };
}
