import { assign, fromPromise, not, setup } from 'xstate';
import type { ApiError, ApiResult } from '@admission/api-client';
import { errorOf, resultReading } from '../result';
import { classifyVerifyEmailError, type VerifyEmailErrorCode } from '../rules/errors';

/** Spec section 9: redirect 2 seconds after a successful verification. */
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
    fail: assign((_, error: ApiError) => ({ error: classifyVerifyEmailError(error) })),
  },
  guards: {
    hasUserId: ({ context }) => context.userId !== null,
    hasToken: ({ context }) => context.token !== null,
  },
}).extend(resultReading);

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
        { guard: not('hasUserId'), target: 'error', actions: assign({ error: 'missingUserId' }) },
        // A link without its token (one mailed before the token existed): the server would refuse it.
        { guard: not('hasToken'), target: 'error', actions: assign({ error: 'verificationFailed' }) },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ userId: context.userId as string, token: context.token as string }),
        onDone: [
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'success' },
          {
            // The server's answers to a link it does not take (404, 400).
            guard: { type: 'worded', params: ({ event }) => ({ flow: 'verifyEmail', result: event.output }) },
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
                params: ({ event }) => ({ message: 'verify e-mail: failed', detail: errorOf(event.output) }),
              },
            ],
          },
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
