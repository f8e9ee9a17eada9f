import { afterEach, describe, expect, it } from 'vitest';
import { createCalendarApi, type AdmissionCalendar } from '../src/index';
import { startServer, type Reply, type TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function calendarAgainst(reply: Reply) {
  server = await startServer(() => reply);
  return createCalendarApi({ baseUrl: server.baseUrl, timeoutMs: 2000 });
}

const calendar: AdmissionCalendar = {
  academicYear: '2026-2027',
  timeZone: 'Africa/Dakar',
  opensOn: '2026-10-01',
  choicesCloseOn: '2026-12-15',
  resultsOn: null,
  enrolmentOn: '2027-01-10',
};

describe('the admission calendar (this portal’s addition to candidate-service)', () => {
  it('is read without a token, dates not yet announced as null', async () => {
    const api = await calendarAgainst({
      status: 200,
      json: { isSuccess: true, data: calendar, message: null },
    });
    expect(await api.getAdmissionCalendar()).toEqual({ ok: true, data: calendar });
    expect(server?.received[0]?.path).toBe('/api/candidate-service/AdmissionCalendar/current');
    expect(server?.received[0]?.headers.authorization).toBeUndefined();
  });

  it('answers no calendar, not a failure, when the service lacks the addition (404)', async () => {
    const api = await calendarAgainst({ status: 404, json: { isSuccess: false, message: 'Not found' } });
    expect(await api.getAdmissionCalendar()).toEqual({ ok: true, data: null });
  });

  it('is a failure on a 5xx', async () => {
    const api = await calendarAgainst({ status: 500, json: { isSuccess: false, message: 'boom' } });
    expect(await api.getAdmissionCalendar()).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 500 },
    });
  });

  it.each([
    ['a day that does not exist', { choicesCloseOn: '2027-02-30' }],
    ['a date and time instead of a day', { opensOn: '2026-10-01T00:00:00Z' }],
    ['an unknown time zone', { timeZone: 'Afrique/Dakar' }],
    ['a missing date', { resultsOn: undefined }],
  ])('refuses %s as an answer it cannot read', async (_, change) => {
    const api = await calendarAgainst({
      status: 200,
      json: { isSuccess: true, data: { ...calendar, ...change }, message: null },
    });
    expect(await api.getAdmissionCalendar()).toMatchObject({ ok: false, error: { kind: 'badResponse' } });
  });
});
