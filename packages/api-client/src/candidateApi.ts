import createClient, { type Client } from 'openapi-fetch';
import type * as v from 'valibot';
import { createAuthMiddleware, type AuthMiddlewareOptions } from './authMiddleware';
import { messageOf, readEnvelopeData, readEnvelopeItems, withMessage } from './envelope';
import type { paths } from './generated/candidate-service';
import { failure, httpError, type ApiResult } from './result';
import { deadline, limitOf } from './timeout';
import {
  applicationDetailsSchema,
  applicationItemSchema,
  applicationSchema,
  bacResultSchema,
} from './schemas';
import type {
  Application,
  ApplicationDetails,
  BacResult,
  ChoiceReceipt,
  EligibleProgramsData,
  UpdateWithChoicesFields,
} from './types';

type CandidateServiceClient = Client<paths>;

export interface ApiClientOptions {
  /** API gateway base URL, e.g. `http://127.0.0.1:8080` (no trailing `/api`). */
  baseUrl: string;
  /** Defaults to `globalThis.fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Time limit of one call, refresh and retry included (default 20 s); past it, a `timeout` error. */
  timeoutMs?: number;
}

export type CandidateApiOptions = ApiClientOptions & AuthMiddlewareOptions;

export interface CallOptions {
  signal?: AbortSignal;
}

export interface CandidateApi {
  /** The underlying openapi-fetch client, auth middleware installed. */
  readonly client: CandidateServiceClient;
  /**
   * Call 3. Unsorted: ordering is the caller's rule. Read item by item: an item with an unknown
   * status or an unreadable date is kept (`unknown`, null) and named in `issues`.
   */
  getApplicationsByAccount(accountId: string, options?: CallOptions): Promise<ApiResult<Application[]>>;
  /** Call 4. */
  getGradesAndCoefs(bacResultId: string, options?: CallOptions): Promise<ApiResult<BacResult>>;
  /** Call 5. */
  getApplicationDetails(candidateId: string, options?: CallOptions): Promise<ApiResult<ApplicationDetails>>;
  /** Call 6. */
  getEligiblePrograms(bacSerie: string, options?: CallOptions): Promise<ApiResult<EligibleProgramsData>>;
  /**
   * Call 7, multipart. `isSuccess: false` is a `rejected` error with the server's message. A saved
   * change carries its `receipt` when the service keeps them (this portal's addition), else null;
   * a receipt nobody can read is null too: the change itself was confirmed.
   */
  updateWithChoices(fields: UpdateWithChoicesFields, options?: CallOptions): Promise<ApiResult<SavedChoices>>;
}

/** What a confirmed save of call 7 says. */
export interface SavedChoices {
  message: string | null;
  receipt: ChoiceReceipt | null;
}

// Calls 6 and 7 are the programme change's, opened by the candidate: their readers and the form's
// code load with the first of them, not with the first page (their bytes count against the
// candidate's journey). Loaded before the request goes, so a failed load is a call with no answer.
const programChangeCalls = () => import('./programChangeCalls');

type RawResult = { data?: string; error?: unknown; response: Response };

/**
 * Sends with a time limit and turns the openapi-fetch outcome (read as text) into an
 * `ApiResult`; never throws.
 */
export async function settle<T>(
  send: (signal: AbortSignal) => Promise<RawResult>,
  read2xx: (body: string) => ApiResult<T> | Promise<ApiResult<T>>,
  limit: { timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<ApiResult<T>> {
  const call = deadline(limit.timeoutMs, limit.signal);
  let raw: RawResult;
  try {
    raw = await send(call.signal);
  } catch {
    return failure({ kind: call.noAnswer() });
  }
  const { response } = raw;
  if (response.status === 401) return failure({ kind: 'unauthorized' });
  if (!response.ok) {
    return failure(withMessage(httpError(response), messageOf(raw.error)));
  }
  if (typeof raw.data !== 'string' || raw.data === '') {
    return failure({ kind: 'badResponse', reason: 'empty body' });
  }
  return read2xx(raw.data);
}

/** Clients of candidate-service (calls 3-7) with bearer auth and one refresh+retry on 401. */
export function createCandidateApi(options: CandidateApiOptions): CandidateApi {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Accept: 'application/json' },
    // Resolved per call so tests and polyfills that replace globalThis.fetch are honoured.
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });
  client.use(createAuthMiddleware(options));

  const readData =
    <T>(schema: v.GenericSchema<unknown, T>) =>
    (body: string) =>
      readEnvelopeData(body, schema);

  return {
    client,
    getApplicationsByAccount: (accountId, call) =>
      settle(
        (signal) =>
          client.GET('/api/candidate-service/Candidate/with-applications-bac/account/{accountId}', {
            params: { path: { accountId } },
            parseAs: 'text',
            signal,
          }),
        (body) => readEnvelopeItems(body, applicationSchema, applicationItemSchema),
        limitOf(options, call),
      ),
    getGradesAndCoefs: (bacResultId, call) =>
      settle(
        (signal) =>
          client.GET('/api/candidate-service/BacResult/GradesAndCoefs/{bacResultId}', {
            params: { path: { bacResultId } },
            parseAs: 'text',
            signal,
          }),
        readData(bacResultSchema),
        limitOf(options, call),
      ),
    getApplicationDetails: (candidateId, call) =>
      settle(
        (signal) =>
          client.GET('/api/candidate-service/Candidate/application-details/{candidateId}', {
            params: { path: { candidateId } },
            parseAs: 'text',
            signal,
          }),
        readData(applicationDetailsSchema),
        limitOf(options, call),
      ),
    getEligiblePrograms: (bacSerie, call) =>
      settle(
        async (signal) => {
          await programChangeCalls();
          return client.GET(
            '/api/candidate-service/SelectionCriteria/eligible-programs-with-group-detection/{bacSerie}',
            { params: { path: { bacSerie } }, parseAs: 'text', signal },
          );
        },
        async (body) => (await programChangeCalls()).readEligiblePrograms(body),
        limitOf(options, call),
      ),
    updateWithChoices: (fields, call) =>
      settle(
        async (signal) => {
          const { formDataOf, toUpdateFormFields } = await programChangeCalls();
          return client.PUT('/api/candidate-service/Candidate/update-with-choices', {
            body: toUpdateFormFields(fields),
            bodySerializer: formDataOf,
            parseAs: 'text',
            signal,
          });
        },
        async (body) => (await programChangeCalls()).readSavedChoices(body),
        limitOf(options, call),
      ),
  };
}
