import { assign, fromPromise, setup } from 'xstate';

export const VERIFY_EMAIL_REDIRECT_PATH = '/admission/candidat/login';
/** Spec section 9: redirect 2 seconds after a successful verification. */
export const VERIFY_EMAIL_REDIRECT_DELAY_MS = 2000;

export type VerifyEmailErrorCode = 'missingUserId' | 'userNotFound' | 'verificationFailed' | 'unexpected';

export interface VerifyEmailInput {
  /** The route parameter; missing or empty gives missingUserId. */
  userId: string | null | undefined;
}

/** Call 8; resolves with the HTTP status (the call has no useful body), rejects on network failure. */
export interface VerifyEmailCallInput {
  userId: string;
}
export interface VerifyEmailCallOutput {
  status: number;
}

export interface VerifyEmailContext {
  userId: string | null;
  error: VerifyEmailErrorCode | null;
}

export function verifyEmailErrorCode(status: number): VerifyEmailErrorCode | null {
  if (status >= 200 && status < 300) return null;
  if (status === 404) return 'userNotFound';
  if (status === 400) return 'verificationFailed';
  return 'unexpected';
}

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    input: {} as VerifyEmailInput,
    output: {} as { redirectTo: string },
  },
  actors: {
    verifyEmail: fromPromise<VerifyEmailCallOutput, VerifyEmailCallInput>(async () => {
      throw new Error('verifyEmail not provided');
    }),
  },
  actions: {
    /** The portal navigates to VERIFY_EMAIL_REDIRECT_PATH (or reads the machine's output). */
    redirectToLogin: () => {},
  },
  guards: {
    hasUserId: ({ context }) => context.userId !== null,
    succeeded: (_, params: { status: number }) => verifyEmailErrorCode(params.status) === null,
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ userId: input.userId?.trim() ? input.userId : null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasUserId', target: 'loading' },
        { target: 'error', actions: assign({ error: 'missingUserId' }) },
      ],
    },
    loading: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ userId: context.userId as string }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ status: event.output.status }) },
            target: 'success',
          },
          {
            target: 'error',
            actions: assign({ error: ({ event }) => verifyEmailErrorCode(event.output.status) }),
          },
        ],
        onError: { target: 'error', actions: assign({ error: 'unexpected' }) },
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
  output: { redirectTo: VERIFY_EMAIL_REDIRECT_PATH },
});
