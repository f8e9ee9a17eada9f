import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type {
  ApiResult,
  ProgramKind,
  StaffApplication,
  StaffApplicationPage,
  StaffBulkDecisionError,
  StaffBulkDecisionRequest,
  StaffDecisionError,
  StaffDecisionKind,
  StaffDecisionRequest,
  StaffListQuery,
} from '@admission/api-client';
import { present } from '../present';
import { dataOf, errorOf, issuesOf, resultReading } from '../result';
import { staffListRequest, type StaffQuery } from '../rules/staffQuery';
import {
  afterConflict,
  bulkRequest,
  keptOf,
  isSelectable,
  selectableIds,
  toggled,
  withRows,
} from '../rules/staffSelection';

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

/** The bulk call (docs/behaviour.md, « Bulk decisions »): one decision on the selected rows, all or nothing. */
export interface DecideManyInput {
  kind: ProgramKind;
  request: StaffBulkDecisionRequest;
}
/** A 409 is a `conflict` (nothing recorded), with what changed when the server said it. */
export type DecideManyOutput = ApiResult<StaffApplication[], StaffBulkDecisionError>;

type StaffPaging = Omit<StaffApplicationPage, 'items'>;

export type StaffListEvent =
  /** The URL's query changed (search, filter, page, back button). */
  | { type: 'QUERY'; query: StaffQuery }
  | { type: 'RETRY' }
  | { type: 'ACCEPT'; id: string }
  /** Opens the confirmation; nothing is sent yet. */
  | { type: 'REJECT'; id: string }
  | { type: 'CONFIRM_REJECT'; reason?: string }
  | { type: 'CANCEL_REJECT' }
  /** Selects a pending row of the page, or unselects a selected one. */
  | { type: 'TOGGLE_SELECTION'; id: string }
  /** « Tout sélectionner »: every pending row of the page. */
  | { type: 'SELECT_PAGE' }
  | { type: 'CLEAR_SELECTION' }
  /** « Accepter la sélection » / « Rejeter la sélection »: opens the confirmation; nothing is sent yet. */
  | { type: 'BULK'; decision: StaffDecisionKind }
  | { type: 'CONFIRM_BULK'; reason?: string }
  | { type: 'CANCEL_BULK' };

/** What the screen announces (toasts): the container listens with `actor.on(...)`. */
export type StaffListEmitted =
  | { type: 'decided'; decision: StaffDecisionKind; application: StaffApplication }
  | { type: 'conflict'; current: StaffApplication }
  | { type: 'failed' }
  /** Every selected application was decided (`count` of them). */
  | { type: 'bulkDecided'; decision: StaffDecisionKind; count: number }
  /** Nothing was recorded: `count` applications changed meanwhile (their rows show how they now are). */
  | { type: 'bulkConflict'; count: number }
  /** Nothing was recorded (refused, no answer): the rows and the selection are as they were. */
  | { type: 'bulkFailed' };

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
  /** The ids of the selected rows (pending rows of the page, in its order). */
  selected: string[];
  /** The bulk decision being confirmed or sent. */
  bulk: StaffDecisionKind | null;
  /** The last bulk decision refused (409): how many applications had changed. */
  bulkConflict: number | null;
}

const isPending = (row: StaffApplication | undefined) => isSelectable(row);
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

