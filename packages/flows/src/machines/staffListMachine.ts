import { assertEvent, assign, emit, enqueueActions, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type {
  ApiResult,
  ProgramKind,
  StaffApplication,
  StaffApplicationPage,
  StaffDecisionKind,
  StaffListQuery,
} from '@admission/api-client';
import { staffListRequest, type StaffQuery } from '../rules/staffQuery';
import { staffDecisionMachine, type StaffDecisionOutcome } from './staffDecisionMachine';

export interface StaffListInput {
  kind: ProgramKind;
  query: StaffQuery;
}

export interface FetchPageInput {
  kind: ProgramKind;
  query: StaffListQuery;
}
export type FetchPageOutput = ApiResult<StaffApplicationPage>;

type StaffPaging = Omit<StaffApplicationPage, 'items'>;

export type StaffListEvent =
  /** The URL's query changed (search, filter, page, back button). */
  | { type: 'QUERY'; query: StaffQuery }
  | { type: 'RETRY' }
  | { type: 'ACCEPT'; id: string }
  /** Opens the confirmation; nothing is sent yet. */
  | { type: 'REJECT'; id: string }
  | { type: 'CONFIRM_REJECT'; reason?: string }
  | { type: 'CANCEL_REJECT' };

/** What the screen announces (toasts): the container listens with `actor.on(...)`. */
export type StaffListEmitted =
  | { type: 'decided'; decision: StaffDecisionKind; application: StaffApplication }
  | { type: 'conflict'; current: StaffApplication }
  | { type: 'failed' };

export interface StaffListContext {
  kind: ProgramKind;
  query: StaffQuery;
  rows: StaffApplication[];
  paging: StaffPaging | null;
  /** The pending application whose rejection waits for confirmation. */
  confirming: StaffApplication | null;
  /** The row as it was before the optimistic update of the decision in flight. */
  before: StaffApplication | null;
  /** The last decision refused because someone else decided first: the application's current state. */
  conflict: StaffApplication | null;
}

const isPending = (row: StaffApplication | undefined) => row?.status === 'pending';
const replaceRow = (rows: StaffApplication[], row: StaffApplication) =>
  rows.map((existing) => (existing.id === row.id ? row : existing));

/** A staff list: one page of one programme kind, and the decisions made on it. */
export const staffListMachine = setup({
  types: {
    context: {} as StaffListContext,
    input: {} as StaffListInput,
    events: {} as StaffListEvent,
    emitted: {} as StaffListEmitted,
  },
  actors: {
    fetchPage: fromPromise<FetchPageOutput, FetchPageInput>(async () => {
      throw new Error('fetchPage not provided');
    }),
    staffDecision: staffDecisionMachine,
  },
  actions: {
    /** Faults that are only logged (rows read in part); the app chooses the logger. */
    log: (_, params: { message: string; error?: unknown }) => {
      console.warn(params.message, params.error ?? '');
    },
  },
  guards: {
    loaded: (_, output: FetchPageOutput) => output.ok,
    /** Spec section 4: only a pending application may be decided. */
    rowPending: ({ context }, id: string) => isPending(context.rows.find((row) => row.id === id)),
  },
}).createMachine({
  id: 'staffList',
  context: ({ input }) => ({
    kind: input.kind,
    query: input.query,
    rows: [],
    paging: null,
    confirming: null,
    before: null,
    conflict: null,
  }),
  initial: 'loading',
  on: {
    QUERY: {
      target: '.loading',
      actions: assign({ query: ({ event }) => event.query, conflict: null, confirming: null }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ kind: context.kind, query: staffListRequest(context.query) }),
        onDone: [
          {
            guard: { type: 'loaded', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              assign(({ event }) => {
                const { items, ...paging } = (event.output as Extract<FetchPageOutput, { ok: true }>).data;
                return { rows: items, paging };
              }),
              // Rows read in part (unknown status, no date) are shown; the fault is logged once.
              enqueueActions(({ event, enqueue }) => {
                const { issues } = event.output as Extract<FetchPageOutput, { ok: true }>;
                if (issues?.length) {
                  enqueue({
                    type: 'log',
                    params: { message: 'staff list: rows read in part', error: issues },
                  });
                }
              }),
            ],
          },
          { target: 'failed', actions: assign({ rows: [], paging: null }) },
        ],
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ACCEPT: {
              guard: { type: 'rowPending', params: ({ event }) => event.id },
              target: 'deciding',
              actions: assign(({ context, event }) => {
                const row = context.rows.find((candidate) => candidate.id === event.id) as StaffApplication;
                return {
                  before: row,
                  conflict: null,
                  rows: replaceRow(context.rows, { ...row, status: 'accepted' }),
                };
              }),
            },
            REJECT: {
              guard: { type: 'rowPending', params: ({ event }) => event.id },
              target: 'confirmingReject',
              actions: assign({
                confirming: ({ context, event }) => context.rows.find((row) => row.id === event.id) ?? null,
                conflict: null,
              }),
            },
          },
        },
        confirmingReject: {
          on: {
            CANCEL_REJECT: { target: 'idle', actions: assign({ confirming: null }) },
            CONFIRM_REJECT: {
              target: 'deciding',
              actions: assign(({ context }) => {
                const row = context.confirming as StaffApplication;
                return { before: row, rows: replaceRow(context.rows, { ...row, status: 'rejected' }) };
              }),
            },
          },
        },
        deciding: {
          tags: ['deciding'],
          invoke: {
            id: 'decision',
            src: 'staffDecision',
            input: ({ context, event }) => {
              const application = context.before as StaffApplication;
              if (event.type === 'CONFIRM_REJECT') {
                return { application, decision: 'rejected' as const, reason: event.reason };
              }
              assertEvent(event, 'ACCEPT');
              return { application, decision: 'accepted' as const };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign(
                  ({
                    context,
                    event,
                  }: {
                    context: StaffListContext;
                    event: DoneActorEvent<StaffDecisionOutcome>;
                  }) => {
                    const before = context.before as StaffApplication;
                    const result = event.output;
                    const row =
                      result.outcome === 'decided'
                        ? result.application
                        : result.outcome === 'conflict'
                          ? result.current
                          : before;
                    return {
                      rows: replaceRow(context.rows, row),
                      before: null,
                      confirming: null,
                      conflict: result.outcome === 'conflict' ? result.current : null,
                    };
                  },
                ),
                emit(({ event }: { event: DoneActorEvent<StaffDecisionOutcome> }) => {
                  const result = event.output;
                  if (result.outcome === 'decided') {
                    return {
                      type: 'decided' as const,
                      decision: result.application.status === 'rejected' ? 'rejected' : 'accepted',
                      application: result.application,
                    } satisfies StaffListEmitted;
                  }
                  if (result.outcome === 'conflict')
                    return { type: 'conflict' as const, current: result.current };
                  return { type: 'failed' as const };
                }),
              ],
            },
          },
        },
      },
    },
  },
});
