import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type {
  ApiResult,
  ProgramKind,
  StaffApplication,
  StaffApplicationPage,
  StaffDecisionError,
  StaffDecisionKind,
  StaffDecisionRequest,
  StaffListQuery,
} from '@admission/api-client';
import { present } from '../present';
import { dataOf, errorOf, issuesOf, resultReading } from '../result';
import { staffListRequest, type StaffQuery } from '../rules/staffQuery';

export interface StaffListInput {
  kind: ProgramKind;
  query: StaffQuery;
  /**
   * The service has the ranking additions (its programmes call answered): the query's order and
   * programme are sent. Without them, the list as before (docs/behaviour.md, « Staff lists »).
   */
  ranked?: boolean;
}

export interface FetchPageInput {
  kind: ProgramKind;
  query: StaffListQuery;
}
export type FetchPageOutput = ApiResult<StaffApplicationPage>;
/** Call 12: one decision, with the version the reviewer saw. */
export interface DecideInput {
  candidateId: string;
  request: StaffDecisionRequest;
}
/**
 * Call 12's input for a decision on `application` (the lists' and the file's alike): the version the
 * reviewer saw goes with it; a blank reason is not sent.
 */
export function decideInput(
  { id, version }: Pick<StaffApplication, 'id' | 'version'>,
  event: { type: string; reason?: string },
): DecideInput {
  if (event.type === 'CONFIRM_REJECT') {
    const reason = event.reason?.trim();
    return { candidateId: id, request: { decision: 'rejected', version, ...(reason ? { reason } : {}) } };
  }
  assertEvent(event, 'ACCEPT');
  return { candidateId: id, request: { decision: 'accepted', version } };
}
/** A 409 is a `conflict` (api-client decides it), with the current application when the server sent it. */
export type DecideOutput = ApiResult<StaffApplication, StaffDecisionError>;

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
  ranked: boolean;
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
/** A decision that did not happen: the row as it was before, and « Erreur ». */
const rolledBack = ({ context }: { context: StaffListContext }) => ({
  row: present(context.before, 'before'),
  conflict: null,
  announce: { type: 'failed' as const },
});
/** Someone else decided first: the application as it now is, when the conflict says so. */
const currentOf = (output: DecideOutput): StaffApplication | undefined =>
  !output.ok && output.error.kind === 'conflict' ? output.error.current : undefined;

const staffListSetup = setup({
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
    decide: fromPromise<DecideOutput, DecideInput>(async () => {
      throw new Error('decide not provided');
    }),
  },
  actions: {
    /** The URL's query: loaded anew, without the last conflict or a confirmation left open. */
    takeQuery: assign((_, query: StaffQuery) => ({ query, conflict: null, confirming: null })),
    showPage: assign((_, page: StaffApplicationPage) => {
      const { items, ...paging } = page;
      return { rows: items, paging };
    }),
    clearPage: assign({ rows: [], paging: null }),
    /** The decision shown at once (optimistic), the row as it was kept to roll back to. */
    decide: assign(({ context }, params: { row: StaffApplication; status: 'accepted' | 'rejected' }) => ({
      before: params.row,
      conflict: null,
      rows: replaceRow(context.rows, { ...params.row, status: params.status }),
    })),
    /** Opens the rejection's confirmation for a row. */
    confirmReject: assign((_, row: StaffApplication | null) => ({ confirming: row, conflict: null })),
    cancelReject: assign({ confirming: null }),
    /**
     * A decision's answer: its row replaces the optimistic one (the server's, the current one of a
     * conflict, or the row as it was before), and the screen is told (toasts).
     */
    settleDecision: enqueueActions(
      (
        { context, enqueue },
        params: { row: StaffApplication; conflict: StaffApplication | null; announce: StaffListEmitted },
      ) => {
        enqueue.assign({
          rows: replaceRow(context.rows, params.row),
          before: null,
          confirming: null,
          conflict: params.conflict,
        });
        enqueue.emit(params.announce);
      },
    ),
  },
  guards: {
    /** Someone else decided first, and the answer says how the application now is. */
    conflict: (_, output: DecideOutput) => currentOf(output) !== undefined,
    /** Only a pending application may be decided (docs/behaviour.md, « Staff lists »). */
    rowPending: ({ context }, id: string) => isPending(context.rows.find((row) => row.id === id)),
  },
}).extend(resultReading);

