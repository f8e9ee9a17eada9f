import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ApiError, ApiResult } from '@admission/api-client';
import { present } from '../present';
import { failureBranches, wordedReading } from '../failures';
import { classifyResetConfirmError, resetLinkDead, type ResetConfirmErrorCode } from '../rules/refusals';
import { missingPasswordRules, passwordsMatch, type PasswordRuleCode } from '../rules/password';

/** Calls 9, 10 and the resend call: only success or failure matters (the body is informative). */
export type AuthCallOutput = ApiResult<{ message: string | null }>;

export interface ResetConfirmInput {
  /** The `token` query parameter. */
  token: string | null | undefined;
}
/** Call 10: `{ userId: <token>, newPassword }` (200 is success). */
export interface ConfirmResetInput {
  userId: string;
  newPassword: string;
}

export type ResetConfirmEvent = { type: 'SUBMIT'; password: string; confirmation: string };

export interface ResetConfirmContext {
  token: string | null;
  error: ResetConfirmErrorCode | null;
  /** With weakPassword: the missing rules, in the spec's order. */
  missingRules: PasswordRuleCode[];
}

const resetConfirmSetup = setup({
  types: {
    context: {} as ResetConfirmContext,
    events: {} as ResetConfirmEvent,
    input: {} as ResetConfirmInput,
  },
  actors: {
    /** Whether the link's token can still be used, without using it (`x-portal-addition`). */
    checkLink: fromPromise<AuthCallOutput, { token: string }>(async () => {
      throw new Error('checkLink not provided');
    }),
    confirmReset: fromPromise<AuthCallOutput, ConfirmResetInput>(async () => {
      throw new Error('confirmReset not provided');
    }),
  },
  actions: {
    /** The form's own checks, before any call: the code, and the rules a weak password misses. */
    refuse: assign((_, params: { error: ResetConfirmErrorCode; missingRules?: PasswordRuleCode[] }) => ({
      error: params.error,
      missingRules: params.missingRules ?? [],
    })),
    clearError: assign({ error: null, missingRules: [] }),
    fail: assign((_, error: ApiError) => ({ error: classifyResetConfirmError(error) })),
  },
  guards: {
    missingToken: ({ context }) => context.token === null,
    deadLink: (_, output: AuthCallOutput) => !output.ok && resetLinkDead(output.error),
    mismatch: ({ event }) => !passwordsMatch(event.password, event.confirmation),
    weak: ({ event }) => missingPasswordRules(event.password).length > 0,
  },
}).extend(wordedReading);

export const resetConfirmMachine = resetConfirmSetup.createMachine({
  id: 'resetConfirm',
  context: ({ input }) => ({
    token: input.token?.trim() ? input.token : null,
    error: null,
    missingRules: [],
  }),
  // The link is judged as the page opens, so a dead one is said before any password is typed.
  initial: 'opening',
  on: {
    SUBMIT: [
      {
        guard: 'missingToken',
        target: '.error',
        actions: { type: 'refuse', params: { error: 'missingToken' } },
      },
      { guard: 'mismatch', target: '.error', actions: { type: 'refuse', params: { error: 'mismatch' } } },
      {
        guard: 'weak',
        target: '.error',
        actions: {
          type: 'refuse',
          params: ({ event }) => ({
            error: 'weakPassword',
            missingRules: missingPasswordRules(event.password),
          }),
        },
      },
      { target: '.sending' },
    ],
  },
  states: {
    opening: {
      always: [{ guard: 'missingToken', target: 'idle' }, { target: 'checking' }],
    },
    checking: {
      // No form is shown yet: nothing to submit.
      on: { SUBMIT: {} },
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ token: present(context.token, 'token') }),
        onDone: [
          {
            guard: { type: 'deadLink', params: ({ event }) => event.output },
            target: 'linkInvalid',
            actions: { type: 'refuse', params: { error: 'linkInvalid' } },
          },
          // Good, or not known (no such call, no answer): the form, and call 10 judges.
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
    },
    /** Final for the page: the way on is a new link, not the form. */
    linkInvalid: { on: { SUBMIT: {} } },
    idle: {},
    sending: {
      entry: 'clearError',
      // SUBMIT is handled at the root; while sending it must not start a second request.
      on: { SUBMIT: {} },
      invoke: {
        id: 'confirmReset',
        src: 'confirmReset',
        // The password goes from the event to the call; it never enters the context.
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { userId: present(context.token, 'token'), newPassword: event.password };
        },
        onDone: [
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'done' },
          // A refused link or password is worded (a new link is offered); no usable answer (no
          // connection, none in time, a 5xx, an unreadable one) is reported.
          ...failureBranches({
            flow: 'resetConfirm',
            fail: 'fail',
            target: 'error',
            report: 'password reset: new password not set',
          }),
        ],
      },
    },
    done: { type: 'final' },
    error: {},
  },
});
