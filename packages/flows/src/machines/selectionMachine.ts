import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type {
  ApiError,
  ApiResult,
  ProgramKind,
  StaffApplication,
  StaffBulkDecisionError,
  StaffCapacityRequest,
  StaffProgram,
  StaffSelectionProposal,
  StaffSelectionRequest,
  StaffSelectionResult,
} from '@admission/api-client';
import { present } from '../present';
import { dataOf, errorOf, resultReading } from '../result';
import { classifyLoadError, type LoadErrorCode } from '../rules/errors';
import {
  canExclude,
  canInclude,
  keptAdjustments,
  proposeWith,
  reasonOf,
  selectionRequest,
  type Adjustment,
  type AdjustmentKind,
} from '../rules/selection';

/** A programme with its capacity (null: not fixed yet). */
export type ProgramWithCapacity = StaffProgram;

/** The proposal call's answer (docs/behaviour.md, « Proposed selection »). */
export type SelectionProposalData = StaffSelectionProposal;

export interface SelectionTarget {
  kind: ProgramKind;
  programId: string;
}
/** `data: null` is a 404: an unknown programme, or a service without the selection. */
export type FetchProposalOutput = ApiResult<SelectionProposalData | null>;
export type ApplySelectionInput = SelectionTarget & { request: StaffSelectionRequest };
export type SelectionResult = StaffSelectionResult;
/** A 409 is a `conflict` (nothing recorded), with what changed when the server said it. */
export type ApplySelectionOutput = ApiResult<SelectionResult, StaffBulkDecisionError>;
export type Capacity = StaffCapacityRequest;
export type SetCapacityInput = SelectionTarget & { capacity: Capacity };
export type SetCapacityOutput = ApiResult<ProgramWithCapacity>;

/** The bounds of a capacity (the contract's). */
export const MAX_PLACES = 5000;
export const isCapacity = ({ places, waitlistPlaces }: Capacity): boolean =>
  [places, waitlistPlaces].every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_PLACES);

export type SelectionEvent =
  | { type: 'RETRY' }
  /** « Retirer » / « Admettre »: opens the reason's dialog. */
  | { type: 'ADJUST'; kind: AdjustmentKind; candidateId: string }
  | { type: 'GIVE_REASON'; reason: string }
  | { type: 'CANCEL_REASON' }
  /** « Annuler » on an adjustment. */
  | { type: 'UNDO'; candidateId: string }
  /** « Confirmer la sélection »: opens the confirmation; nothing is sent yet. */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL_CONFIRM' }
  | { type: 'SEND' }
  /** « Proposer à nouveau » after a conflict. */
  | { type: 'PROPOSE_AGAIN' }
  /** « Enregistrer la capacité » (an admin). */
  | { type: 'SAVE_CAPACITY'; capacity: Capacity };

export type SelectionEmitted =
  { type: 'applied'; accepted: number; waitlisted: number } | { type: 'failed' } | { type: 'capacitySaved' };

export type SelectionErrorCode = LoadErrorCode | 'forbidden';

export interface SelectionContext extends SelectionTarget {
  /** An admin sets the capacity; a teacher reads it. */
  canSetCapacity: boolean;
  proposal: SelectionProposalData | null;
  adjustments: Adjustment[];
  /** The adjustment whose reason is asked. */
  asking: { kind: AdjustmentKind; candidateId: string } | null;
  /** The reason was left blank (or too long). */
  reasonMissing: boolean;
  error: SelectionErrorCode | null;
  /** The last confirmation refused because something changed: what did, when the server said it. */
  conflict: { changed: StaffApplication[]; missing: string[] } | null;
  /** The last confirmation got no answer or was refused: nothing recorded, everything kept. */
  applyFailed: boolean;
  capacityError: 'failed' | 'forbidden' | null;
  result: SelectionResult | null;
}

const changesOf = (output: ApplySelectionOutput) =>
  !output.ok && output.error.kind === 'conflict'
    ? { changed: output.error.changed ?? [], missing: output.error.missing ?? [] }
    : undefined;

