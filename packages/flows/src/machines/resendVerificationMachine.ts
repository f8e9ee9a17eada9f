import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '@admission/api-client';
import { errorOf, resultReading } from '../result';
import { classifyResendVerificationError, type ResendVerificationErrorCode } from '../rules/errors';
import type { AuthCallOutput } from './resetMachines';

export type ResendVerificationEvent = { type: 'SUBMIT'; email: string };

export interface ResendVerificationContext {
  /** The address entered (« Si un compte non activé correspond à {email}, … »). */
  email: string | null;
  error: ResendVerificationErrorCode | null;
}

const resendVerificationSetup = setup({
  types: { context: {} as ResendVerificationContext, events: {} as ResendVerificationEvent },
  actors: {
    resendVerification: fromPromise<AuthCallOutput, { email: string }>(async () => {
      throw new Error('resendVerification not provided');
    }),
  },
  actions: {
    fail: assign((_, error: ApiError) => ({ error: classifyResendVerificationError(error) })),
  },
  guards: {
    hasEmail: ({ event }) => event.email.trim() !== '',
  },
}).extend(resultReading);

/**
 * A new verification e-mail for an account not yet activated (not in the spec). The server answers
 * alike for every address, so `sent` says only what the server confirmed: a request was taken.
 */
export const resendVerificationMachine = resendVerificationSetup.createMachine({
  id: 'resendVerification',
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
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) => ({ email: context.email as string }),
        onDone: [
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'sent' },
          {
            // The server's limit (429): the page says to wait.
            guard: {
              type: 'worded',
              params: ({ event }) => ({ flow: 'resendVerification', result: event.output }),
            },
            target: 'error',
            actions: { type: 'fail', params: ({ event }) => errorOf(event.output) },
          },
          {
            // No usable answer (no connection, none in time, an unreadable one) or a refusal the page has
            // no words of its own for (a 5xx...): reported.
            target: 'error',
            actions: [
              { type: 'fail', params: ({ event }) => errorOf(event.output) },
              {
                type: 'log',
                params: ({ event }) => ({
                  message: 'resend verification: e-mail not sent',
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
