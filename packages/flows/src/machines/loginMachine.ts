import { assertEvent, assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { ApiResult, Application, LoggedInUser, SignedIn } from '@admission/api-client';
import { sortApplicationsNewestFirst } from '../rules/applications';
import { classifyLoginError, lockoutAware, type LoginErrorCode } from '../rules/errors';
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
  /** Call 3 got no usable answer: the dashboard loads the applications itself. */
  | { destination: 'dashboard'; applications: null }
  /** No application, or call 3 refused: the deposit page. */
  | { destination: 'deposit' };

export type LoginEvent = { type: 'SUBMIT'; username: string; password: string };

export interface LoginContext {
  error: LoginErrorCode | null;
  /** Refusals in a row for `failedUsername` (the brute-force lockout cannot be told apart otherwise). */
  failures: number;
  failedUsername: string | null;
  /** The address of the submit in flight (never the password). */
  username: string | null;
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
    /** A grant refused by the role check: the app ends that session at the identity provider. */
    endRefusedSession: (_, _params: SignedIn) => {},
  },
  guards: {
    isCandidate: (_, output: RequestTokenOutput) =>
      output.ok && isCandidatePortalRole(output.data.user.roles),
    signedIn: (_, output: RequestTokenOutput) => output.ok,
    hasApplications: (_, output: FetchApplicationsOutput) => output.ok && output.data.length > 0,
    /** Spec section 4: "fetch throws" (no answer, or not the documented shape) still goes to the dashboard. */
    noAnswer: (_, output: FetchApplicationsOutput) =>
      !output.ok && (output.error.kind === 'network' || output.error.kind === 'badResponse'),
  },
}).createMachine({
  id: 'login',
  context: { error: null, failures: 0, failedUsername: null, username: null, user: null, outcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({
        error: null,
        username: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return event.username.trim().toLowerCase();
        },
      }),
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
            actions: [
              assign({ error: 'forbiddenRole' }),
              {
                type: 'endRefusedSession',
                params: ({ event }: { event: DoneActorEvent<RequestTokenOutput> }) =>
                  (event.output as Answered<SignedIn>).data,
              },
            ],
          },
          {
            target: 'failure',
            actions: assign(({ context, event }) => {
              const code = event.output.ok ? 'server' : classifyLoginError(event.output.error);
              if (code !== 'invalidCredentials' && code !== 'tooManyAttempts') return { error: code };
              const failures = context.failedUsername === context.username ? context.failures + 1 : 1;
              return {
                error: lockoutAware(code, failures),
                failures,
                failedUsername: context.username,
              };
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
            guard: { type: 'noAnswer', params: ({ event }) => event.output },
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
