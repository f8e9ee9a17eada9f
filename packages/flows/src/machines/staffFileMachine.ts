import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ApiError, ApiResult, StaffApplication, StaffApplicationFile } from '@admission/api-client';
import { present } from '../present';
import { dataOf, errorOf, resultReading } from '../result';
import { classifyLoadError, type LoadErrorCode } from '../rules/errors';
import { isSelectable } from '../rules/staffSelection';
import { decideInput, type DecideInput, type DecideOutput, type StaffListEmitted } from './staffListMachine';

/** The file's call: `data: null` is a 404 (an unknown application, or a service without files). */
export type FetchFileOutput = ApiResult<StaffApplicationFile | null>;

export type StaffFileEvent =
  | { type: 'RETRY' }
  | { type: 'ACCEPT' }
  /** Opens the confirmation; nothing is sent yet. */
  | { type: 'REJECT' }
  | { type: 'CONFIRM_REJECT'; reason?: string }
  | { type: 'CANCEL_REJECT' };

/** What the screen announces (toasts), as the lists do. */
export type StaffFileEmitted = StaffListEmitted;

/** Why the file is not shown: no usable answer (`failed`, `timeout`) or refused for the role (`forbidden`). */
export type StaffFileErrorCode = LoadErrorCode | 'forbidden';

/** The file as shown: its application replaced by a decision's answer, as the lists read it. */
export type ShownStaffFile = Omit<StaffApplicationFile, 'application'> & { application: StaffApplication };

export interface StaffFileContext {
  candidateId: string;
  file: ShownStaffFile | null;
  error: StaffFileErrorCode | null;
  /** The rejection waits for its confirmation. */
  confirming: boolean;
  /** The last decision refused because someone decided first: the application's current state. */
  conflict: StaffApplication | null;
}

const currentOf = (output: DecideOutput): StaffApplication | undefined =>
  !output.ok && output.error.kind === 'conflict' ? output.error.current : undefined;

const staffFileSetup = setup({
  types: {
    context: {} as StaffFileContext,
    input: {} as { candidateId: string },
    events: {} as StaffFileEvent,
    emitted: {} as StaffFileEmitted,
  },
  actors: {
    fetchFile: fromPromise<FetchFileOutput, { candidateId: string }>(async () => {
      throw new Error('fetchFile not provided');
    }),
    decide: fromPromise<DecideOutput, DecideInput>(async () => {
      throw new Error('decide not provided');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    showFile: assign((_, file: StaffApplicationFile | null) => ({ file })),
    fail: assign((_, error: ApiError) => ({
      error: error.kind === 'http' && error.status === 403 ? 'forbidden' : classifyLoadError(error),
    })),
    confirmReject: assign({ confirming: true, conflict: null }),
    cancelReject: assign({ confirming: false }),
    /**
     * A decision's answer: the application as it now is (the server's, or the current one of a
     * conflict) replaces the file's; the screen is told (toasts). The history is read again after.
     */
    settleDecision: enqueueActions(
      (
        { context, enqueue },
        params: {
          application: StaffApplication | null;
          conflict: StaffApplication | null;
          announce: StaffFileEmitted;
        },
      ) => {
        const file = present(context.file, 'file');
        enqueue.assign({
          file: params.application ? { ...file, application: params.application } : file,
          confirming: false,
          conflict: params.conflict,
        });
        enqueue.emit(params.announce);
      },
    ),
  },
  guards: {
    found: (_, output: FetchFileOutput) => output.ok && output.data !== null,
    /** Someone else decided first, and the answer says how the application now is. */
    conflict: (_, output: DecideOutput) => currentOf(output) !== undefined,
    /** Only a pending or waitlisted application may be decided (docs/behaviour.md, « Staff lists »). */
    pending: ({ context }) => isSelectable(context.file?.application),
  },
}).extend(resultReading);

/**
 * « Dossier du candidat » (docs/behaviour.md, deviation 63): the file of one application, and the
 * decisions made on it, as in the lists (a version-checked call 12; a 409 shows the current state).
 * After a decision the file is read again, quietly, so its history shows it; a failure of that
 * reading keeps what is shown.
 */
export const staffFileMachine = staffFileSetup.createMachine({
  id: 'staffFile',
  context: ({ input }) => ({
    candidateId: input.candidateId,
    file: null,
    error: null,
    confirming: false,
    conflict: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'fetchFile',
        src: 'fetchFile',
        input: ({ context }) => ({ candidateId: context.candidateId }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'showFile', params: ({ event }) => dataOf(event.output) },
          },
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'notFound' },
          {
            target: 'failed',
            actions: [
              { type: 'fail', params: ({ event }) => errorOf(event.output) },
              {
                type: 'log',
                params: ({ event }) => ({ message: 'staff file: not loaded', detail: errorOf(event.output) }),
              },
            ],
          },
        ],
      },
    },
    failed: { on: { RETRY: 'loading' } },
    notFound: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ACCEPT: { guard: 'pending', target: 'deciding' },
            REJECT: { guard: 'pending', target: 'confirmingReject', actions: 'confirmReject' },
          },
        },
        confirmingReject: {
          on: {
            CANCEL_REJECT: { target: 'idle', actions: 'cancelReject' },
            CONFIRM_REJECT: { target: 'deciding', actions: 'cancelReject' },
          },
        },
        deciding: {
          tags: ['deciding'],
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context, event }) => decideInput(present(context.file, 'file').application, event),
            onDone: [
              {
                guard: { type: 'answered', params: ({ event }) => event.output },
                target: 'refreshing',
                actions: {
                  type: 'settleDecision',
                  params: ({ event }) => {
                    const application = dataOf(event.output);
                    return {
                      application,
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
                target: 'refreshing',
                actions: {
                  type: 'settleDecision',
                  params: ({ event }) => {
                    const current = present(currentOf(event.output), 'current');
                    return {
                      application: current,
                      conflict: current,
                      announce: { type: 'conflict', current },
                    };
                  },
                },
              },
              {
                // Refused, no answer, or a conflict that does not say how the application now is.
                target: 'idle',
                actions: [
                  {
                    type: 'settleDecision',
                    params: { application: null, conflict: null, announce: { type: 'failed' } },
                  },
                  {
                    type: 'log',
                    params: ({ event }) => ({
                      message: 'staff file: decision not recorded',
                      detail: errorOf(event.output),
                    }),
                  },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'settleDecision',
                params: { application: null, conflict: null, announce: { type: 'failed' } },
              },
            },
          },
        },
        refreshing: {
          tags: ['deciding'],
          invoke: {
            id: 'fetchFile',
            src: 'fetchFile',
            input: ({ context }) => ({ candidateId: context.candidateId }),
            onDone: [
              {
                guard: { type: 'found', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'showFile', params: ({ event }) => dataOf(event.output) },
              },
              // Not read again: the decision is shown already; the history waits for the next visit.
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
      },
    },
  },
});
