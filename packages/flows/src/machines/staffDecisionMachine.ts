import { assign, fromPromise, setup } from 'xstate';
import type {
  ApiResult,
  StaffApplication,
  StaffDecisionError,
  StaffDecisionKind,
  StaffDecisionRequest,
} from '@admission/api-client';

export interface StaffDecisionInput {
  /** The application as the reviewer saw it (its version goes with the decision). */
  application: StaffApplication;
  decision: StaffDecisionKind;
  reason?: string;
}

export interface DecideInput {
  candidateId: string;
  request: StaffDecisionRequest;
}
export type DecideOutput = ApiResult<StaffApplication, StaffDecisionError>;

/** How a decision ended. */
export type StaffDecisionOutcome =
  | { outcome: 'decided'; application: StaffApplication }
  /** Someone else decided first (409): the application as it now is. */
  | { outcome: 'conflict'; current: StaffApplication }
  | { outcome: 'failed' };

type Answer = { output: DecideOutput };
const conflictOf = (output: DecideOutput) =>
  !output.ok && output.error.kind === 'http' && output.error.status === 409
    ? output.error.current
    : undefined;

/** One staff decision: the call, and what its answer means. */
export const staffDecisionMachine = setup({
  types: {
    context: {} as StaffDecisionInput & { result: StaffDecisionOutcome | null },
    input: {} as StaffDecisionInput,
    output: {} as StaffDecisionOutcome,
  },
  actors: {
    decide: fromPromise<DecideOutput, DecideInput>(async () => {
      throw new Error('decide not provided');
    }),
  },
  guards: {
    accepted: (_, output: DecideOutput) => output.ok,
    conflict: (_, output: DecideOutput) => conflictOf(output) !== undefined,
  },
}).createMachine({
  id: 'staffDecision',
  context: ({ input }) => ({ ...input, result: null }),
  initial: 'submitting',
  states: {
    submitting: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({
          candidateId: context.application.id,
          request: {
            decision: context.decision,
            version: context.application.version,
            ...(context.reason?.trim() ? { reason: context.reason.trim() } : {}),
          },
        }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }: { event: Answer }) => event.output },
            target: 'decided',
            actions: assign({
              result: ({ event }) =>
                event.output.ok ? { outcome: 'decided' as const, application: event.output.data } : null,
            }),
          },
          {
            guard: { type: 'conflict', params: ({ event }: { event: Answer }) => event.output },
            target: 'conflict',
            actions: assign({
              result: ({ event }) => {
                const current = conflictOf(event.output);
                return current ? { outcome: 'conflict' as const, current } : null;
              },
            }),
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    decided: { type: 'final' },
    conflict: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => context.result ?? { outcome: 'failed' },
});
