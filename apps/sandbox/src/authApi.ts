import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AccountError, INVALID_RESET_LINK, type Accounts } from './accounts';
import { bearerMiddleware } from './candidateService';
import { faultMiddleware, type Env } from './faults';
import type { IdentityDeps } from './identity';
import { passwordRuleMessage } from './passwords';
import { requesterAddress } from './requests';
import type { MailRequestLimits } from './security';
import { sha256, type OperationId, type SandboxState } from './state';
import { jsonBody, validateAgainstContract } from './validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function answer(c: Context<Env>, status: ContentfulStatusCode, message: string) {
  return c.json({ isSuccess: status === 200, message }, status);
}

const parseJson = jsonBody((c, message, status = 400) => answer(c, status, message));

/**
 * Takes one request from the requester's limits for this address (security.ts: per requester and
 * address, per requester, per address); true (with `Retry-After` set) when one is spent. The
 * requester is the socket's peer, or the client a trusted proxy names (requests.ts). The reset
 * request's and the verification resend's limits work alike.
 */
function overLimit(
  c: Context<Env>,
  limits: MailRequestLimits,
  trustedProxies: readonly string[],
  email: string,
): boolean {
  const outcome = limits.take(requesterAddress(c, trustedProxies), email);
  if (outcome.ok) return false;
  c.header('Retry-After', String(outcome.retryAfterSeconds));
  return true;
}

const INVALID_VERIFICATION_LINK =
  'Lien de vérification invalide ou expiré. Demandez un nouvel e-mail de vérification.';
const TOO_MANY_RESETS = 'Trop de demandes de réinitialisation. Veuillez réessayer dans quelques minutes.';
const TOO_MANY_RESENDS =
  'Trop de demandes d’e-mail de vérification. Veuillez réessayer dans quelques minutes.';
/** The resend's one answer, account or not, verified or not. */
const VERIFICATION_RESENT =
  'Si un compte non activé correspond à cette adresse, un nouvel e-mail de vérification vient d’y être envoyé.';
/** The reset request's one answer, account or not. */
const RESET_REQUESTED =
  'Si un compte correspond à cette adresse, un e-mail de réinitialisation vient d’y être envoyé.';

/**
 * Calls 8 to 10 of the spec (no token: they come from e-mail links and public forms). The accounts
 * are the sandbox's own, or the real Keycloak's in Keycloak mode (accounts.ts); the reset links and
 * the outbox are the sandbox's either way.
 */
