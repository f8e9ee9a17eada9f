// The API clients of the portal: candidate-service and the auth API, their bearer calls asking the
// session for a fresh token on a 401 (one refresh shared by every call waiting on it).
import {
  createCalendarApi,
  createCandidateApi,
  type AuthApi,
  type CandidateApiOptions,
  type PasswordApi,
} from '@admission/api-client';
import type { Services } from '../services/context';
import type { ServicesOptions } from './services';
import type { SessionServices } from './session';

/** What createClients makes. */
export type ClientServices = Pick<
  Services,
  'bearer' | 'candidateApi' | 'passwordApi' | 'calendarApi' | 'authApi'
>;

export function createClients(
  { config, fetch }: Pick<ServicesOptions, 'config' | 'fetch'>,
  { sessionActor, tokenStorage, session, logout, sessionKey }: SessionServices,
): ClientServices {
  const bearer: CandidateApiOptions = {
    baseUrl: config.apiBaseUrl,
    ...(fetch ? { fetch } : {}),
    timeoutMs: config.requestTimeoutMs,
    getAccessToken: () =>
      sessionActor.getSnapshot().context.tokens?.accessToken ?? tokenStorage.getAccessToken(),
    refresh: session.refresh,
    // A fresh token refused by the API: the session is over, and the login page says it expired.
    onSessionEnded: () => logout('expired'),
    // DPoP (PORTAL_DPOP): each call signed with the session's key.
    ...(sessionKey ? { dpop: sessionKey } : {}),
  };
  const candidateApi = createCandidateApi(bearer);
  const calendarApi = createCalendarApi({
    baseUrl: config.apiBaseUrl,
    ...(fetch ? { fetch } : {}),
    timeoutMs: config.requestTimeoutMs,
  });
  // The auth API's code loads with its first call: its pages (e-mail verification, reset, password
  // change) are not on the candidate's journey, whose bytes are counted (e2e/budget.spec.ts).
  let apis: Promise<{ auth: AuthApi; password: PasswordApi }> | undefined;
  const loaded = () =>
    (apis ??= import('@admission/api-client/authApi').then((module) => ({
      auth: module.createAuthApi({
        baseUrl: config.apiBaseUrl,
        ...(fetch ? { fetch } : {}),
        timeoutMs: config.requestTimeoutMs,
      }),
      password: module.createPasswordApi(bearer),
    })));
  // A chunk that cannot load is a call with no answer, as api-client words it; the next call tries again.
  const noAnswer = () => {
    apis = undefined;
    return { ok: false, error: { kind: 'network' } } as const;
  };
  const authApi: ClientServices['authApi'] = {
    verifyEmail: (...args) => loaded().then(({ auth }) => auth.verifyEmail(...args), noAnswer),
    requestPasswordReset: (...args) =>
      loaded().then(({ auth }) => auth.requestPasswordReset(...args), noAnswer),
    resendVerificationEmail: (...args) =>
      loaded().then(({ auth }) => auth.resendVerificationEmail(...args), noAnswer),
    checkPasswordReset: (...args) => loaded().then(({ auth }) => auth.checkPasswordReset(...args), noAnswer),
    confirmPasswordReset: (...args) =>
      loaded().then(({ auth }) => auth.confirmPasswordReset(...args), noAnswer),
  };
  const passwordApi: ClientServices['passwordApi'] = {
    changePassword: (...args) => loaded().then(({ password }) => password.changePassword(...args), noAnswer),
  };

  return { bearer, candidateApi, passwordApi, calendarApi, authApi };
}
