import createClient from 'openapi-fetch';
import { settle, type ApiClientOptions, type CallOptions } from './candidateApi';
import { readEnvelopeData } from './envelope';
import type { paths } from './generated/candidate-service';
import { absentOn404, type ApiResult } from './result';
import { admissionCalendarSchema } from './schemas';
import { limitOf } from './timeout';
import type { AdmissionCalendar } from './types';

export interface CalendarApi {
  /**
   * The admission calendar (this portal's addition to candidate-service). Public: no token is sent,
   * so the closed-period page can ask for it. A service without the addition answers 404: that is
   * `data: null` (no dates to show), not a failure.
   */
  getAdmissionCalendar(options?: CallOptions): Promise<ApiResult<AdmissionCalendar | null>>;
}

export function createCalendarApi(options: ApiClientOptions): CalendarApi {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Accept: 'application/json' },
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });
  return {
    getAdmissionCalendar: async (call) =>
      absentOn404(
        await settle(
          (signal) =>
            client.GET('/api/candidate-service/AdmissionCalendar/current', { parseAs: 'text', signal }),
          (body) => readEnvelopeData(body, admissionCalendarSchema),
          limitOf(options, call),
        ),
      ),
  };
}