/** What a refused bulk decision says changed, when the server said it. */
const bulkChangesOf = (
  output: DecideManyOutput,
): { changed: StaffApplication[]; missing: string[] } | undefined =>
  !output.ok && output.error.kind === 'conflict' && output.error.changed
    ? { changed: output.error.changed, missing: output.error.missing ?? [] }
    : undefined;

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
    decideMany: fromPromise<DecideManyOutput, DecideManyInput>(async () => {
      throw new Error('decideMany not provided');
    }),
  },
  actions: {
    /** The URL's query: loaded anew, without the last conflict or a confirmation left open. */
    takeQuery: assign((_, query: StaffQuery) => ({
      query,
      conflict: null,
      confirming: null,
      selected: [],
      bulkConflict: null,
    })),
    showPage: assign((_, page: StaffApplicationPage) => {
      const { items, ...paging } = page;
      return { rows: items, paging };
    }),
    clearPage: assign({ rows: [], paging: null }),
    /** The decision shown at once (optimistic), the row as it was kept to roll back to. */
    decide: assign(({ context }, params: { row: StaffApplication; status: 'accepted' | 'rejected' }) => {
      const rows = replaceRow(context.rows, { ...params.row, status: params.status });
      // A decided row leaves the selection.
      return {
        before: params.row,
        conflict: null,
        bulkConflict: null,
        rows,
        selected: keptOf(rows, context.selected),
      };
    }),
    toggleSelection: assign(({ context }, id: string) => ({
      selected: toggled(context.rows, context.selected, id),
    })),
    selectPage: assign(({ context }) => ({ selected: selectableIds(context.rows) })),
    clearSelection: assign({ selected: [] }),
    openBulk: assign((_, decision: StaffDecisionKind) => ({
      bulk: decision,
      conflict: null,
      bulkConflict: null,
    })),
    cancelBulk: assign({ bulk: null }),
    /** Every decision recorded: the server's rows, an empty selection, the toast. */
    bulkDone: enqueueActions(({ context, enqueue }, updated: StaffApplication[]) => {
      enqueue.assign({ rows: withRows(context.rows, updated), selected: [], bulk: null });
      enqueue.emit({ type: 'bulkDecided', decision: present(context.bulk, 'bulk'), count: updated.length });
    }),
    /** Nothing recorded, some changed: their current rows, the selection without them, the message. */
    bulkRefused: enqueueActions(
      ({ context, enqueue }, params: { changed: StaffApplication[]; missing: string[] }) => {
        const count = params.changed.length + params.missing.length;
        const rows = withRows(context.rows, params.changed);
        enqueue.assign({
          rows,
          selected: keptOf(rows, afterConflict(context.selected, params.changed, params.missing)),
          bulk: null,
          bulkConflict: count,
        });
        enqueue.emit({ type: 'bulkConflict', count });
      },
    ),
    /** Nothing recorded, nothing known to have changed: everything as it was, the error toast. */
    bulkFailed: enqueueActions(({ enqueue }) => {
      enqueue.assign({ bulk: null });
      enqueue.emit({ type: 'bulkFailed' });
    }),
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
        const rows = replaceRow(context.rows, params.row);
        enqueue.assign({
          rows,
          selected: keptOf(rows, context.selected),
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
    /** A refused bulk decision that says what changed. */
    bulkConflict: (_, output: DecideManyOutput) => bulkChangesOf(output) !== undefined,
    selectable: ({ context }, id: string) =>
      context.selected.includes(id) || isPending(context.rows.find((row) => row.id === id)),
    /** Something on the page to select that is not selected yet. */
    pageSelectable: ({ context }) => selectableIds(context.rows).length > context.selected.length,
    hasSelection: ({ context }) => context.selected.length > 0,
    /** Only a pending or waitlisted application may be decided (docs/behaviour.md, « Staff lists »). */
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
    selected: [],
    bulk: null,
    bulkConflict: null,
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
            TOGGLE_SELECTION: {
              guard: { type: 'selectable', params: ({ event }) => event.id },
              actions: { type: 'toggleSelection', params: ({ event }) => event.id },
            },
            SELECT_PAGE: { guard: 'pageSelectable', actions: 'selectPage' },
            CLEAR_SELECTION: { guard: 'hasSelection', actions: 'clearSelection' },
            BULK: {
              guard: 'hasSelection',
              target: 'confirmingBulk',
              actions: { type: 'openBulk', params: ({ event }) => event.decision },
            },
          },
        },
        confirmingBulk: {
          on: {
            CANCEL_BULK: { target: 'idle', actions: 'cancelBulk' },
            CONFIRM_BULK: { target: 'bulkDeciding' },
          },
        },
        bulkDeciding: {
          tags: ['deciding', 'bulkDeciding'],
          invoke: {
            id: 'decideMany',
            src: 'decideMany',
            input: ({ context, event }) => {
              assertEvent(event, 'CONFIRM_BULK');
              return {
                kind: context.kind,
                request: bulkRequest(
                  context.rows,
                  context.selected,
                  present(context.bulk, 'bulk'),
                  event.reason,
                ),
              };
            },
            onDone: [
              {
                guard: { type: 'answered', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'bulkDone', params: ({ event }) => dataOf(event.output) },
              },
              {
                guard: { type: 'bulkConflict', params: ({ event }) => event.output },
                target: 'idle',
                actions: {
                  type: 'bulkRefused',
                  params: ({ event }) => present(bulkChangesOf(event.output), 'changes'),
                },
              },
              {
                target: 'idle',
                actions: [
                  'bulkFailed',
                  {
                    type: 'log',
                    params: ({ event }) => ({
                      message: 'staff list: bulk decision not recorded',
                      detail: errorOf(event.output),
                    }),
                  },
                ],
              },
            ],
            onError: { target: 'idle', actions: 'bulkFailed' },
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
