import { assertEvent, assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { ApiResult, Application, LoggedInUser, SignedIn } from '@admission/api-client';
import { sortApplicationsNewestFirst } from '../rules/applications';
import { classifyLoginError, type LoginErrorCode } from '../rules/errors';
import { isCandidatePortalRole } from '../rules/roles';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** Call 1: the token client's `passwordGrant`. */
export type RequestTokenInput = LoginCredentials;
export type RequestTokenOutput = ApiResult<SignedIn>;
/** Call 3 with the token's sub. */
export interface FetchApplicationsInput {
  accountId: string;
}
export type FetchApplicationsOutput = ApiResult<Application[]>;

/** Where the candidate goes after logging in (spec section 4); the app knows the paths. */
export type LoginOutcome =
  | { destination: 'dashboard'; applications: Application[] }
  /** Call 3 failed (HTTP error, no answer, timeout, unreadable): the dashboard loads them itself. */
  | { destination: 'dashboard'; applications: null }
  /** No application (an empty list, or `isSuccess: false`): the deposit page. */
  | { destination: 'deposit' };

export type LoginEvent = { type: 'SUBMIT'; username: string; password: string };

export interface LoginContext {
  error: LoginErrorCode | null;
  user: LoggedInUser | null;
  outcome: LoginOutcome | null;
}

type Answered<T> = Extract<ApiResult<T>, { ok: true }>;

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
    fetchApplications: fromPromise<FetchApplicationsOutput, FetchApplicationsInput>(async () => {
      throw new Error('fetchApplications not provided');
    }),
  },
  actions: {
    /** The app hands the grant to the session (which stores it) before call 3 needs the token. */
    storeSession: (_, _params: SignedIn) => {},
  },
  guards: {
    isCandidate: (_, output: RequestTokenOutput) =>
      output.ok && isCandidatePortalRole(output.data.user.roles),
    signedIn: (_, output: RequestTokenOutput) => output.ok,
    hasApplications: (_, output: FetchApplicationsOutput) => output.ok && output.data.length > 0,
    /**
     * Spec section 4: "none, or call not ok" is the deposit page, "fetch throws" the dashboard. A
     * failure is not "no application": only `isSuccess: false` counts as "not ok"; an HTTP error,
     * no answer, a timeout or an unreadable body go to the dashboard, which shows the failure.
     */
    failed: (_, output: FetchApplicationsOutput) => !output.ok && output.error.kind !== 'rejected',
  },
}).createMachine({
  id: 'login',
  context: { error: null, user: null, outcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        // The password goes straight from the event to the call: it never enters the context.
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { username: event.username, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'isCandidate', params: ({ event }) => event.output },
            target: 'fetchingApplications',
            actions: [
              assign({ user: ({ event }) => (event.output as Answered<SignedIn>).data.user }),
              {
                type: 'storeSession',
                params: ({ event }: { event: DoneActorEvent<RequestTokenOutput> }) =>
                  (event.output as Answered<SignedIn>).data,
              },
            ],
          },
          {
            guard: { type: 'signedIn', params: ({ event }) => event.output },
            target: 'failure',
            actions: assign({ error: 'forbiddenRole' }),
          },
          {
            target: 'failure',
            actions: assign({
              error: ({ event }) => (event.output.ok ? 'server' : classifyLoginError(event.output.error)),
            }),
          },
        ],
      },
    },
    fetchingApplications: {
      tags: ['busy'],
      invoke: {
        id: 'fetchApplications',
        src: 'fetchApplications',
        input: ({ context }) => ({ accountId: (context.user as LoggedInUser).id }),
        onDone: [
          {
            guard: { type: 'hasApplications', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({
              outcome: ({ event }) => ({
                destination: 'dashboard' as const,
                applications: sortApplicationsNewestFirst((event.output as Answered<Application[]>).data),
              }),
            }),
          },
          {
            guard: { type: 'failed', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ outcome: { destination: 'dashboard', applications: null } }),
          },
          { target: 'done', actions: assign({ outcome: { destination: 'deposit' } }) },
        ],
      },
    },
    failure: {
      on: { SUBMIT: 'submitting' },
    },
    done: {
      type: 'final',
      tags: ['busy'],
    },
  },
  output: ({ context }) => context.outcome as LoginOutcome,
});
