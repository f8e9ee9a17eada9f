import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiError, ApiResult, Application } from '@admission/api-client';
import { present } from '../present';
import { dataOf, errorOf, issuesOf, resultReading } from '../result';
import { sortApplicationsNewestFirst } from '../rules/applications';
import { classifyLoadError, type LoadErrorCode } from '../rules/errors';
import { isOffline, type LastKnown } from '../rules/lastKnown';
import { canRetryOverloaded, nextBusyRetry, type BusyRetry } from '../rules/backoff';
import { applicationMachine, type ApplicationActorRef } from './applicationMachine';

export interface DashboardInput {
  /** Whose applications (the token's sub). */
  accountId: string | null;
  /** The `accountId` storage entry, handed to programme changes. */
  storedAccountId: string | null;
  /** Applications handed over by the login navigation; when given, call 3 is skipped. */
  applications?: Application[] | null;
  /**
   * The login's call 3 got no usable answer: shown at once, with « Réessayer », so a sign-in never
   * waits twice for the same call.
   */
  loadError?: LoadErrorCode | null;
  /**
   * The device's last-known copy for this account (rules/lastKnown): drawn at once while call 3
   * runs, and kept on screen, read-only, if the network is gone.
   */
  lastKnown?: LastKnown | null;
}

/** Call 3. */
export interface FetchApplicationListInput {
  accountId: string;
}
export type FetchApplicationListOutput = ApiResult<Application[]>;

export type DashboardEvent =
  /** « Réessayer ». */
  | { type: 'RETRY' }
  /** The connection is back: load fresh data, keeping what is on screen meanwhile. */
  | { type: 'REFRESH' };

export interface DashboardContext {
  accountId: string | null;
  storedAccountId: string | null;
  /** What the login handed over, until the actors are spawned from it. */
  handedOver: Application[] | null;
  /** One actor per application, newest first. Empty (once ready) means the "Aucune candidature" state. */
  applications: ApplicationActorRef[];
  error: LoadErrorCode | null;
  lastKnown: LastKnown | null;
  /** When what is on screen was loaded, while it is the device's copy (ISO 8601); null otherwise. */
  offlineSince: string | null;
  /** « Forte affluence » (a 503 or 429 of call 3; docs/behaviour.md): the next try, for the countdown. */
  retry: BusyRetry | null;
}

const dashboardSetup = setup({
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
    /** Replaces the application actors with fresh ones (call 3's answer). */
    spawnApplications: enqueueActions(({ context, enqueue }, applications: readonly Application[]) => {
      for (const ref of context.applications) enqueue.stopChild(ref);
      enqueue.assign({
        applications: ({ spawn }) =>
          sortApplicationsNewestFirst(applications).map((application) =>
            spawn('application', {
              id: `application-${application.candidateId}`,
              input: { application, storedAccountId: context.storedAccountId },
            }),
          ),
        offlineSince: null,
      });
    }),
    /** The login's applications, now actors: not kept twice. */
    forgetHandedOver: assign({ handedOver: null }),
    /** Since when what is on screen is the device's copy (kept from a first drop). */
    markOffline: assign({
      offlineSince: ({ context }) => context.offlineSince ?? context.lastKnown?.savedAt ?? null,
    }),
    fail: assign((_, error: LoadErrorCode) => ({ error })),
    /** The next try of an overwhelmed candidate-service (rules/backoff). */
    planRetry: assign(({ context }, error: ApiError) => ({
      retry: nextBusyRetry(error, context.retry, Date.now()),
    })),
    forgetRetry: assign({ retry: null }),
    clearError: assign({ error: null }),
    /**
     * Draws the device's copy (read-only actors that load nothing), drawn at once and replaced when
     * call 3 answers; data loaded before the connection dropped is still on screen: it stays.
     */
    drawLastKnown: assign({
      applications: ({ context, spawn }) =>
        context.applications.length > 0
          ? context.applications
          : (context.lastKnown?.applications ?? []).map(({ application, grades }) =>
              spawn('application', {
                id: `known-${application.candidateId}`,
                input: { application, storedAccountId: context.storedAccountId, fromDevice: { grades } },
              }),
            ),
    }),
  },
  guards: {
    handedOver: ({ context }) => Boolean(context.handedOver?.length),
    handedFailure: ({ context }) => context.error !== null && context.accountId !== null,
    /** No answer, or none in time, and a copy on the device: show it rather than a failure. */
    offlineWithCopy: ({ context }, output: FetchApplicationListOutput) =>
      !output.ok && isOffline(output.error) && context.lastKnown !== null,
    hasAccountId: ({ context }) => Boolean(context.accountId),
    /** A 503 or 429 with tries left: « Forte affluence » and a try later. */
    overloaded: ({ context }, output: FetchApplicationListOutput) =>
      !output.ok && canRetryOverloaded(output.error, context.retry),
    /**
     * `isSuccess: false` says the account has no application (the spec's "call not ok"); anything
     * else that is not an answer (HTTP error, no answer, timeout, unreadable body) is a failure.
     */
    noApplication: (_, output: FetchApplicationListOutput) => !output.ok && output.error.kind === 'rejected',
  },
  delays: {
    retryDelay: ({ context }) => context.retry?.delayMs ?? 0,
  },
}).extend(resultReading);

