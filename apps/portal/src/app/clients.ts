// The API clients of the portal: candidate-service and the auth API, their bearer calls asking the
// session for a fresh token on a 401 (one refresh shared by every call waiting on it).
import {
  createAuthApi,
  createCalendarApi,
  createCandidateApi,
  createPasswordApi,
  type CandidateApiOptions,
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
  { sessionActor, tokenStorage, session, logout }: SessionServices,
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
  };
  const candidateApi = createCandidateApi(bearer);
  const passwordApi = createPasswordApi(bearer);
  const calendarApi = createCalendarApi({
    baseUrl: config.apiBaseUrl,
    ...(fetch ? { fetch } : {}),
    timeoutMs: config.requestTimeoutMs,
  });
  const authApi = createAuthApi({
    baseUrl: config.apiBaseUrl,
    ...(fetch ? { fetch } : {}),
    timeoutMs: config.requestTimeoutMs,
  });

  return { bearer, candidateApi, passwordApi, calendarApi, authApi };
}
