import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, ApiResult, ChoiceReceipt } from '@admission/api-client';
import { failureBranches, wordedReading } from '../failures';
import { dataOf } from '../result';
import {
  classifyReceiptEmailError,
  classifyReceiptLoadError,
  type ReceiptEmailErrorCode,
  type ReceiptLoadErrorCode,
} from '../rules/refusals';

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

const receiptSetup = setup({
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
  actions: {
    clearLoadError: assign({ loadError: null }),
    clearEmailError: assign({ emailError: null, emailMessage: null }),
    show: assign((_, receipt: ChoiceReceipt | null) => ({ receipt })),
    /** The service's own words of where the e-mail went. */
    emailSent: assign((_, message: string | null) => ({ emailMessage: message })),
    failLoad: assign((_, error: ApiError) => ({ loadError: classifyReceiptLoadError(error) })),
    failEmail: assign((_, error: ApiError) => ({
      emailError: classifyReceiptEmailError(error),
      emailMessage: error.kind === 'http' && error.message ? error.message : null,
    })),
  },
  guards: {
    handed: ({ context }) => context.receipt !== null,
    found: (_, output: FetchReceiptOutput) => output.ok && output.data !== null,
    retryable: ({ context }) => context.loadError !== 'sessionExpired',
  },
}).extend(wordedReading);

/**
 * The receipt of a programme change (docs/behaviour.md, deviation 52): shown from the save's
 * answer, or read by its reference; « Recevoir par e-mail » asks the service to send it
 * to the account's address, as often as the service allows. A receipt that is not the account's
 * reads as `notFound`, like an unknown one.
 */
export const receiptMachine = receiptSetup.createMachine({
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
      entry: 'clearLoadError',
      invoke: {
        id: 'fetchReceipt',
        src: 'fetchReceipt',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'show', params: ({ event }) => dataOf(event.output) },
          },
          { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'notFound' },
          // The session ended: the page says so, and only the login helps. No usable answer (no
          // connection, none in time, a 5xx, an unreadable one) is reported.
          ...failureBranches({
            flow: 'receiptLoad',
            fail: 'failLoad',
            target: 'failed',
            report: 'receipt: not loaded',
          }),
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
          entry: 'clearEmailError',
          invoke: {
            id: 'emailReceipt',
            src: 'emailReceipt',
            input: ({ context }) => ({ reference: context.reference }),
            onDone: [
              {
                guard: { type: 'answered', params: ({ event }) => event.output },
                target: 'sent',
                actions: { type: 'emailSent', params: ({ event }) => dataOf(event.output).message },
              },
              // The service's limit (its message says when to try again) or an ended session are
              // worded; no usable answer, or a refusal the page has no words of its own for, is reported.
              ...failureBranches({
                flow: 'receiptEmail',
                fail: 'failEmail',
                target: 'emailFailed',
                report: 'receipt: e-mail not sent',
              }),
            ],
          },
        },
        sent: { tags: ['emailSent'] },
        emailFailed: {},
      },
    },
  },
});
