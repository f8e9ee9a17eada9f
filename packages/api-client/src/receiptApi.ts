import { bearerClient } from './bearerClient';
import { settle, type CallOptions, type CandidateApiOptions } from './candidateApi';
import { readEnvelopeData, readEnvelopeMessage } from './envelope';
import { absentOn404, type ApiResult } from './result';
import { choiceReceiptSchema, RECEIPT_REFERENCE } from './schemas';
import { limitOf } from './timeout';
import type { ChoiceReceipt } from './types';

/**
 * The receipts of programme changes (this portal's addition to candidate-service). Its own module,
 * so only the receipt page downloads it.
 */
export interface ReceiptApi {
  /**
   * One receipt of the signed-in account. A 404 (an unknown reference, another account's, or a
   * service without receipts) is `data: null`: nothing to show, not a failure to retry.
   */
  getReceipt(reference: string, options?: CallOptions): Promise<ApiResult<ChoiceReceipt | null>>;
  /**
   * Sends the receipt to the account's own e-mail address; `message` says where (in French). Too
   * many sends is the `http` error 429 with the server's message saying when to try again.
   */
  emailReceipt(reference: string, options?: CallOptions): Promise<ApiResult<{ message: string | null }>>;
}

/** Whether a text is a receipt's reference as the contract writes them (`JUS-2026-4F7K-9QXM`). */
export function isReceiptReference(text: string): boolean {
  return RECEIPT_REFERENCE.test(text);
}

/** The receipt calls, with the candidate's bearer auth and one refresh+retry on 401. */
export function createReceiptApi(options: CandidateApiOptions): ReceiptApi {
  const client = bearerClient(options);
  return {
    getReceipt: async (reference, call) =>
      absentOn404(
        await settle(
          (signal) =>
            client.GET('/api/candidate-service/Candidate/receipts/{reference}', {
              params: { path: { reference } },
              parseAs: 'text',
              signal,
            }),
          (body) => readEnvelopeData(body, choiceReceiptSchema),
          limitOf(options, call),
        ),
      ),
    emailReceipt: (reference, call) =>
      settle(
        (signal) =>
          client.POST('/api/candidate-service/Candidate/receipts/{reference}/email', {
            params: { path: { reference } },
            parseAs: 'text',
            signal,
          }),
        readEnvelopeMessage,
        limitOf(options, call),
      ),
  };
}
