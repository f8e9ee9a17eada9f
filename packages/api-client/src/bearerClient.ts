import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware } from './authMiddleware';
import type { CandidateApiOptions } from './candidateApi';
import type { paths } from './generated/candidate-service';

/**
 * A client of candidate-service's bearer calls made on request (receipts, history, staff): bearer
 * tokens only, so no cookie of the API’s origin is ever sent, and one refresh+retry on 401. Its own
 * module, so it rides in the chunks of those calls, not in the first one.
 */
export function bearerClient(options: CandidateApiOptions): Client<paths> {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });
  client.use(createAuthMiddleware(options));
  return client;
}
