import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Application, LoggedInUser, TokenSet } from '../domain';
import { sortApplicationsNewestFirst } from '../rules/applications';
import { classifyLoginError, type LoginErrorCode } from '../rules/errors';
import { isCandidatePortalRole } from '../rules/roles';

/** Deposit page for a candidate without an application (spec section 4). */
export const DEPOSIT_PATH = '/admission/etudiant/depot';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** Call 1. Rejects with `{ code }`, an OAuth error body, `{ status }` or a TypeError. */
export type RequestTokenInput = LoginCredentials;
export type RequestTokenOutput = TokenSet;
/** Decodes (and verifies) the access token into the user; a rejection counts as a bad token. */
export interface LoadUserInput {
  tokens: TokenSet;
}
export type LoadUserOutput = LoggedInUser;
/** Call 3 with the token's sub. */
export interface FetchApplicationsInput {
  accountId: string;
}
export type FetchApplicationsOutput = { isSuccess: boolean; data?: Application[] | null };

export type LoginOutcome =
  | { destination: 'dashboard'; applications: Application[] }
  /** The fetch threw: the dashboard loads the applications itself. */
  | { destination: 'dashboard'; applications: null }
  | { destination: 'deposit'; path: typeof DEPOSIT_PATH };

export type LoginEvent = { type: 'SUBMIT'; username: string; password: string };

export interface LoginContext {
  error: LoginErrorCode | null;
  user: LoggedInUser | null;
  tokens: TokenSet | null;
  outcome: LoginOutcome | null;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutcome,
  },
  actors: {
    requestToken: fromPromise<RequestTokenOutput, RequestTokenInput>(async () => {
      throw new Error('requestToken not provided');
    }),
    loadUser: fromPromise<LoadUserOutput, LoadUserInput>(async () => {
      throw new Error('loadUser not provided');
    }),
    fetchApplications: fromPromise<FetchApplicationsOutput, FetchApplicationsInput>(async () => {
      throw new Error('fetchApplications not provided');
    }),
  },
  actions: {
    /** The portal hands the tokens and user to the session (which stores them) before call 3 needs them. */
    storeSession: (_, _params: { tokens: TokenSet; user: LoggedInUser }) => {},
  },
  guards: {
    isCandidate: (_, params: { user: LoggedInUser }) => isCandidatePortalRole(params.user.roles),
    hasApplications: (_, params: { output: FetchApplicationsOutput }) =>
      params.output.isSuccess && Array.isArray(params.output.data) && params.output.data.length > 0,
  },
}).createMachine({
  id: 'login',
  context: { error: null, user: null, tokens: null, outcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        // The password goes straight from the event to the call: it never enters the context.
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { username: event.username, password: event.password };
        },
        onDone: { target: 'checkingRole', actions: assign({ tokens: ({ event }) => event.output }) },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => classifyLoginError(event.error) }),
        },
      },
    },
    checkingRole: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ tokens: context.tokens as TokenSet }),
        onDone: [
          {
            guard: { type: 'isCandidate', params: ({ event }) => ({ user: event.output }) },
            target: 'fetchingApplications',
            actions: [
              assign({ user: ({ event }) => event.output }),
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ tokens: context.tokens as TokenSet, user: event.output }),
              },
            ],
          },
          { target: 'failure', actions: assign({ error: 'forbiddenRole', tokens: null }) },
        ],
        onError: { target: 'failure', actions: assign({ error: 'invalidCredentials', tokens: null }) },
      },
    },
    fetchingApplications: {
      invoke: {
        id: 'fetchApplications',
        src: 'fetchApplications',
        input: ({ context }) => ({ accountId: (context.user as LoggedInUser).id }),
        onDone: [
          {
            guard: { type: 'hasApplications', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: assign({
              outcome: ({ event }) => ({
                destination: 'dashboard' as const,
                applications: sortApplicationsNewestFirst(event.output.data ?? []),
              }),
            }),
          },
          { target: 'done', actions: assign({ outcome: { destination: 'deposit', path: DEPOSIT_PATH } }) },
        ],
        onError: {
          target: 'done',
          actions: assign({ outcome: { destination: 'dashboard', applications: null } }),
        },
      },
    },
    failure: {
      on: { SUBMIT: 'submitting' },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => context.outcome as LoginOutcome,
});
