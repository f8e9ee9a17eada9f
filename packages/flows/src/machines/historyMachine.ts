import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, ApiResult, ApplicationEvent } from '@admission/api-client';
import { dataOf, errorOf, resultReading } from '../result';
import { classifyLoadError, type LoadErrorCode } from '../rules/errors';

export type FetchHistoryOutput = ApiResult<ApplicationEvent[] | null>;

export type HistoryEvent = { type: 'OPEN' } | { type: 'RETRY' };

export interface HistoryContext {
  candidateId: string;
  events: ApplicationEvent[];
  error: LoadErrorCode | null;
}

const historySetup = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    input: {} as { candidateId: string },
  },
  actors: {
    fetchHistory: fromPromise<FetchHistoryOutput, { candidateId: string }>(async () => {
      throw new Error('fetchHistory not provided');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    /** The events of a found history (none when the service sent an empty one). */
    show: assign((_, events: ApplicationEvent[] | null) => ({ events: events ?? [] })),
    fail: assign((_, error: ApiError) => ({ error: classifyLoadError(error) })),
  },
  guards: {
    found: (_, output: FetchHistoryOutput) => output.ok && output.data !== null,
  },
}).extend(resultReading);

/**
 * The dated history of one application (docs/behaviour.md, deviation 53), loaded when the candidate
 * opens it, not with the dashboard: most visits do not need it, and on paid data a call not made
 * costs nothing. Loaded once per visit; `unavailable` when the service has no history to give
 * (404), `failed` (with « Réessayer ») when it gave no usable answer, never shown as an empty history.
 */
export const historyMachine = historySetup.createMachine({
  id: 'history',
  context: ({ input }) => ({ candidateId: input.candidateId, events: [], error: null }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'loading' } },
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'fetchHistory',
        src: 'fetchHistory',
        input: ({ context }) => ({ candidateId: context.candidateId }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'show', params: ({ event }) => dataOf(event.output) },
          },
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'unavailable' },
          {
            // No usable answer (no connection, none in time, a 5xx, an unreadable one): reported.
            target: 'failed',
            actions: [
              { type: 'fail', params: ({ event }) => errorOf(event.output) },
              {
                type: 'log',
                params: ({ event }) => ({ message: 'history: not loaded', detail: errorOf(event.output) }),
              },
            ],
          },
        ],
      },
    },
    failed: { on: { RETRY: 'loading' } },
    shown: {},
    unavailable: {},
  },
});
