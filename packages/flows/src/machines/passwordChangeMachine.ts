import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '@admission/api-client';
import { missingPasswordRules, passwordsMatch, type PasswordRuleCode } from '../rules/password';
import { failureBranches, wordedReading } from '../failures';
import { serverMessageOf } from '../result';
import { classifyPasswordChangeError, type PasswordChangeErrorCode } from '../rules/refusals';
import type { AuthCallOutput } from './resetConfirmMachine';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export type PasswordChangeEvent = {
  type: 'SUBMIT';
  currentPassword: string;
  newPassword: string;
  confirmation: string;
};

export interface PasswordChangeContext {
  error: PasswordChangeErrorCode | null;
  /** With `weakPassword`: the rules the new password misses, in the spec's order. */
  missingRules: PasswordRuleCode[];
  /** With `refused`: the server's French reason (a rule of the identity provider's own policy). */
  serverMessage: string | null;
}

/** For the app (the « Succès » toast), listened to with `actor.on()`: the server confirmed a change. */
export type PasswordChangeEmitted = { type: 'changed' };

const passwordChangeSetup = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    emitted: {} as PasswordChangeEmitted,
  },
  actors: {
    changePassword: fromPromise<AuthCallOutput, ChangePasswordInput>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  actions: {
    /** The form's own checks, before any call: the code, and the rules a weak password misses. */
    refuse: assign((_, params: { error: PasswordChangeErrorCode; missingRules?: PasswordRuleCode[] }) => ({
      error: params.error,
      missingRules: params.missingRules ?? [],
      serverMessage: null,
    })),
    clearError: assign({ error: null, missingRules: [], serverMessage: null }),
    notifyChanged: emit({ type: 'changed' }),
    fail: assign((_, error: ApiError) => {
      const code = classifyPasswordChangeError(error);
      return { error: code, serverMessage: code === 'refused' ? serverMessageOf(error) : null };
    }),
  },
  guards: {
    mismatch: ({ event }) => !passwordsMatch(event.newPassword, event.confirmation),
    weak: ({ event }) => missingPasswordRules(event.newPassword).length > 0,
  },
}).extend(wordedReading);

/**
 * The profile's password change (the spec simulates it; this portal makes the call). The passwords
 * go from the event to the call and never enter the context. Success only on a confirmed answer.
 */
export const passwordChangeMachine = passwordChangeSetup.createMachine({
  id: 'passwordChange',
  context: { error: null, missingRules: [], serverMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [
          { guard: 'mismatch', actions: { type: 'refuse', params: { error: 'mismatch' } } },
          {
            guard: 'weak',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({
                error: 'weakPassword',
                missingRules: missingPasswordRules(event.newPassword),
              }),
            },
          },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { currentPassword: event.currentPassword, newPassword: event.newPassword };
        },
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'idle',
            actions: 'notifyChanged',
          },
          // A wrong current password, a locked account, a password the server's policy refuses are
          // worded; no usable answer or a refusal the page has no words of its own for is reported.
          ...failureBranches({
            flow: 'passwordChange',
            fail: 'fail',
            target: 'idle',
            report: 'password change: failed',
          }),
        ],
      },
    },
  },
});