/** The candidate dashboard: the list of applications (call 3), then one actor per application. */
export const dashboardMachine = dashboardSetup.createMachine({
  id: 'dashboard',
  context: ({ input }) => ({
    accountId: input.accountId,
    storedAccountId: input.storedAccountId,
    handedOver: input.applications ?? null,
    applications: [],
    error: input.loadError ?? null,
    lastKnown: input.lastKnown ?? null,
    offlineSince: null,
    retry: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'handedFailure', target: 'failed' },
        {
          guard: 'handedOver',
          target: 'ready',
          actions: [
            { type: 'spawnApplications', params: ({ context }) => context.handedOver ?? [] },
            'forgetHandedOver',
          ],
        },
        {
          guard: 'hasAccountId',
          target: 'loadingApplications',
          actions: 'drawLastKnown',
        },
        {
          target: 'failed',
          actions: [
            { type: 'fail', params: 'failed' },
            { type: 'log', params: { message: 'dashboard: no account id, applications not loaded' } },
          ],
        },
      ],
    },
    /**
     * Call 3. Whatever is on screen (the device's copy, or the data of before the connection
     * dropped) stays there meanwhile; fresh data replaces it, and without network it stays,
     * read-only, with the offline banner.
     */
    loadingApplications: {
      tags: ['loading'],
      invoke: {
        id: 'fetchApplications',
        src: 'fetchApplications',
        // Entered only with an account id (guard hasAccountId).
        input: ({ context }) => ({ accountId: present(context.accountId, 'accountId') }),
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              {
                type: 'spawnApplications',
                params: ({ event }) => dataOf(event.output),
              },
              // Items read in part (unknown status, no date) are shown; the fault is logged once.
              enqueueActions(({ event, enqueue }) => {
                const issues = issuesOf(event.output);
                if (issues.length > 0) {
                  enqueue({
                    type: 'log',
                    params: { message: 'dashboard: applications read in part', detail: issues },
                  });
                }
              }),
            ],
          },
          {
            guard: { type: 'noApplication', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'spawnApplications', params: [] },
          },
          {
            guard: { type: 'offlineWithCopy', params: ({ event }) => event.output },
            target: 'offline',
            actions: [
              'drawLastKnown',
              'markOffline',
              { type: 'log', params: { message: 'dashboard: offline, showing the last-known copy' } },
            ],
          },
          {
            guard: { type: 'overloaded', params: ({ event }) => event.output },
            target: 'overloaded',
            actions: { type: 'planRetry', params: ({ event }) => errorOf(event.output) },
          },
          {
            target: 'failed',
            actions: [
              { type: 'fail', params: ({ event }) => classifyLoadError(errorOf(event.output)) },
              {
                type: 'log',
                params: ({ event }) => ({
                  message: 'dashboard: applications not loaded',
                  detail: errorOf(event.output),
                }),
              },
            ],
          },
        ],
      },
    },
    /** « Forte affluence »: the next try counts down; « Réessayer maintenant » tries at once. */
    overloaded: {
      tags: ['overloaded'],
      after: { retryDelay: 'loadingApplications' },
      on: { RETRY: 'loadingApplications', REFRESH: 'loadingApplications' },
    },
    /** The device's copy, read-only: « Hors ligne – informations du … ». */
    offline: {
      entry: 'forgetRetry',
      on: { REFRESH: 'loadingApplications', RETRY: 'loadingApplications' },
    },
    /** "Impossible de charger vos candidatures", with "Réessayer". */
    failed: {
      entry: 'forgetRetry',
      on: {
        RETRY: { guard: 'hasAccountId', target: 'loadingApplications', actions: 'clearError' },
        REFRESH: { guard: 'hasAccountId', target: 'loadingApplications', actions: 'clearError' },
      },
    },
    ready: {
      entry: 'forgetRetry',
      on: { REFRESH: { guard: 'hasAccountId', target: 'loadingApplications' } },
    },
  },
});

type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

/**
 * What the dashboard shows: the loading state only while nothing is on screen yet (the device's
 * copy, or data loaded before, stays visible while call 3 runs), and a failure only when there is
 * no copy to show instead.
 */
export function dashboardStatus(
  snapshot: DashboardSnapshot,
): 'loading' | 'ready' | 'overloaded' | LoadErrorCode {
  if (snapshot.matches('failed')) return snapshot.context.error ?? 'failed';
  if (snapshot.matches('overloaded')) return 'overloaded';
  if (snapshot.hasTag('loading') && snapshot.context.applications.length === 0) return 'loading';
  return 'ready';
}

/** The next try while « Forte affluence » waits (its time, for the countdown); null otherwise. */
export function overloadedRetry(snapshot: DashboardSnapshot): BusyRetry | null {
  return snapshot.matches('overloaded') ? snapshot.context.retry : null;
}

/** When the data on screen was loaded, while the network is gone and it is the device's copy. */
export function offlineSince(snapshot: DashboardSnapshot): string | null {
  return snapshot.matches('offline') ? snapshot.context.offlineSince : null;
}
