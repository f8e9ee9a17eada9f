import {
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ApiResult, LoggedInUser, RefreshAccessToken, SignedIn } from '@admission/api-client';
import type { AccessClaims, SessionTokens } from '../domain';
import { classifySessionError, type SessionErrorCode } from '../rules/errors';
import { present } from '../present';
import { dataOf, errorOf } from '../result';
import { clockSkewSeconds, DEFAULT_EXPIRY_MARGIN_SECONDS, isAccessTokenFresh } from '../rules/session';

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

/** Call 2 (grant_type=refresh_token): the token client's `refreshGrant`. */
export interface RefreshTokensInput {
  refreshToken: string;
}
export type RefreshTokensOutput = ApiResult<SignedIn>;
/** Ends the session at the identity provider: the token client's `logout`. */
export interface EndSessionInput {
  refreshToken: string;
}
export type EndSessionOutput = ApiResult<null>;

export type SessionEvent =
  /** Entering a protected route: refreshes the access token if it is not fresh. */
  | { type: 'CHECK' }
  /** A refresh is needed now (e.g. the API answered 401). Joins a refresh already in flight. */
  | { type: 'REFRESH' }
  | {
      type: 'LOGGED_IN';
      tokens: SessionTokens;
      claims: AccessClaims;
      user: LoggedInUser;
      /**
       * Learnt from another tab (already in storage): adopted, never written back. A tab that wrote
       * back what it read could put a spent refresh token over the newer one (docs/behaviour.md,
       * « Session »).
       */
      adopted?: boolean;
    }
  /**
   * Ends the session: storage is cleared first, at once, then the identity provider is told with
   * the refresh token held in memory (unless `atProvider` is false: another tab already did), its
   * answer unread. A page loaded right after the click finds nothing.
   */
  | { type: 'LOGOUT'; atProvider?: boolean };

export interface SessionContext {
  tokens: SessionTokens | null;
  claims: AccessClaims | null;
  user: LoggedInUser | null;
  skewSeconds: number;
  marginSeconds: number;
  now: () => number;
  error: SessionErrorCode | null;
}

const loggedOutContext = { tokens: null, claims: null, user: null, skewSeconds: 0 } as const;