const selectionSetup = setup({
  types: {
    context: {} as SelectionContext,
    input: {} as SelectionTarget & { canSetCapacity: boolean },
    events: {} as SelectionEvent,
    emitted: {} as SelectionEmitted,
  },
  actors: {
    fetchProposal: fromPromise<FetchProposalOutput, SelectionTarget>(async () => {
      throw new Error('fetchProposal not provided');
    }),
    applySelection: fromPromise<ApplySelectionOutput, ApplySelectionInput>(async () => {
      throw new Error('applySelection not provided');
    }),
    setCapacity: fromPromise<SetCapacityOutput, SetCapacityInput>(async () => {
      throw new Error('setCapacity not provided');
    }),
  },
  actions: {
    startLoading: assign({ error: null, conflict: null, applyFailed: false, asking: null }),
    /** A new proposal: the adjustments whose candidates are still there are kept. */
    showProposal: assign(({ context }, proposal: SelectionProposalData) => ({
      proposal,
      adjustments: keptAdjustments(proposal, context.adjustments),
    })),
    fail: assign((_, error: ApiError) => ({
      error: error.kind === 'http' && error.status === 403 ? 'forbidden' : classifyLoadError(error),
    })),
    ask: assign((_, asking: { kind: AdjustmentKind; candidateId: string }) => ({
      asking,
      reasonMissing: false,
      applyFailed: false,
      capacityError: null,
    })),
    missReason: assign({ reasonMissing: true }),
    closeReason: assign({ asking: null, reasonMissing: false }),
    addAdjustment: assign(({ context }, reason: string) => ({
      adjustments: [...context.adjustments, { ...present(context.asking, 'asking'), reason }],
      asking: null,
      reasonMissing: false,
    })),
    undo: assign(({ context }, candidateId: string) => ({
      adjustments: context.adjustments.filter((a) => a.candidateId !== candidateId),
      applyFailed: false,
    })),
    openConfirm: assign({ applyFailed: false, capacityError: null }),
    applied: enqueueActions(({ enqueue }, result: SelectionResult) => {
      enqueue.assign({ result });
      enqueue.emit({ type: 'applied', accepted: result.accepted.length, waitlisted: result.waitlist.length });
    }),
    refused: assign((_, conflict: { changed: StaffApplication[]; missing: string[] }) => ({ conflict })),
    applyFailed: enqueueActions(({ enqueue }) => {
      enqueue.assign({ applyFailed: true });
      enqueue.emit({ type: 'failed' });
    }),
    startCapacity: assign({ capacityError: null, applyFailed: false }),
    capacitySaved: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'capacitySaved' })),
    capacityFailed: assign((_, error: ApiError | null) => ({
      capacityError:
        error?.kind === 'http' && error.status === 403 ? ('forbidden' as const) : ('failed' as const),
    })),
  },
  guards: {
    found: (_, output: FetchProposalOutput) => output.ok && output.data !== null,
    conflict: (_, output: ApplySelectionOutput) => changesOf(output) !== undefined,
    canAdjust: ({ context }, params: { kind: AdjustmentKind; candidateId: string }) => {
      const proposal = present(context.proposal, 'proposal');
      return params.kind === 'exclude'
        ? canExclude(proposal, context.adjustments, params.candidateId)
        : canInclude(proposal, context.adjustments, params.candidateId);
    },
    reasonGiven: (_, reason: string) => reasonOf(reason) !== null,
    adjusted: ({ context }, candidateId: string) =>
      context.adjustments.some((a) => a.candidateId === candidateId),
    /** Something to confirm: the places are fixed and someone is accepted or waitlisted. */
    hasProposal: ({ context }) => {
      const proposal = proposeWith(present(context.proposal, 'proposal'), context.adjustments);
      return proposal.accepted.length + proposal.waitlist.length > 0;
    },
    mayDecideCapacity: ({ context }, capacity: Capacity) => context.canSetCapacity && isCapacity(capacity),
  },
}).extend(resultReading);

/**
 * « Proposer une sélection » (docs/behaviour.md, « Proposed selection »): a programme's proposal by
 * merit against its places left, the reviewer's adjustments (each with a reason), and its
 * confirmation, all or nothing on the server. A 409 says what changed and offers a new proposal
 * that keeps the adjustments whose candidates remain; a failure keeps everything. An admin sets
 * the programme's capacity here too (a new proposal follows).
 */
