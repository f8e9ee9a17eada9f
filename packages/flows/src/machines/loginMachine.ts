import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ApiError, ApiResult, Application, LoggedInUser, SignedIn } from '@admission/api-client';
import { present } from '../present';
import { sortApplicationsNewestFirst } from '../rules/applications';
import { dataOf, errorOf, issuesOf, resultReading } from '../result';
import {
  classifyLoadError,
  classifyLoginError,
  lockoutAware,
  loginFailureKey,
  type LoadErrorCode,
  type LoginErrorCode,
} from '../rules/errors';
import { canRetryBusy, nextBusyRetry, type BusyRetry } from '../rules/backoff';
import type { ProgramKind } from '../domain';
import { portalAdmits, staffHome, type LoginPortal } from '../rules/roles';

interface LoginCredentials {
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

/** Which sign-in page runs the machine: its accepted roles and its destinations. */
export interface LoginInput {
  portal: LoginPortal;
  /**
   * The refusals this browser counted before, by `loginFailureKey` of the address (the app keeps
   * them in storage, so a reload or another tab does not start the count again).
   */
  failures?: Readonly<Record<string, number>>;
}

/** Where the user goes after logging in (docs/behaviour.md, « Rules », Login); the app knows the paths. */
export type LoginOutcome =
  /** Staff sign-in: the first list the roles may open. */
  | { destination: 'staff'; home: ProgramKind }
  | { destination: 'dashboard'; applications: Application[] }
  /**
   * Call 3 failed (HTTP error, no answer, timeout, unreadable): the dashboard shows that failure at
   * once, with « Réessayer », instead of a second wait of the same
   * length (deviation 4).
   */
  | { destination: 'dashboard'; applications: null; loadError: LoadErrorCode }
  /** No application (an empty list, or `isSuccess: false`): the deposit page. */
  | { destination: 'deposit' };

export type { LoginPortal };

export type LoginEvent =
  | { type: 'SUBMIT'; username: string; password: string }
  /** « Annuler » while « Forte affluence » waits: back to the form (the page keeps what was typed). */
  | { type: 'CANCEL' }
  /** « Réessayer maintenant » while « Forte affluence » waits. */
  | { type: 'RETRY_NOW' };

export interface LoginContext {
  portal: LoginPortal;
  error: LoginErrorCode | null;
  /**
   * Refusals counted for each address (by `loginFailureKey`) until one signs in: the brute-force
   * lockout cannot be told apart from a wrong password otherwise.
   */
  failures: Readonly<Record<string, number>>;
  /** The address of the submit in flight (never the password). */
  username: string | null;
  user: LoggedInUser | null;
  outcome: LoginOutcome | null;
  /**
   * The next try while the token endpoint is overwhelmed (« Forte affluence »: a 503, a 429 or no
   * answer; docs/behaviour.md): its number and when it starts, for the countdown. Null otherwise.
   */
  retry: BusyRetry | null;
}

/**
 * The credentials of each sign-in in flight, by its actor, while its tries last: a try after
 * « Forte affluence » sends them again, and the password never enters the context or a snapshot.
 */
const held = new WeakMap<object, LoginCredentials>();

const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
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
    /** The next try of an overwhelmed token endpoint (rules/backoff). */
    planRetry: assign(({ context }, error: ApiError) => ({
      retry: nextBusyRetry(error, context.retry, Date.now()),
    })),
    forgetRetry: assign({ retry: null }),
    /** The submit's credentials kept for its tries, out of the context (`held`). */
    holdCredentials: ({ self, event }) => {
      assertEvent(event, 'SUBMIT');
      held.set(self, { username: event.username, password: event.password });
    },
    releaseCredentials: ({ self }) => {
      held.delete(self);
    },
    /** The address of this submit (never the password); the previous failure forgotten. */
    takeUsername: assign({
      retry: null,
      error: null,
      username: ({ event }) => {
        assertEvent(event, 'SUBMIT');
        return event.username.trim().toLowerCase();
      },
    }),
    /** Signed in: the address's refusals are forgotten, as the identity provider forgets them. */
    admit: assign(({ context }, user: LoggedInUser) => {
      const key = loginFailureKey(context.username ?? '');
      if (!(key in context.failures)) return { user };
      const { [key]: _cleared, ...failures } = context.failures;
      return { user, failures };
    }),
    /** Signed in, but not with a role this page accepts. */
    refuseRole: assign(({ context }) => ({
      error: context.portal === 'staff' ? ('notStaff' as const) : ('forbiddenRole' as const),
    })),
    /** A refused grant; the refusals of each address are counted (the lockout reads as one). */
    fail: assign(({ context }, error: ApiError) => {
      const code = classifyLoginError(error);
      if (code !== 'invalidCredentials' && code !== 'tooManyAttempts') return { error: code };
      const key = loginFailureKey(context.username ?? '');
      const count = (context.failures[key] ?? 0) + 1;
      return { error: lockoutAware(code, count), failures: { ...context.failures, [key]: count } };
    }),
    /** The app keeps the counts in the browser's storage (called after each change). */
    storeFailures: (_, _params: Readonly<Record<string, number>>) => {},
    /** Where the sign-in leads. */
    conclude: assign((_, outcome: LoginOutcome) => ({ outcome })),
    /** The app hands the grant to the session (which stores it) before call 3 needs the token. */
    storeSession: (_, _params: SignedIn) => {},
    /** A grant refused by the role check: the app ends that session at the identity provider. */
    endRefusedSession: (_, _params: SignedIn) => {},
  },
  delays: {
    retryDelay: ({ context }) => context.retry?.delayMs ?? 0,
  },
  guards: {
    /** The roles this sign-in page accepts (candidate roles, or staff roles). */
    admitted: ({ context }, output: RequestTokenOutput) =>
      output.ok && portalAdmits(context.portal, output.data.user.roles),
    staffPortal: ({ context }) => context.portal === 'staff',
    /** Overwhelmed (503, 429, no answer) and tries left: « Forte affluence » and a try later. */
    overloaded: ({ context }, output: RequestTokenOutput) =>
      !output.ok && canRetryBusy(output.error, context.retry),
    hasApplications: (_, output: FetchApplicationsOutput) => output.ok && output.data.length > 0,
    /**
     * The spec (deviation 4): "none, or call not ok" is the deposit page, "fetch throws" the dashboard. A
     * failure is not "no application": only `isSuccess: false` counts as "not ok"; an HTTP error,
     * no answer, a timeout or an unreadable body go to the dashboard, which shows the failure.
     */
    failed: (_, output: FetchApplicationsOutput) => !output.ok && output.error.kind !== 'rejected',
  },
}).extend(resultReading);

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => ({
    portal: input.portal,
    error: null,
    failures: input.failures ?? {},
    username: null,
    user: null,
    outcome: null,
    retry: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: 'signingIn' },
    },
    /** One submit: its tries, and « Forte affluence » between them (docs/behaviour.md). */
    signingIn: {
      entry: ['takeUsername', 'holdCredentials'],
      exit: 'releaseCredentials',
      initial: 'submitting',
      states: {
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'requestToken',
            src: 'requestToken',
            // The password goes from the submit to each try's call: it never enters the context.
            // (Nothing is held in a pure transition, where no action runs: the model test's graph.)
            input: ({ self }) => held.get(self) ?? { username: '', password: '' },
            onDone: [
              {
                guard: { type: 'admitted', params: ({ event }) => event.output },
                target: '#login.admitted',
                actions: [
                  { type: 'admit', params: ({ event }) => dataOf(event.output).user },
                  { type: 'storeFailures', params: ({ context }) => context.failures },
                  {
                    type: 'storeSession',
                    params: ({ event }) => dataOf(event.output),
                  },
                ],
              },
              {
                // Signed in, but not with a role this page accepts.
                guard: { type: 'answered', params: ({ event }) => event.output },
                target: '#login.failure',
                actions: [
                  'refuseRole',
                  {
                    type: 'endRefusedSession',
                    params: ({ event }) => dataOf(event.output),
                  },
                ],
              },
              {
                guard: { type: 'overloaded', params: ({ event }) => event.output },
                target: 'overloaded',
                actions: { type: 'planRetry', params: ({ event }) => errorOf(event.output) },
              },
              {
                target: '#login.failure',
                actions: [
                  { type: 'fail', params: ({ event }) => errorOf(event.output) },
                  { type: 'storeFailures', params: ({ context }) => context.failures },
                ],
              },
            ],
          },
        },
        /** « Forte affluence »: the next try counts down; « Annuler » goes back to the form. */
        overloaded: {
          tags: ['overloaded'],
          after: { retryDelay: 'submitting' },
          on: {
            RETRY_NOW: 'submitting',
            CANCEL: { target: '#login.idle', actions: 'forgetRetry' },
          },
        },
      },
    },
    admitted: {
      tags: ['busy'],
      always: [
        {
          // Staff land on their first list; they have no applications to fetch.
          guard: 'staffPortal',
          target: 'done',
          actions: {
            type: 'conclude',
            params: ({ context }) => ({
              destination: 'staff',
              home: staffHome(present(context.user, 'user').roles) as ProgramKind,
            }),
          },
        },
        { target: 'fetchingApplications' },
      ],
    },
    fetchingApplications: {
      tags: ['busy'],
      invoke: {
        id: 'fetchApplications',
        src: 'fetchApplications',
        input: ({ context }) => ({ accountId: present(context.user, 'user').id }),
        onDone: [
          {
            guard: { type: 'hasApplications', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              {
                type: 'conclude',
                params: ({ event }) => ({
                  destination: 'dashboard',
                  applications: sortApplicationsNewestFirst(dataOf(event.output)),
                }),
              },
              // Items read in part (unknown status, no date) are handed over; the fault is logged once.
              enqueueActions(({ event, enqueue }) => {
                const issues = issuesOf(event.output);
                if (issues.length > 0) {
                  enqueue({
                    type: 'log',
                    params: { message: 'login: applications read in part', detail: issues },
                  });
                }
              }),
            ],
          },
          {
            guard: { type: 'failed', params: ({ event }) => event.output },
            target: 'done',
            actions: {
              type: 'conclude',
              params: ({ event }) => ({
                destination: 'dashboard',
                applications: null,
                loadError: classifyLoadError(errorOf(event.output)),
              }),
            },
          },
          { target: 'done', actions: { type: 'conclude', params: { destination: 'deposit' } } },
        ],
      },
    },
    failure: {
      on: { SUBMIT: 'signingIn' },
    },
    done: {
      type: 'final',
      tags: ['busy'],
    },
  },
  output: ({ context }) => present(context.outcome, 'outcome'),
});
