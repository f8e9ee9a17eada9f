import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { ApiError, ApiResult, Application } from '@admission/api-client';
import { sortApplicationsNewestFirst } from '../rules/applications';
import { loadErrorCode, type LoadErrorCode } from '../rules/errors';
import { applicationMachine, type ApplicationActorRef } from './applicationMachine';

export interface DashboardInput {
  /** Whose applications (the token's sub). */
  accountId: string | null;
  /** The `accountId` storage entry, handed to programme changes. */
  storedAccountId: string | null;
  /** Applications handed over by the login navigation; when given, call 3 is skipped. */
  applications?: Application[] | null;
}

/** Call 3. */
export interface FetchApplicationListInput {
  accountId: string;
}
export type FetchApplicationListOutput = ApiResult<Application[]>;

export type DashboardEvent = { type: 'RETRY' };

export interface DashboardContext {
  accountId: string | null;
  storedAccountId: string | null;
  /** What the login handed over, until the actors are spawned from it. */
  handedOver: Application[] | null;
  /** One actor per application, newest first. Empty (once ready) means the "Aucune candidature" state. */
  applications: ApplicationActorRef[];
  error: LoadErrorCode | null;
}

/** The candidate dashboard: the list of applications (call 3), then one actor per application. */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput,
  },
  actors: {
    fetchApplications: fromPromise<FetchApplicationListOutput, FetchApplicationListInput>(async () => {
      throw new Error('fetchApplications not provided');
    }),
    application: applicationMachine,
  },
  actions: {
    /** Load failures are only logged (spec section 8); the app chooses the logger. */
    log: (_, params: { message: string; error?: unknown }) => {
      console.warn(params.message, params.error ?? '');
    },
    spawnApplications: assign({
      applications: ({ context, spawn }, applications: readonly Application[]) =>
        sortApplicationsNewestFirst(applications).map((application, index) =>
          spawn('application', {
            id: `application-${index}`,
            input: { application, storedAccountId: context.storedAccountId },
          }),
        ),
    }),
  },
  guards: {
    handedOver: ({ context }) => Boolean(context.handedOver?.length),
    hasAccountId: ({ context }) => Boolean(context.accountId),
    answered: (_, output: FetchApplicationListOutput) => output.ok,
    /**
     * `isSuccess: false` says the account has no application (the spec's "call not ok"); anything
     * else that is not an answer (HTTP error, no answer, timeout, unreadable body) is a failure.
     */
    noApplication: (_, output: FetchApplicationListOutput) => !output.ok && output.error.kind === 'rejected',
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({
    accountId: input.accountId,
    storedAccountId: input.storedAccountId,
    handedOver: input.applications ?? null,
    applications: [],
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'handedOver',
          target: 'ready',
          actions: [
            { type: 'spawnApplications', params: ({ context }) => context.handedOver ?? [] },
            assign({ handedOver: null }),
          ],
        },
        { guard: 'hasAccountId', target: 'loadingApplications' },
        {
          target: 'failed',
          actions: [
            assign({ error: 'failed' }),
            { type: 'log', params: { message: 'dashboard: no account id, applications not loaded' } },
          ],
        },
      ],
    },
    loadingApplications: {
      tags: ['loading'],
      invoke: {
        id: 'fetchApplications',
        src: 'fetchApplications',
        input: ({ context }) => ({ accountId: context.accountId as string }),
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'ready',
            actions: {
              type: 'spawnApplications',
              params: ({ event }) => (event.output as Extract<FetchApplicationListOutput, { ok: true }>).data,
            },
          },
          {
            guard: { type: 'noApplication', params: ({ event }) => event.output },
            target: 'ready',
          },
          {
            target: 'failed',
            actions: [
              assign({
                error: ({ event }) => loadErrorCode((event.output as { ok: false; error: ApiError }).error),
              }),
              {
                type: 'log',
                params: ({ event }) => ({
                  message: 'dashboard: applications not loaded',
                  error: event.output,
                }),
              },
            ],
          },
        ],
      },
    },
    /** "Impossible de charger vos candidatures", with "Réessayer". */
    failed: {
      on: {
        RETRY: { guard: 'hasAccountId', target: 'loadingApplications', actions: assign({ error: null }) },
      },
    },
    ready: {},
  },
});

export type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;
