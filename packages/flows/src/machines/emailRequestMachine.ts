import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '@admission/api-client';
import { failureBranches, wordedReading } from '../failures';
import {
  classifyResendVerificationError,
  classifyResetRequestError,
  type ResendVerificationErrorCode,
  type ResetRequestErrorCode,
} from '../rules/refusals';
import type { AuthCallOutput } from './resetConfirmMachine';

/**
 * The two pages that ask the server to send an e-mail to an address: a password reset link
 * (call 9; docs/behaviour.md, « Reset request ») and a new verification e-mail for an account not
 * yet activated (not in the spec). Same form, same states; what differs is the call (the app
 * provides it), how a refusal reads (`flow`, rules/errors.ts) and the report's words.
 */
export type EmailRequestFlow = 'resetRequest' | 'resendVerification';

export interface EmailRequestInput {
  flow: EmailRequestFlow;
}

/** Call 9 or the resend call: the trimmed address. */
export interface RequestEmailInput {
  email: string;
}

export type EmailRequestErrorCode = ResetRequestErrorCode | ResendVerificationErrorCode;

export type EmailRequestEvent = { type: 'SUBMIT'; email: string };

export interface EmailRequestContext {
  flow: EmailRequestFlow;
  /**
   * The address entered (« Si un compte correspond à {email}, un e-mail … vient d’y être envoyé. »,
   * « Si un compte non activé correspond à {email}, … »).
   */
  email: string | null;
  error: EmailRequestErrorCode | null;
}

/** What a failure means, by flow: any answer but 200 is `notFound` for a reset; a 429 is `tooMany` for a resend. */
const classify = {
  resetRequest: classifyResetRequestError,
  resendVerification: classifyResendVerificationError,
} satisfies Record<EmailRequestFlow, (error: ApiError) => EmailRequestErrorCode>;

/** The `log` message of a failure nobody expected, by flow. */
const reports: Record<EmailRequestFlow, string> = {
  resetRequest: 'password reset: e-mail not sent',
  resendVerification: 'resend verification: e-mail not sent',
};

const emailRequestSetup = setup({
  types: {
    context: {} as EmailRequestContext,
    events: {} as EmailRequestEvent,
    input: {} as EmailRequestInput,
  },
  actors: {
    requestEmail: fromPromise<AuthCallOutput, RequestEmailInput>(async () => {
      throw new Error('requestEmail not provided');
    }),
  },
  actions: {
    /** The address of this submit, trimmed; the previous failure forgotten. */
    takeAddress: assign({
      email: ({ event }) => {
        assertEvent(event, 'SUBMIT');
        return event.email.trim();
      },
      error: null,
    }),
    fail: assign(({ context }, error: ApiError) => ({ error: classify[context.flow](error) })),
  },
  guards: {
    hasEmail: ({ event }) => event.email.trim() !== '',
  },
}).extend(wordedReading);

/**
 * The server answers alike for every address, so `sent` says only what it confirmed: a request was
 * taken. A refusal the page words is shown; any other failure is shown and reported.
 */
export const emailRequestMachine = emailRequestSetup.createMachine({
  id: 'emailRequest',
  context: ({ input }) => ({ flow: input.flow, email: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: { guard: 'hasEmail', target: 'sending' } } },
    sending: {
      entry: 'takeAddress',
      invoke: {
        id: 'requestEmail',
        src: 'requestEmail',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { email: event.email.trim() };
        },
        onDone: [
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'sent' },
          ...failureBranches({
            flow: (context: EmailRequestContext) => context.flow,
            fail: 'fail',
            target: 'error',
            report: (context: EmailRequestContext) => reports[context.flow],
          }),
        ],
      },
    },
    sent: { type: 'final' },
    error: { on: { SUBMIT: { guard: 'hasEmail', target: 'sending' } } },
  },
});
