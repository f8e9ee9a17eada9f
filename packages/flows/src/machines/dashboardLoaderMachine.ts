import { assertEvent, assign, enqueueActions, fromPromise, setup, type EventObject } from 'xstate';
import type { Application, ApplicationDetails, BacResult, Envelope } from '../domain';
import { mergeApplicationDetails, sortApplicationsNewestFirst } from '../rules/applications';

export interface DashboardLoaderInput {
  /** The token's sub (storage key accountId). */
  accountId: string | null;
  /** Applications handed over by the login navigation; when given, call 3 is skipped. */
  applications?: Application[] | null;
}

/** Call 3. */
export interface FetchApplicationListInput {
  accountId: string;
}
export type FetchApplicationListOutput = Envelope<Application[]>;
/** Call 4, one per application. */
export interface FetchGradesInput {
  bacResultId: string;
}
export type FetchGradesOutput = Envelope<BacResult>;
/** Call 5, one per application, in parallel with call 4. */
export interface FetchDetailsInput {
  candidateId: string;
}
export type FetchDetailsOutput = Envelope<ApplicationDetails>;

export type DashboardLoaderEvent =
  /** After a programme change: the reloaded application replaces the one with the same candidateId. */
  { type: 'APPLICATION_UPDATED'; application: Application };

export interface DashboardLoaderContext {
  accountId: string | null;
  /** Newest first; details merged in as they arrive. Empty means the "Aucune candidature" state. */
  applications: Application[];
  /** Grades and coefficients by candidateId. */
  grades: Record<string, BacResult>;
  /** Ids of the grade/detail actors still running (`grades-<i>`, `details-<i>`). */
  pending: string[];
}

type SettledEvent = EventObject & { output?: unknown; error?: unknown };

/** What the grade/detail children send back (typed so the `xstate.*.actor.*` handlers type-check). */
type ChildSettledEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

function childId(event: EventObject): string {
  return event.type.replace(/^xstate\.(done|error)\.actor\./, '');
}

function indexOf(id: string): number {
  return Number(id.split('-')[1]);
}

export const dashboardLoaderMachine = setup({
  types: {
    context: {} as DashboardLoaderContext,
    events: {} as DashboardLoaderEvent | ChildSettledEvent,
    input: {} as DashboardLoaderInput,
  },
  actors: {
    fetchApplications: fromPromise<FetchApplicationListOutput, FetchApplicationListInput>(async () => {
      throw new Error('fetchApplications not provided');
    }),
    fetchGrades: fromPromise<FetchGradesOutput, FetchGradesInput>(async () => {
      throw new Error('fetchGrades not provided');
    }),
    fetchDetails: fromPromise<FetchDetailsOutput, FetchDetailsInput>(async () => {
      throw new Error('fetchDetails not provided');
    }),
  },
  actions: {
    /** Load failures are only logged (spec section 8); the portal chooses the logger. */
    log: (_, params: { message: string; error?: unknown }) => {
      console.warn(params.message, params.error ?? '');
    },
  },
  guards: {
    hasInitialApplications: ({ context }) => context.applications.length > 0,
    hasAccountId: ({ context }) => Boolean(context.accountId),
    listLoaded: (_, params: { output: FetchApplicationListOutput }) =>
      params.output.isSuccess && Array.isArray(params.output.data),
    isPendingChild: ({ context, event }) => context.pending.includes(childId(event)),
    allSettled: ({ context }) => context.pending.length === 0,
  },
}).createMachine({
  id: 'dashboardLoader',
  context: ({ input }) => ({
    accountId: input.accountId,
    applications: sortApplicationsNewestFirst(input.applications ?? []),
    grades: {},
    pending: [],
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasInitialApplications', target: 'loadingExtras' },
        { guard: 'hasAccountId', target: 'loadingApplications' },
        {
          target: 'ready',
          actions: { type: 'log', params: { message: 'dashboard: no account id, applications not loaded' } },
        },
      ],
    },
    loadingApplications: {
      invoke: {
        id: 'fetchApplications',
        src: 'fetchApplications',
        input: ({ context }) => ({ accountId: context.accountId as string }),
        onDone: [
          {
            guard: { type: 'listLoaded', params: ({ event }) => ({ output: event.output }) },
            target: 'loadingExtras',
            actions: assign({
              applications: ({ event }) => sortApplicationsNewestFirst(event.output.data ?? []),
            }),
          },
          {
            target: 'ready',
            actions: {
              type: 'log',
              params: ({ event }) => ({
                message: 'dashboard: applications not loaded',
                error: event.output.message,
              }),
            },
          },
        ],
        onError: {
          target: 'ready',
          actions: {
            type: 'log',
            params: ({ event }) => ({
              message: 'dashboard: loading applications failed',
              error: event.error,
            }),
          },
        },
      },
    },
    loadingExtras: {
      // Grades (call 4) and details (call 5) of every application, all in parallel.
      entry: enqueueActions(({ context, enqueue }) => {
        const pending: string[] = [];
        context.applications.forEach((application, i) => {
          enqueue.spawnChild('fetchGrades', {
            id: `grades-${i}`,
            input: { bacResultId: application.bacResultId },
          });
          enqueue.spawnChild('fetchDetails', {
            id: `details-${i}`,
            input: { candidateId: application.candidateId },
          });
          pending.push(`grades-${i}`, `details-${i}`);
        });
        enqueue.assign({ pending });
      }),
      always: { guard: 'allSettled', target: 'ready' },
      on: {
        'xstate.done.actor.*': {
          guard: 'isPendingChild',
          actions: [
            assign(({ context, event }) => {
              const id = childId(event);
              const application = context.applications[indexOf(id)];
              const output = (event as SettledEvent).output as Envelope<unknown>;
              const pending = context.pending.filter((p) => p !== id);
              if (!application || !output.isSuccess || !output.data) return { pending };
              if (id.startsWith('grades-')) {
                return {
                  pending,
                  grades: { ...context.grades, [application.candidateId]: output.data as BacResult },
                };
              }
              const applications = context.applications.map((a, i) =>
                i === indexOf(id) ? mergeApplicationDetails(a, output.data as ApplicationDetails) : a,
              );
              return { pending, applications };
            }),
            enqueueActions(({ event, enqueue }) => {
              const output = (event as SettledEvent).output as Envelope<unknown>;
              if (!output.isSuccess || !output.data) {
                enqueue({
                  type: 'log',
                  params: { message: `dashboard: ${childId(event)} not loaded`, error: output.message },
                });
              }
            }),
          ],
        },
        'xstate.error.actor.*': {
          guard: 'isPendingChild',
          actions: [
            assign({ pending: ({ context, event }) => context.pending.filter((p) => p !== childId(event)) }),
            {
              type: 'log',
              params: ({ event }) => ({
                message: `dashboard: ${childId(event)} failed`,
                error: (event as SettledEvent).error,
              }),
            },
          ],
        },
      },
    },
    ready: {
      on: {
        APPLICATION_UPDATED: {
          actions: assign({
            applications: ({ context, event }) => {
              assertEvent(event, 'APPLICATION_UPDATED');
              return context.applications.map((a) =>
                a.candidateId === event.application.candidateId
                  ? mergeApplicationDetails(a, event.application)
                  : a,
              );
            },
          }),
        },
      },
    },
  },
});