export function authApiRoutes(state: SandboxState, accounts: Accounts, identity: IdentityDeps): Hono<Env> {
  const app = new Hono<Env>();
  /** An AccountError as the API's answer; anything else is the app's 500. */
  const failed = (c: Context<Env>, error: unknown) => {
    if (error instanceof AccountError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return answer(c, error.status, error.message);
    }
    throw error;
  };
  const reject = (c: Context<Env>, message: string) => answer(c, 400, message);
  const checked = (operation: OperationId) => validateAgainstContract('auth-service', operation, reject);

  // The link's token, not the account id alone (docs/behaviour.md, deviation 49: the id is the
  // access token's `sub`, no secret). The token is bound to its account and expires. Once it has
  // verified the address it lives ten more minutes at most, so a second click (or React's
  // StrictMode calling twice) still ends on success, and the link is dead after that.
  app.post(
    '/api/auth/users/:userId/verify-email',
    faultMiddleware(state, 'verifyEmail'),
    parseJson,
    checked('verifyEmail'),
    async (c) => {
      const userId = c.req.param('userId');
      if (!UUID.test(userId))
        return answer(c, 400, 'Erreur lors de la vérification de l’e-mail\u00a0: identifiant invalide.');
      const { token } = c.var.body as { token: string };
      const entry = state.verificationTokenFor(userId, token);
      if (!entry) return answer(c, 400, INVALID_VERIFICATION_LINK);
      let found: boolean;
      try {
        found = await accounts.verifyEmail(userId);
      } catch (error) {
        // Not spent: the identity provider failed, the candidate may try the same link again.
        return failed(c, error);
      }
      state.spendVerificationToken(entry);
      if (!found) return answer(c, 404, 'Utilisateur non trouvé.');
      return answer(c, 200, 'E-mail vérifié avec succès.');
    },
  );

  app.post(
    '/api/auth/reset-password/request',
    faultMiddleware(state, 'requestPasswordReset'),
    parseJson,
    checked('requestPasswordReset'),
    async (c) => {
      const { email } = c.var.body as { email: string };
      // Limits per requester, so nobody floods a mailbox or the outbox; the per-address one is counted
      // per requester too, so a stranger's requests never lock the owner out (docs/behaviour.md, 42).
      const limited = overLimit(c, state.resetRequests, identity.options.trustedProxies, email);
      if (limited) return answer(c, 429, TOO_MANY_RESETS);
      let user;
      try {
        user = await accounts.findByEmail(email);
      } catch (error) {
        return failed(c, error);
      }
      // The same answer whether or not the address has an account: who has one is nobody's
      // business but theirs (no account enumeration; docs/behaviour.md, deviation 42).
      if (user) state.sendResetMail(user);
      return answer(c, 200, RESET_REQUESTED);
    },
  );

  // Not in the spec: a new verification e-mail for an account not yet activated, the same answer
  // whether or not the address has one (no account enumeration), limited like the reset request.
  app.post(
    '/api/auth/verify-email/resend',
    faultMiddleware(state, 'resendVerificationEmail'),
    parseJson,
    checked('resendVerificationEmail'),
    async (c) => {
      const { email } = c.var.body as { email: string };
      const limited = overLimit(c, state.verificationResends, identity.options.trustedProxies, email);
      if (limited) return answer(c, 429, TOO_MANY_RESENDS);
      let user;
      try {
        user = await accounts.findByEmail(email);
      } catch (error) {
        return failed(c, error);
      }
      if (user && !user.emailVerified) state.sendVerificationMail(user);
      return answer(c, 200, VERIFICATION_RESENT);
    },
  );

  // The password rules go first so a weak password gets the spec's wording, not a schema error.
  const passwordRules: MiddlewareHandler<Env> = async (c, next) => {
    const { newPassword } = (c.var.body ?? {}) as { newPassword?: unknown };
    if (typeof newPassword === 'string') {
      const broken = passwordRuleMessage(newPassword);
      if (broken) return answer(c, 400, broken);
    }
    return next();
  };

  // Not in the spec (x-portal-addition): the reset page asks, when it opens, whether its link can
  // still be used, so a dead link is said before a password is typed. Nothing is spent. In Keycloak
  // mode the links are this service's too (Keycloak only receives the new password).
  app.post(
    '/api/auth/reset-password/check',
    faultMiddleware(state, 'checkPasswordReset'),
    parseJson,
    checked('checkPasswordReset'),
    async (c) => {
      const { token } = c.var.body as { token: string };
      const entry = state.resetTokens.get(sha256(token));
      if (!entry || entry.used || state.now() >= entry.expiresAt) {
        return answer(c, 400, INVALID_RESET_LINK);
      }
      return answer(c, 200, 'Lien de réinitialisation valide.');
    },
  );

  app.post(
    '/api/auth/reset-password/confirm',
    faultMiddleware(state, 'confirmPasswordReset'),
    parseJson,
    passwordRules,
    checked('confirmPasswordReset'),
    async (c) => {
      const { userId: token, newPassword } = c.var.body as { userId: string; newPassword: string };
      const entry = state.resetTokens.get(sha256(token));
      if (!entry || entry.used || state.now() >= entry.expiresAt) {
        return answer(c, 400, INVALID_RESET_LINK);
      }
      // Spent before the slow work (a hash, or Keycloak), so two concurrent confirms cannot both use
      // it; given back when the password could not be set and the same request may be made again.
      entry.used = true;
      try {
        // A new password ends every session of the account (a thief's included) and its lockout.
        await accounts.setPassword(entry.userId, newPassword);
      } catch (error) {
        if (error instanceof AccountError && error.retry) entry.used = false;
        return failed(c, error);
      }
      return answer(c, 200, 'Mot de passe modifié avec succès.');
    },
  );

  // Not in the spec (it simulates the change): the signed-in person's own password, with the bearer
  // token of candidate-service. The caller's session stays; the account's others end.
  app.post(
    '/api/auth/password',
    faultMiddleware(state, 'changePassword'),
    bearerMiddleware(identity),
    parseJson,
    passwordRules,
    checked('changePassword'),
    async (c) => {
      const { currentPassword, newPassword } = c.var.body as { currentPassword: string; newPassword: string };
      try {
        await accounts.changePassword({
          userId: c.var.accountId,
          sessionId: c.var.sessionId,
          currentPassword,
          newPassword,
        });
      } catch (error) {
        return failed(c, error);
      }
      return answer(c, 200, 'Mot de passe modifié avec succès.');
    },
  );

  return app;
}
