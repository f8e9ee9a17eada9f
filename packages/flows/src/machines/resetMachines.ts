import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, ApiResult } from '@admission/api-client';
import { errorOf, resultReading } from '../result';
import {
  classifyResetConfirmError,
  classifyResetRequestError,
  type ResetConfirmErrorCode,
  type ResetRequestErrorCode,
} from '../rules/errors';
import { missingPasswordRules, passwordsMatch, type PasswordRuleCode } from '../rules/password';

/** Call 9 (200 is success). */
export interface RequestResetInput {
  email: string;
}
/** Calls 9 and 10: only success or failure matters (the body is informative). */
export type AuthCallOutput = ApiResult<{ message: string | null }>;

export type ResetRequestEvent = { type: 'SUBMIT'; email: string };

export interface ResetRequestContext {
  /** The address entered (« Si un compte correspond à {email}, un e-mail … vient d’y être envoyé. »). */
  email: string | null;
  error: ResetRequestErrorCode | null;
}

const resetRequestSetup = setup({
  types: { context: {} as ResetRequestContext, events: {} as ResetRequestEvent },
  actors: {
    requestReset: fromPromise<AuthCallOutput, RequestResetInput>(async () => {
      throw new Error('requestReset not provided');
    }),
  },
  actions: {
    fail: assign((_, error: ApiError) => ({ error: classifyResetRequestError(error) })),
  },
  guards: {
    hasEmail: ({ event }) => event.email.trim() !== '',
  },
}).extend(resultReading);

export const resetRequestMachine = resetRequestSetup.createMachine({
  id: 'resetRequest',
  context: { email: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: { guard: 'hasEmail', target: 'sending' } } },
    sending: {
      entry: assign({
        email: ({ event }) => (event.type === 'SUBMIT' ? event.email.trim() : null),
        error: null,
      }),
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email as string }),
        onDone: [
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'sent' },
          {
            // The server answered, and not with 200.
            guard: {
              type: 'worded',
              params: ({ event }) => ({ flow: 'resetRequest', result: event.output }),
            },
            target: 'error',
            actions: { type: 'fail', params: ({ event }) => errorOf(event.output) },
          },
          {
            // No usable answer (no connection, none in time, an unreadable one): reported.
            target: 'error',
            actions: [
              { type: 'fail', params: ({ event }) => errorOf(event.output) },
              {
                type: 'log',
                params: ({ event }) => ({
                  message: 'password reset: e-mail not sent',
                  detail: errorOf(event.output),
                }),
              },
            ],
          },
        ],
      },
    },
    sent: { type: 'final' },
    error: { on: { SUBMIT: { guard: 'hasEmail', target: 'sending' } } },
  },
});

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
    confirmReset: fromPromise<AuthCallOutput, ConfirmResetInput>(async () => {
      throw new Error('confirmReset not provided');
    }),
  },
  actions: {
    fail: assign((_, error: ApiError) => ({ error: classifyResetConfirmError(error) })),
  },
  guards: {
    missingToken: ({ context }) => context.token === null,
    mismatch: ({ event }) => !passwordsMatch(event.password, event.confirmation),
    weak: ({ event }) => missingPasswordRules(event.password).length > 0,
  },
}).extend(resultReading);

export const resetConfirmMachine = resetConfirmSetup.createMachine({
  id: 'resetConfirm',
  context: ({ input }) => ({
    token: input.token?.trim() ? input.token : null,
    error: null,
    missingRules: [],
  }),
  initial: 'idle',
  on: {
    SUBMIT: [
      {
        guard: 'missingToken',
        target: '.error',
        actions: assign({ error: 'missingToken', missingRules: [] }),
      },
      { guard: 'mismatch', target: '.error', actions: assign({ error: 'mismatch', missingRules: [] }) },
      {
        guard: 'weak',
        target: '.error',
        actions: assign({
          error: 'weakPassword',
          missingRules: ({ event }) => missingPasswordRules(event.password),
        }),
      },
      { target: '.sending' },
    ],
  },
  states: {
    idle: {},
    sending: {
      entry: assign({ error: null, missingRules: [] }),
      // SUBMIT is handled at the root; while sending it must not start a second request.
      on: { SUBMIT: {} },
      invoke: {
        id: 'confirmReset',
        src: 'confirmReset',
        // The password goes from the event to the call; it never enters the context.
        input: ({ context, event }) => ({
          userId: context.token as string,
          newPassword: event.type === 'SUBMIT' ? event.password : '',
        }),
        onDone: [
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'done' },
          {
            // The server refused the link or the password.
            guard: {
              type: 'worded',
              params: ({ event }) => ({ flow: 'resetConfirm', result: event.output }),
            },
            target: 'error',
            actions: { type: 'fail', params: ({ event }) => errorOf(event.output) },
          },
          {
            // No usable answer (no connection, none in time, a 5xx, an unreadable one): reported.
            target: 'error',
            actions: [
              { type: 'fail', params: ({ event }) => errorOf(event.output) },
              {
                type: 'log',
                params: ({ event }) => ({
                  message: 'password reset: new password not set',
                  detail: errorOf(event.output),
                }),
              },
            ],
          },
        ],
      },
    },
    done: { type: 'final' },
    error: {},
  },
});
