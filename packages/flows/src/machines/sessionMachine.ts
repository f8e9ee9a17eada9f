import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AccessClaims, LoggedInUser, SessionTokens } from '../domain';
import { classifySessionError, type SessionErrorCode } from '../rules/errors';
import { safeRedirectTarget } from '../rules/redirect';
import { clockSkewSeconds, DEFAULT_EXPIRY_MARGIN_SECONDS, isAccessTokenFresh } from '../rules/session';

/** Where a remembered target that is not a same-origin path sends the user after login. */
export const DEFAULT_AFTER_LOGIN_PATH = '/admission/candidat/dashboard';

export interface SessionInput {
  /** Read from storage by the portal (keys access_token, refresh_token). */
  tokens: SessionTokens | null;
  /** The stored access token's claims, decoded by the portal; null when unreadable (then it counts as expired). */
  claims: AccessClaims | null;
  user: LoggedInUser | null;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
  marginSeconds?: number;
}

/** Call 2 (grant_type=refresh_token). Rejects with `{ code }`, an OAuth error body, `{ status }` or a TypeError. */
export interface RefreshTokensInput {
  tokens: SessionTokens;
}
export interface RefreshTokensOutput {
  tokens: SessionTokens;
  claims: AccessClaims;
}

export type SessionEvent =
  /** Entering a protected route; `target` is remembered if the session turns out to be over. */
  | { type: 'CHECK'; target?: string | null }
  /** A refresh is needed now (e.g. the API answered 401). Joins a refresh already in flight. */
  | { type: 'REFRESH' }
  | { type: 'LOGGED_IN'; tokens: SessionTokens; claims: AccessClaims; user: LoggedInUser }
  | { type: 'LOGOUT' };

export interface SessionContext {
  tokens: SessionTokens | null;
  claims: AccessClaims | null;
  user: LoggedInUser | null;
  skewSeconds: number;
  marginSeconds: number;
  now: () => number;
  /** Same-origin path to return to after logging in again. */
  redirectTo: string | null;
  error: SessionErrorCode | null;
}