/** A staff list: one page of one programme kind, and the decisions made on it. */
export const staffListMachine = staffListSetup.createMachine({
  id: 'staffList',
  context: ({ input }) => ({
    kind: input.kind,
    query: input.query,
    ranked: input.ranked ?? false,
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
      actions: { type: 'takeQuery', params: ({ event }) => event.query },
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({
          kind: context.kind,
          query: staffListRequest(context.query, context.ranked),
        }),
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              { type: 'showPage', params: ({ event }) => dataOf(event.output) },
              // Rows read in part (unknown status, no date) are shown; the fault is logged once.
              enqueueActions(({ event, enqueue }) => {
                const issues = issuesOf(event.output);
                if (issues.length > 0) {
                  enqueue({
                    type: 'log',
                    params: { message: 'staff list: rows read in part', detail: issues },
                  });
                }
              }),
            ],
          },
          {
            target: 'failed',
            actions: [
              'clearPage',
              {
                type: 'log',
                params: ({ event }) => ({ message: 'staff list: not loaded', detail: errorOf(event.output) }),
              },
            ],
          },
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
              actions: {
                type: 'decide',
                params: ({ context, event }) => ({
                  // A pending row of this id (guard rowPending).
                  row: present(
                    context.rows.find((candidate) => candidate.id === event.id),
                    'row',
                  ),
                  status: 'accepted',
                }),
              },
            },
            REJECT: {
              guard: { type: 'rowPending', params: ({ event }) => event.id },
              target: 'confirmingReject',
              actions: {
                type: 'confirmReject',
                params: ({ context, event }) => context.rows.find((row) => row.id === event.id) ?? null,
              },
            },
          },
        },
        confirmingReject: {
          on: {
            CANCEL_REJECT: { target: 'idle', actions: 'cancelReject' },
            CONFIRM_REJECT: {
              target: 'deciding',
              actions: {
                type: 'decide',
                params: ({ context }) => ({
                  row: present(context.confirming, 'confirming'),
                  status: 'rejected',
                }),
              },
            },
          },
        },
        deciding: {
          tags: ['deciding'],
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context, event }) => decideInput(present(context.before, 'before'), event),
            onDone: [
              {
                guard: { type: 'answered', params: ({ event }) => event.output },
                target: 'idle',
                actions: {
                  type: 'settleDecision',
                  params: ({ event }) => {
                    const application = dataOf(event.output);
                    return {
                      row: application,
                      conflict: null,
                      announce: {
                        type: 'decided',
                        decision: application.status === 'rejected' ? 'rejected' : 'accepted',
                        application,
                      },
                    };
                  },
                },
              },
              {
                guard: { type: 'conflict', params: ({ event }) => event.output },
                target: 'idle',
                actions: {
                  type: 'settleDecision',
                  params: ({ event }) => {
                    const current = currentOf(event.output) as StaffApplication;
                    return { row: current, conflict: current, announce: { type: 'conflict', current } };
                  },
                },
              },
              {
                // Refused, no answer, or a conflict that does not say how the application now is:
                // the row goes back to what it was.
                target: 'idle',
                actions: [
                  { type: 'settleDecision', params: rolledBack },
                  {
                    type: 'log',
                    params: ({ event }) => ({
                      message: 'staff list: decision not recorded',
                      detail: errorOf(event.output),
                    }),
                  },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'settleDecision', params: rolledBack },
            },
          },
        },
      },
    },
  },
});
