import { bearerClient } from './bearerClient';
import { settle, type CallOptions, type CandidateApiOptions } from './candidateApi';
import { readEnvelopeData } from './envelope';
import { absentOn404, type ApiResult } from './result';
import { applicationHistorySchema } from './historySchemas';
import { limitOf } from './timeout';
import type { ApplicationEvent } from './types';

/**
 * The dated history of the candidate's own application (this portal's addition to
 * candidate-service). Its own module: only the history, opened on request, downloads it.
 */
export interface HistoryApi {
  /**
   * The events, oldest first. A 404 (a service without the addition, or an application that is
   * not the account's) is `data: null`: no history to show, not a failure to retry.
   */
  getApplicationHistory(
    candidateId: string,
    options?: CallOptions,
  ): Promise<ApiResult<ApplicationEvent[] | null>>;
}

/** The history call, with the candidate's bearer auth and one refresh+retry on 401. */
export function createHistoryApi(options: CandidateApiOptions): HistoryApi {
  const client = bearerClient(options);
  return {
    getApplicationHistory: async (candidateId, call) =>
      absentOn404(
        await settle(
          (signal) =>
            client.GET('/api/candidate-service/Candidate/applications/{candidateId}/history', {
              params: { path: { candidateId } },
              parseAs: 'text',
              signal,
            }),
          (body) => readEnvelopeData(body, applicationHistorySchema),
          limitOf(options, call),
        ),
      ),
  };
}