export const selectionMachine = selectionSetup.createMachine({
  id: 'selection',
  context: ({ input }) => ({
    kind: input.kind,
    programId: input.programId,
    canSetCapacity: input.canSetCapacity,
    proposal: null,
    adjustments: [],
    asking: null,
    reasonMissing: false,
    error: null,
    conflict: null,
    applyFailed: false,
    capacityError: null,
    result: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: 'startLoading',
      invoke: {
        id: 'fetchProposal',
        src: 'fetchProposal',
        input: ({ context }) => ({ kind: context.kind, programId: context.programId }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'ready',
            actions: {
              type: 'showProposal',
              params: ({ event }) => present(dataOf(event.output), 'proposal'),
            },
          },
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'notFound' },
          {
            target: 'failed',
            actions: [
              { type: 'fail', params: ({ event }) => errorOf(event.output) },
              {
                type: 'log',
                params: ({ event }) => ({ message: 'selection: not loaded', detail: errorOf(event.output) }),
              },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: { kind: 'network' } },
        },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    notFound: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ADJUST: {
              guard: { type: 'canAdjust', params: ({ event }) => event },
              target: 'asking',
              actions: {
                type: 'ask',
                params: ({ event }) => ({ kind: event.kind, candidateId: event.candidateId }),
              },
            },
            UNDO: {
              guard: { type: 'adjusted', params: ({ event }) => event.candidateId },
              actions: { type: 'undo', params: ({ event }) => event.candidateId },
            },
            CONFIRM: { guard: 'hasProposal', target: 'confirming', actions: 'openConfirm' },
            SAVE_CAPACITY: {
              guard: { type: 'mayDecideCapacity', params: ({ event }) => event.capacity },
              target: 'savingCapacity',
              actions: 'startCapacity',
            },
          },
        },
        asking: {
          on: {
            GIVE_REASON: [
              {
                guard: { type: 'reasonGiven', params: ({ event }) => event.reason },
                target: 'idle',
                actions: {
                  type: 'addAdjustment',
                  params: ({ event }) => present(reasonOf(event.reason), 'reason'),
                },
              },
              { actions: 'missReason' },
            ],
            CANCEL_REASON: { target: 'idle', actions: 'closeReason' },
          },
        },
        confirming: {
          on: {
            CANCEL_CONFIRM: 'idle',
            SEND: 'applying',
          },
        },
        applying: {
          tags: ['applying'],
          invoke: {
            id: 'applySelection',
            src: 'applySelection',
            input: ({ context, event }) => {
              assertEvent(event, 'SEND');
              const proposal = present(context.proposal, 'proposal');
              return {
                kind: context.kind,
                programId: context.programId,
                request: selectionRequest(proposal.basis, proposal, context.adjustments),
              };
            },
            onDone: [
              {
                guard: { type: 'answered', params: ({ event }) => event.output },
                target: '#selection.applied',
                actions: { type: 'applied', params: ({ event }) => dataOf(event.output) },
              },
              {
                guard: { type: 'conflict', params: ({ event }) => event.output },
                target: '#selection.conflict',
                actions: {
                  type: 'refused',
                  params: ({ event }) => present(changesOf(event.output), 'changes'),
                },
              },
              {
                target: 'idle',
                actions: [
                  'applyFailed',
                  {
                    type: 'log',
                    params: ({ event }) => ({
                      message: 'selection: not recorded',
                      detail: errorOf(event.output),
                    }),
                  },
                ],
              },
            ],
            onError: { target: 'idle', actions: 'applyFailed' },
          },
        },
        savingCapacity: {
          tags: ['savingCapacity'],
          invoke: {
            id: 'setCapacity',
            src: 'setCapacity',
            input: ({ context, event }) => {
              assertEvent(event, 'SAVE_CAPACITY');
              return { kind: context.kind, programId: context.programId, capacity: event.capacity };
            },
            onDone: [
              {
                guard: { type: 'answered', params: ({ event }) => event.output },
                // The places changed: a new proposal, the adjustments that still hold kept.
                target: '#selection.loading',
                actions: 'capacitySaved',
              },
              {
                target: 'idle',
                actions: [
                  { type: 'capacityFailed', params: ({ event }) => errorOf(event.output) },
                  {
                    type: 'log',
                    params: ({ event }) => ({
                      message: 'selection: capacity not saved',
                      detail: errorOf(event.output),
                    }),
                  },
                ],
              },
            ],
            onError: { target: 'idle', actions: { type: 'capacityFailed', params: null } },
          },
        },
      },
    },
    conflict: {
      on: { PROPOSE_AGAIN: 'loading' },
    },
    applied: { type: 'final' },
  },
});