/** The session's event for a successful login (call 1). */
export function loggedIn({ tokens, claims, user }: SignedIn): Extract<SessionEvent, { type: 'LOGGED_IN' }> {
  return {
    type: 'LOGGED_IN',
    tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null },
    claims,
    user,
  };
}

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
    endSession: fromPromise<EndSessionOutput, EndSessionInput>(async () => {
      throw new Error('endSession not provided');
    }),
  },
  actions: {
    // Storage belongs to the portal; these default to doing nothing.
    storeTokens: (_, _params: { tokens: SessionTokens }) => {},
    storeUser: (_, _params: { user: LoggedInUser }) => {},
    clearTokens: () => {},
    clearUser: () => {},
    /** A sign-in (here or adopted from another tab): its tokens, claims and user, and the clock's skew. */
    signIn: assign(({ context, event }) => {
      assertEvent(event, 'LOGGED_IN');
      return {
        tokens: event.tokens,
        claims: event.claims,
        user: event.user,
        skewSeconds: clockSkewSeconds(event.claims, context.now() / 1000),
        error: null,
      };
    }),
    /** A refresh's answer: its tokens (the refresh token kept where the provider does not rotate it). */
    keepRefreshed: assign(({ context }, output: RefreshTokensOutput) => {
      const { tokens, claims } = dataOf(output);
      return {
        // Keycloak rotates the refresh token; a provider that does not keeps the old one valid.
        tokens: {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? context.tokens?.refreshToken ?? null,
        },
        claims,
        skewSeconds: clockSkewSeconds(claims, context.now() / 1000),
        error: null,
      };
    }),
    /** Why a refresh got no usable answer (tokens kept). */
    keepFailure: assign((_, output: RefreshTokensOutput) => ({
      error: classifySessionError(errorOf(output)),
    })),
    clearError: assign({ error: null }),
    /** Nothing of the session stays in the machine; `error` says why it ended, if it did on its own. */
    forget: assign((_, params: { error: SessionErrorCode | null }) => ({
      ...loggedOutContext,
      error: params.error,
    })),
  },
  guards: {
    hasTokens: ({ context }) => context.tokens !== null,
    isFresh: ({ context }) =>
      isAccessTokenFresh(context.claims, context.now() / 1000, context.skewSeconds, context.marginSeconds),
    canRefresh: ({ context }) => Boolean(context.tokens?.refreshToken),
    endsAtProvider: ({ event }) => {
      assertEvent(event, 'LOGOUT');
      return event.atProvider !== false;
    },
    /** A refreshed token is accepted only for the account already signed in. */
    refreshedSameSubject: ({ context }, params: { output: RefreshTokensOutput }) =>
      params.output.ok && (context.claims === null || params.output.data.claims.sub === context.claims.sub),
    refreshRefused: (_, params: { output: RefreshTokensOutput }) =>
      params.output.ok || classifySessionError(params.output.error) === 'sessionExpired',
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
    error: null,
  }),
  initial: 'starting',
  on: {
    LOGGED_IN: {
      target: '.active',
      actions: [
        'signIn',
        // A sign-in of this tab is stored; one adopted from another tab is already in storage.
        enqueueActions(({ event, enqueue }) => {
          if (event.adopted) return;
          enqueue({ type: 'storeTokens', params: { tokens: event.tokens } });
          enqueue({ type: 'storeUser', params: { user: event.user } });
        }),
      ],
    },
    // « Déconnexion » cannot be interrupted: storage goes first (a page loaded a moment later, in
    // this tab or another, finds nobody), then the provider is told; nothing waits on its answer.
    LOGOUT: [
      { guard: 'endsAtProvider', target: '.endingSession' },
      {
        target: '.loggedOut',
        actions: ['clearTokens', 'clearUser', { type: 'forget', params: { error: null } }],
      },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'hasTokens', target: 'active' }, { target: 'loggedOut' }],
    },
    loggedOut: {},
    active: {
      on: {
        CHECK: [{ guard: 'isFresh' }, { guard: 'canRefresh', target: 'refreshing' }, { target: 'expired' }],
        REFRESH: [{ guard: 'canRefresh', target: 'refreshing' }, { target: 'expired' }],
      },
    },
    /** Retryable failure (network, 5xx): tokens kept, `error` says why. */
    stale: {
      on: {
        CHECK: [{ guard: 'isFresh', target: 'active', actions: 'clearError' }, { target: 'refreshing' }],
        REFRESH: 'refreshing',
      },
    },
    /** The single place a refresh happens; CHECK and REFRESH arriving meanwhile join it. */
    refreshing: {
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? '' }),
        onDone: [
          {
            guard: { type: 'refreshedSameSubject', params: ({ event }) => ({ output: event.output }) },
            target: 'active',
            actions: [
              { type: 'keepRefreshed', params: ({ event }) => event.output },
              {
                type: 'storeTokens',
                params: ({ context }) => ({ tokens: present(context.tokens, 'tokens') }),
              },
            ],
          },
          // Refused (every 4xx), or a token for another account: the session ends.
          {
            guard: { type: 'refreshRefused', params: ({ event }) => ({ output: event.output }) },
            target: 'expired',
          },
          // No answer, a 5xx or an unreadable answer: tokens kept, retry possible.
          {
            target: 'stale',
            actions: { type: 'keepFailure', params: ({ event }) => event.output },
          },
        ],
      },
    },
    /**
     * Passing state of « Déconnexion »: storage is cleared first, so a page loaded a moment later
     * (in this tab or another) finds nobody; then the identity provider is told with the refresh
     * token held in memory, in the background (keepalive in the portal: it outlives the page).
     * Whatever it answers, or if it never does, nobody is ever held in a session.
     */
    endingSession: {
      entry: [
        'clearTokens',
        'clearUser',
        // The identity provider is told with the refresh token held in memory, in the background:
        // its answer is not awaited (a refused token makes it a no-op).
        enqueueActions(({ context, enqueue }) => {
          const refreshToken = context.tokens?.refreshToken;
          if (refreshToken) enqueue.spawnChild('endSession', { input: { refreshToken } });
        }),
        { type: 'forget', params: { error: null } },
      ],
      always: 'loggedOut',
    },
    /**
     * Passing state: the tokens are dropped (cleared from storage), and the identity provider is
     * told (in the background, answer unread: a refused refresh token makes it a no-op, a token for
     * another account or a failed check leaves nothing open).
     */
    expired: {
      entry: [
        'clearTokens',
        'clearUser',
        // The identity provider is told with the refresh token held in memory, in the background:
        // its answer is not awaited (a refused token makes it a no-op).
        enqueueActions(({ context, enqueue }) => {
          const refreshToken = context.tokens?.refreshToken;
          if (refreshToken) enqueue.spawnChild('endSession', { input: { refreshToken } });
        }),
        { type: 'forget', params: { error: 'sessionExpired' } },
      ],
      always: 'loggedOut',
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * What a settled session means for someone waiting on it: the access token, or null (the session
 * ended, or is stale: it knows why, in `context.error`); undefined while a refresh is in flight.
 */
function settledToken(snapshot: SessionSnapshot): string | null | undefined {
  if (snapshot.matches('refreshing') || snapshot.matches('starting') || snapshot.matches('expired'))
    return undefined;
  if (snapshot.matches('active') && snapshot.context.tokens) return snapshot.context.tokens.accessToken;
  return null;
}

/** The session for those who wait on it: the auth middleware and the route guards. */
export interface SessionController {
  /** Refreshes now, or joins the refresh in flight; every caller gets the same token, or null. */
  refresh: RefreshAccessToken;
  /** Entering a protected route: resolves at once with a fresh token, else after the (shared) refresh. */
  ensureFresh: RefreshAccessToken;
}

/**
 * Promise API over a running session actor, for the API middleware and route guards: 20 callers
 * awaiting `refresh()` together cause one refresh call.
 */
export function createSessionController(actor: SessionActorRef): SessionController {
  const settled = (): Promise<string | null> => {
    const now = settledToken(actor.getSnapshot());
    if (now !== undefined) return Promise.resolve(now);
    return new Promise((resolve) => {
      const subscription = actor.subscribe({
        next: (snapshot) => {
          const token = settledToken(snapshot);
          if (token === undefined) return;
          subscription.unsubscribe();
          resolve(token);
        },
        error: () => resolve(null),
        complete: () => resolve(null),
      });
    });
  };
  return {
    refresh() {
      actor.send({ type: 'REFRESH' });
      return settled();
    },
    ensureFresh() {
      actor.send({ type: 'CHECK' });
      return settled();
    },
  };
}
