// The one session of the app: token storage, the session actor (the single place a refresh
// happens) and the API clients whose 401 handling asks that actor for a fresh token.
import { createActor, fromPromise } from 'xstate';
import {
  createSessionController,
  sessionMachine,
  type SessionInput,
  type SessionTokens,
} from '@admission/flows';
import {
  createAuthApi,
  createCandidateApi,
  createTokenClient,
  createTokenStorage,
  decodeAccessToken,
  type LoggedInUser,
  type TokenSet,
} from '@admission/api-client';
import { config } from '../config/config';

export const tokenStorage = createTokenStorage(window.localStorage);

export const tokenClient = createTokenClient({
  identityBase: config.identityBaseUrl,
  realm: config.realm,
  clientId: config.clientId,
  ...(config.clientSecret ? { clientSecret: config.clientSecret } : {}),
});

function storedSessionInput(): SessionInput {
  const accessToken = tokenStorage.getAccessToken();
  const refreshToken = tokenStorage.getRefreshToken();
  if (!accessToken && !refreshToken) return { tokens: null, claims: null, user: null };
  return {
    // A missing access token counts as expired: the session refreshes it on the next check.
    tokens: { accessToken: accessToken ?? '', refreshToken },
    claims: decodeAccessToken(accessToken),
    user: tokenStorage.getUser(),
  };
}

/** What the portal hands the session after a successful login. */
export function loggedInEvent(tokens: TokenSet, user: LoggedInUser) {
  const claims = decodeAccessToken(tokens.access_token);
  if (!claims) throw new Error('unreadable access token');
  return {
    type: 'LOGGED_IN' as const,
    tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null },
    claims,
    user,
  };
}

function saveTokens(tokens: SessionTokens) {
  tokenStorage.save({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? null,
    user: tokenStorage.getUser(),
    accountId: tokenStorage.getAccountId(),
  });
}

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      refreshTokens: fromPromise(async ({ input }) => {
        const refreshToken = input.tokens.refreshToken;
        if (!refreshToken) throw { code: 'sessionExpired' };
        const outcome = await tokenClient.refreshGrant(refreshToken);
        if (outcome.kind !== 'success') {
          throw {
            code:
              outcome.kind === 'network'
                ? 'network'
                : outcome.kind === 'sessionExpired'
                  ? 'sessionExpired'
                  : 'server',
          };
        }
        const claims = decodeAccessToken(outcome.tokens.access_token);
        if (!claims) throw { code: 'server' };
        return {
          tokens: {
            accessToken: outcome.tokens.access_token,
            refreshToken: outcome.tokens.refresh_token ?? refreshToken,
          },
          claims,
        };
      }),
    },
    actions: {
      storeTokens: (_, { tokens }) => saveTokens(tokens),
      storeUser: (_, { user }) =>
        tokenStorage.save({
          accessToken: tokenStorage.getAccessToken() ?? '',
          refreshToken: tokenStorage.getRefreshToken(),
          user,
          // The candidate's identity is the token's subject (spec section 6).
          accountId: user.id,
        }),
      clearTokens: () => tokenStorage.clear(),
      clearUser: () => tokenStorage.clear(),
    },
  }),
  { input: storedSessionInput() },
);
sessionActor.start();

/** Promise API over the session: `refresh()` joins a refresh in flight (one refresh for many 401s). */
export const session = createSessionController(sessionActor);

export function logout() {
  sessionActor.send({ type: 'LOGOUT' });
}

// Another tab logged out (or in, or refreshed): follow it, so tabs never race each other's tokens.
window.addEventListener('storage', (event) => {
  if (event.storageArea !== window.localStorage) return;
  if (event.key !== null && event.key !== 'access_token') return;
  const accessToken = tokenStorage.getAccessToken();
  const user = tokenStorage.getUser();
  const claims = decodeAccessToken(accessToken);
  if (!accessToken || !claims || !user) {
    if (!sessionActor.getSnapshot().matches('loggedOut')) logout();
    return;
  }
  sessionActor.send({
    type: 'LOGGED_IN',
    tokens: { accessToken, refreshToken: tokenStorage.getRefreshToken() },
    claims,
    user,
  });
});

const authOptions = {
  baseUrl: config.apiBaseUrl,
  getAccessToken: () =>
    sessionActor.getSnapshot().context.tokens?.accessToken ?? tokenStorage.getAccessToken(),
  refresh: async () => {
    const outcome = await session.refresh();
    return outcome.ok ? outcome.tokens.accessToken : null;
  },
  onSessionEnded: logout,
};

export const candidateApi = createCandidateApi(authOptions);
export const authApi = createAuthApi({ baseUrl: config.apiBaseUrl });
