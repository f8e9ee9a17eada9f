import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '@admission/api-client';
import { missingPasswordRules, passwordsMatch, type PasswordRuleCode } from '../rules/password';
import { errorOf, resultReading, serverMessageOf } from '../result';
import { classifyPasswordChangeError, type PasswordChangeErrorCode } from '../rules/errors';
import type { AuthCallOutput } from './resetMachines';

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
    fail: assign((_, error: ApiError) => {
      const code = classifyPasswordChangeError(error);
      return { error: code, serverMessage: code === 'refused' ? serverMessageOf(error) : null };
    }),
  },
  guards: {
    mismatch: ({ event }) => !passwordsMatch(event.newPassword, event.confirmation),
    weak: ({ event }) => missingPasswordRules(event.newPassword).length > 0,
  },
}).extend(resultReading);

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
          {
            guard: 'mismatch',
            actions: assign({ error: 'mismatch', missingRules: [], serverMessage: null }),
          },
          {
            guard: 'weak',
            actions: assign({
              error: 'weakPassword',
              missingRules: ({ event }) => missingPasswordRules(event.newPassword),
              serverMessage: null,
            }),
          },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      entry: assign({ error: null, missingRules: [], serverMessage: null }),
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) =>
          event.type === 'SUBMIT'
            ? { currentPassword: event.currentPassword, newPassword: event.newPassword }
            : { currentPassword: '', newPassword: '' },
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'idle',
            actions: emit({ type: 'changed' }),
          },
          {
            // A wrong current password, a locked account, a password the server's policy refuses.
            guard: {
              type: 'worded',
              params: ({ event }) => ({ flow: 'passwordChange', result: event.output }),
            },
            target: 'idle',
            actions: { type: 'fail', params: ({ event }) => errorOf(event.output) },
          },
          {
            // No usable answer (no connection, none in time, an unreadable one) or a refusal the page has
            // no words of its own for (a 5xx...): reported.
            target: 'idle',
            actions: [
              { type: 'fail', params: ({ event }) => errorOf(event.output) },
              {
                type: 'log',
                params: ({ event }) => ({
                  message: 'password change: failed',
                  detail: errorOf(event.output),
                }),
              },
            ],
          },
        ],
      },
    },
  },
});
