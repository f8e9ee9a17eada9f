import createClient from 'openapi-fetch';
import * as v from 'valibot';
import { createAuthMiddleware } from './authMiddleware';
import { settle, type CallOptions, type CandidateApiOptions } from './candidateApi';
import { readEnvelopeData } from './envelope';
import type { paths } from './generated/candidate-service';
import type { ApiResult } from './result';
import { applicationEventSchema } from './schemas';
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
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });
  client.use(createAuthMiddleware(options));
  return {
    getApplicationHistory: async (candidateId, call) => {
      const result = await settle(
        (signal) =>
          client.GET('/api/candidate-service/Candidate/applications/{candidateId}/history', {
            params: { path: { candidateId } },
            parseAs: 'text',
            signal,
          }),
        (body) => readEnvelopeData(body, v.array(applicationEventSchema)),
        limitOf(options, call),
      );
      if (!result.ok && result.error.kind === 'http' && result.error.status === 404) {
        return { ok: true, data: null };
      }
      return result;
    },
  };
}
