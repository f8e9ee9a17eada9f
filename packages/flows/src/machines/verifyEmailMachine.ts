import { assign, fromPromise, not, setup } from 'xstate';
import type { ApiError, ApiResult } from '@admission/api-client';
import { present } from '../present';
import { failureBranches, wordedReading } from '../failures';
import { classifyVerifyEmailError, type VerifyEmailErrorCode } from '../rules/refusals';

/** docs/behaviour.md, « Constants and limits »: redirect 2 seconds after a successful verification. */
const VERIFY_EMAIL_REDIRECT_DELAY_MS = 2000;

export interface VerifyEmailInput {
  /** The route parameter; missing or empty gives missingUserId. */
  userId: string | null | undefined;
  /**
   * The link's `token` query parameter (this portal's change to call 8: the account id is no
   * secret). Missing or empty gives verificationFailed without a call: the server would refuse it.
   */
  token: string | null | undefined;
}

/** Call 8: only success or failure matters (the body is informative). */
export interface VerifyEmailCallInput {
  userId: string;
  token: string;
}
export type VerifyEmailCallOutput = ApiResult<{ message: string | null }>;

export interface VerifyEmailContext {
  userId: string | null;
  token: string | null;
  error: VerifyEmailErrorCode | null;
}

const verifyEmailSetup = setup({
  types: {
    context: {} as VerifyEmailContext,
    input: {} as VerifyEmailInput,
  },
  actors: {
    verifyEmail: fromPromise<VerifyEmailCallOutput, VerifyEmailCallInput>(async () => {
      throw new Error('verifyEmail not provided');
    }),
  },
  actions: {
    /** The app navigates to its login page. */
    redirectToLogin: () => {},
    /** A link refused before any call: no account id, or no token. */
    refuse: assign((_, error: VerifyEmailErrorCode) => ({ error })),
    fail: assign((_, error: ApiError) => ({ error: classifyVerifyEmailError(error) })),
  },
  guards: {
    hasUserId: ({ context }) => context.userId !== null,
    hasToken: ({ context }) => context.token !== null,
  },
}).extend(wordedReading);

export const verifyEmailMachine = verifyEmailSetup.createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({
    userId: input.userId?.trim() ? input.userId : null,
    token: input.token?.trim() ? input.token : null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: not('hasUserId'), target: 'error', actions: { type: 'refuse', params: 'missingUserId' } },
        // A link without its token (one mailed before the token existed): the server would refuse it.
        {
          guard: not('hasToken'),
          target: 'error',
          actions: { type: 'refuse', params: 'verificationFailed' },
        },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({
          userId: present(context.userId, 'userId'),
          token: present(context.token, 'token'),
        }),
        onDone: [
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'success' },
          // The server's answers to a link it does not take (404, 400) are worded; no usable answer
          // (no connection, none in time, an unreadable one) or a 5xx is reported.
          ...failureBranches({
            flow: 'verifyEmail',
            fail: 'fail',
            target: 'error',
            report: 'verify e-mail: failed',
          }),
        ],
      },
    },
    success: {
      // A literal delay keeps the event name (xstate.after.2000...) readable in the model test.
      after: { [VERIFY_EMAIL_REDIRECT_DELAY_MS]: 'redirected' },
    },
    redirected: {
      type: 'final',
      entry: 'redirectToLogin',
    },
    error: {},
  },
});
