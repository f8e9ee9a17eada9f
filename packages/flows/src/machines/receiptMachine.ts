import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, ApiResult, ChoiceReceipt } from '@admission/api-client';

/** Why the receipt cannot be shown: no usable answer (« Réessayer »), none in time, or the session ended. */
export type ReceiptLoadErrorCode = 'failed' | 'timeout' | 'sessionExpired';
/** Why the e-mail was not sent: `tooMany` is the service's limit (its message says when to try again). */
export type ReceiptEmailErrorCode = 'tooMany' | 'failed' | 'timeout' | 'sessionExpired';

export interface ReceiptInput {
  /** The reference the page was opened with (its URL). */
  reference: string;
  /** The receipt the save just returned, when the page follows the save: shown without a call. */
  receipt?: ChoiceReceipt | null | undefined;
}

export type FetchReceiptOutput = ApiResult<ChoiceReceipt | null>;
export type EmailReceiptOutput = ApiResult<{ message: string | null }>;

export type ReceiptEvent = { type: 'RETRY' } | { type: 'SEND_EMAIL' };

export interface ReceiptContext {
  reference: string;
  receipt: ChoiceReceipt | null;
  loadError: ReceiptLoadErrorCode | null;
  emailError: ReceiptEmailErrorCode | null;
  /** The service's own words: where the e-mail went, or when to try again. */
  emailMessage: string | null;
}

function loadErrorOf(error: ApiError): ReceiptLoadErrorCode {
  if (error.kind === 'unauthorized') return 'sessionExpired';
  return error.kind === 'timeout' ? 'timeout' : 'failed';
}

function emailErrorOf(error: ApiError): ReceiptEmailErrorCode {
  if (error.kind === 'unauthorized') return 'sessionExpired';
  if (error.kind === 'timeout') return 'timeout';
  return error.kind === 'http' && error.status === 429 ? 'tooMany' : 'failed';
}

type Failed = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * The receipt of a programme change (issue 26): shown from the save's answer, or read by its
 * reference; « Recevoir par e-mail » asks the service to send it
 * to the account's address, as often as the service allows. A receipt that is not the account's
 * reads as `notFound`, like an unknown one.
 */
export const receiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as ReceiptInput,
  },
  actors: {
    fetchReceipt: fromPromise<FetchReceiptOutput, { reference: string }>(async () => {
      throw new Error('fetchReceipt not provided');
    }),
    emailReceipt: fromPromise<EmailReceiptOutput, { reference: string }>(async () => {
      throw new Error('emailReceipt not provided');
    }),
  },
  guards: {
    handed: ({ context }) => context.receipt !== null,
    found: (_, output: FetchReceiptOutput) => output.ok && output.data !== null,
    notFound: (_, output: FetchReceiptOutput) => output.ok,
    sent: (_, output: EmailReceiptOutput) => output.ok,
    retryable: ({ context }) => context.loadError !== 'sessionExpired',
  },
}).createMachine({
  id: 'receipt',
  context: ({ input }) => ({
    reference: input.reference,
    receipt: input.receipt?.reference === input.reference ? input.receipt : null,
    loadError: null,
    emailError: null,
    emailMessage: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'handed', target: 'shown' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      entry: assign({ loadError: null }),
      invoke: {
        id: 'fetchReceipt',
        src: 'fetchReceipt',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'shown',
            actions: assign({
              receipt: ({ event }) => (event.output as { data: ChoiceReceipt }).data,
            }),
          },
          { guard: { type: 'notFound', params: ({ event }) => event.output }, target: 'notFound' },
          {
            target: 'failed',
            actions: assign({ loadError: ({ event }) => loadErrorOf((event.output as Failed).error) }),
          },
        ],
      },
    },
    failed: { on: { RETRY: { guard: 'retryable', target: 'loading' } } },
    notFound: { type: 'final' },
    shown: {
      initial: 'idle',
      on: { SEND_EMAIL: { target: '.sending' } },
      states: {
        idle: {},
        sending: {
          tags: ['emailSending'],
          on: { SEND_EMAIL: {} },
          entry: assign({ emailError: null, emailMessage: null }),
          invoke: {
            id: 'emailReceipt',
            src: 'emailReceipt',
            input: ({ context }) => ({ reference: context.reference }),
            onDone: [
              {
                guard: { type: 'sent', params: ({ event }) => event.output },
                target: 'sent',
                actions: assign({
                  emailMessage: ({ event }) =>
                    (event.output as { data: { message: string | null } }).data.message,
                }),
              },
              {
                target: 'emailFailed',
                actions: assign(({ event }) => {
                  const { error } = event.output as Failed;
                  return {
                    emailError: emailErrorOf(error),
                    emailMessage: error.kind === 'http' && error.message ? error.message : null,
                  };
                }),
              },
            ],
          },
        },
        sent: { tags: ['emailSent'] },
        emailFailed: {},
      },
    },
  },
});
