import { assign, fromPromise, setup } from 'xstate';
import type { AuthCallOutput } from './resetMachines';

/** `tooMany`: the server's limit (429); `failed`: any other refusal or an unusable answer. */
export type ResendVerificationErrorCode = 'tooMany' | 'failed' | 'timeout';

export type ResendVerificationEvent = { type: 'SUBMIT'; email: string };

export interface ResendVerificationContext {
  /** The address entered (« Si un compte non activé correspond à {email}, … »). */
  email: string | null;
  error: ResendVerificationErrorCode | null;
}

function errorOf(output: AuthCallOutput): ResendVerificationErrorCode {
  if (output.ok) return 'failed';
  if (output.error.kind === 'timeout') return 'timeout';
  return output.error.kind === 'http' && output.error.status === 429 ? 'tooMany' : 'failed';
}

/**
 * A new verification e-mail for an account not yet activated (not in the spec). The server answers
 * alike for every address, so `sent` says only what the server confirmed: a request was taken.
 */
export const resendVerificationMachine = setup({
  types: { context: {} as ResendVerificationContext, events: {} as ResendVerificationEvent },
  actors: {
    resendVerification: fromPromise<AuthCallOutput, { email: string }>(async () => {
      throw new Error('resendVerification not provided');
    }),
  },
  guards: {
    hasEmail: ({ event }) => event.email.trim() !== '',
    sent: (_, output: AuthCallOutput) => output.ok,
  },
}).createMachine({
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
          { guard: { type: 'sent', params: ({ event }) => event.output }, target: 'sent' },
          { target: 'error', actions: assign({ error: ({ event }) => errorOf(event.output) }) },
        ],
      },
    },
    sent: { type: 'final' },
    error: { on: { SUBMIT: { guard: 'hasEmail', target: 'sending' } } },
  },
});