const loggedOutContext = { tokens: null, claims: null, user: null, skewSeconds: 0 } as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    refreshTokens: fromPromise<RefreshTokensOutput, RefreshTokensInput>(async () => {
      throw new Error('refreshTokens not provided');
    }),
  },
  actions: {
    // Storage belongs to the portal; these default to doing nothing.
    storeTokens: (_, _params: { tokens: SessionTokens }) => {},
    storeUser: (_, _params: { user: LoggedInUser }) => {},
    clearTokens: () => {},
    clearUser: () => {},
    rememberTarget: assign({
      redirectTo: ({ event }) =>
        event.type === 'CHECK' && event.target
          ? safeRedirectTarget(event.target, DEFAULT_AFTER_LOGIN_PATH)
          : null,
    }),
  },
  guards: {
    hasTokens: ({ context }) => context.tokens !== null,
    isFresh: ({ context }) =>
      isAccessTokenFresh(context.claims, context.now() / 1000, context.skewSeconds, context.marginSeconds),
    canRefresh: ({ context }) => Boolean(context.tokens?.refreshToken),
    sameSubject: ({ context }, params: { claims: AccessClaims }) =>
      context.claims === null || params.claims.sub === context.claims.sub,
    sessionOver: (_, params: { error: unknown }) => classifySessionError(params.error) === 'sessionExpired',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    tokens: input.tokens,
    claims: input.claims,
    user: input.user,
    // The skew of a stored token is unknown (it may be old); it is measured when a token arrives.
    skewSeconds: 0,
    marginSeconds: input.marginSeconds ?? DEFAULT_EXPIRY_MARGIN_SECONDS,
    now: input.now ?? Date.now,
    redirectTo: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    LOGGED_IN: {
      target: '.active',
      actions: [
        assign({
          tokens: ({ event }) => event.tokens,
          claims: ({ event }) => event.claims,
          user: ({ event }) => event.user,
          skewSeconds: ({ context, event }) => clockSkewSeconds(event.claims, context.now() / 1000),
          error: null,
        }),
        { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
        { type: 'storeUser', params: ({ event }) => ({ user: event.user }) },
      ],
    },
    LOGOUT: {
      target: '.loggedOut',
      actions: ['clearTokens', 'clearUser', assign({ ...loggedOutContext, redirectTo: null, error: null })],
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasTokens', target: 'active' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: { CHECK: { actions: 'rememberTarget' } },
    },
    active: {
      on: {
        CHECK: [
          { guard: 'isFresh' },
          { guard: 'canRefresh', target: 'refreshing', actions: 'rememberTarget' },
          { target: 'expired', actions: 'rememberTarget' },
        ],
        REFRESH: [{ guard: 'canRefresh', target: 'refreshing' }, { target: 'expired' }],
      },
    },
    /** Retryable failure (network, 5xx): tokens kept, `error` says why. */
    stale: {
      on: {
        CHECK: [
          { guard: 'isFresh', target: 'active', actions: assign({ error: null }) },
          { target: 'refreshing', actions: 'rememberTarget' },
        ],
        REFRESH: 'refreshing',
      },
    },
    /** The single place a refresh happens; CHECK and REFRESH arriving meanwhile join it. */
    refreshing: {
      on: { CHECK: { actions: 'rememberTarget' } },
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        input: ({ context }) => ({ tokens: context.tokens as SessionTokens }),
        onDone: [
          {
            guard: { type: 'sameSubject', params: ({ event }) => ({ claims: event.output.claims }) },
            target: 'active',
            actions: [
              assign({
                tokens: ({ event }) => event.output.tokens,
                claims: ({ event }) => event.output.claims,
                skewSeconds: ({ context, event }) =>
                  clockSkewSeconds(event.output.claims, context.now() / 1000),
                error: null,
              }),
              { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output.tokens }) },
            ],
          },
          // A token for another account is never accepted: the session ends.
          { target: 'expired' },
        ],
        onError: [
          {
            guard: { type: 'sessionOver', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
          },
          { target: 'stale', actions: assign({ error: ({ event }) => classifySessionError(event.error) }) },
        ],
      },
    },
    /** Passing state: clears tokens and user, keeps the target, ends logged out. */
    expired: {
      entry: ['clearTokens', 'clearUser', assign({ ...loggedOutContext, error: 'sessionExpired' as const })],
      always: 'loggedOut',
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type RefreshOutcome =
  { ok: true; tokens: SessionTokens } | { ok: false; error: SessionErrorCode; retryable: boolean };

/** What a settled session means for someone waiting on it; null while a refresh is in flight. */
export function sessionOutcome(snapshot: SessionSnapshot): RefreshOutcome | null {
  if (snapshot.matches('refreshing') || snapshot.matches('starting') || snapshot.matches('expired'))
    return null;
  if (snapshot.matches('active') && snapshot.context.tokens)
    return { ok: true, tokens: snapshot.context.tokens };
  if (snapshot.matches('stale'))
    return { ok: false, error: snapshot.context.error ?? 'network', retryable: true };
  return { ok: false, error: 'sessionExpired', retryable: false };
}

export interface SessionController {
  /** Refreshes now, or joins the refresh in flight; every caller gets the same outcome. */
  refresh(): Promise<RefreshOutcome>;
  /** Entering a protected route: resolves at once with a fresh token, else after the (shared) refresh. */
  ensureFresh(target?: string | null): Promise<RefreshOutcome>;
}

/**
 * Promise API over a running session actor, for the API middleware and route guards: 20 callers
 * awaiting `refresh()` together cause one refresh call.
 */
export function createSessionController(actor: SessionActorRef): SessionController {
  const settled = (): Promise<RefreshOutcome> => {
    const now = sessionOutcome(actor.getSnapshot());
    if (now) return Promise.resolve(now);
    return new Promise((resolve) => {
      const subscription = actor.subscribe({
        next: (snapshot) => {
          const outcome = sessionOutcome(snapshot);
          if (!outcome) return;
          subscription.unsubscribe();
          resolve(outcome);
        },
        error: () => resolve({ ok: false, error: 'sessionExpired', retryable: false }),
        complete: () => resolve({ ok: false, error: 'sessionExpired', retryable: false }),
      });
    });
  };
  return {
    refresh() {
      actor.send({ type: 'REFRESH' });
      return settled();
    },
    ensureFresh(target) {
      actor.send({ type: 'CHECK', target: target ?? null });
      return settled();
    },
  };
}
