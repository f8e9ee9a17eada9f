import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { choicesClosedOn, dayIn, frenchDateTime, frenchDay, seedCalendar } from '../src/calendar';
import { startSandbox, type RunningSandbox } from '../src/server';
import { ACCOUNT_IDS, getJson, login, postJson, putChoices } from './helpers';

const CALENDAR = '/api/candidate-service/AdmissionCalendar/current';

describe('calendar days', () => {
  it('counts the day in the calendar’s time zone, not the server’s', () => {
    const lateEvening = Date.parse('2026-12-15T23:30:00Z');
    expect(dayIn('Africa/Dakar', lateEvening)).toBe('2026-12-15');
    // Niamey is UTC+1: it is already the 16th there.
    expect(dayIn('Africa/Niamey', lateEvening)).toBe('2026-12-16');
  });

  it('keeps choices open through their last day, and closes them the day after', () => {
    const calendar = { ...seedCalendar(Date.parse('2026-11-25T12:00:00Z')), choicesCloseOn: '2026-12-15' };
    expect(choicesClosedOn(calendar, Date.parse('2026-12-15T23:59:00Z'))).toBeNull();
    expect(choicesClosedOn(calendar, Date.parse('2026-12-16T00:00:00Z'))).toBe('2026-12-15');
    expect(
      choicesClosedOn({ ...calendar, timeZone: 'Africa/Niamey' }, Date.parse('2026-12-15T23:30:00Z')),
    ).toBe('2026-12-15');
    expect(
      choicesClosedOn({ ...calendar, choicesCloseOn: null }, Date.parse('2030-01-01T00:00:00Z')),
    ).toBeNull();
    expect(choicesClosedOn(null, Date.now())).toBeNull();
  });

  it('writes the day as French does, the first of a month as « 1er »', () => {
    expect(frenchDay('2026-12-15')).toBe('15 décembre 2026');
    expect(frenchDay('2027-07-01')).toBe('1er juillet 2027');
  });

  it('writes a date and time as French does, in the calendar’s time zone (receipts, decisions)', () => {
    expect(frenchDateTime(Date.parse('2026-12-01T09:05:00Z'), 'Africa/Dakar')).toBe(
      'mardi 1er décembre 2026 à 9\u00a0h\u00a005 (heure de Dakar)',
    );
    // Niamey is UTC+1: already the next day there.
    expect(frenchDateTime(Date.parse('2026-12-01T23:30:00Z'), 'Africa/Niamey')).toBe(
      'mercredi 2 décembre 2026 à 0\u00a0h\u00a030 (heure de Niamey)',
    );
    // French elides « de » before a vowel.
    expect(frenchDateTime(Date.parse('2026-12-01T09:05:00Z'), 'Africa/Abidjan')).toContain(
      '(heure d’Abidjan)',
    );
  });

  it('seeds a demo that is always inside its period', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(seedCalendar(now)).toEqual({
      academicYear: '2026-2027',
      timeZone: 'Africa/Dakar',
      opensOn: '2026-09-26',
      choicesCloseOn: '2026-12-25',
      resultsOn: '2027-01-09',
      enrolmentOn: '2027-01-24',
    });
  });
});

describe('the sandbox’s admission calendar', () => {
  let sandbox: RunningSandbox;
  let soumis: string;
  beforeAll(async () => {
    sandbox = await startSandbox(0, { devRoutes: true });
    soumis = (await login(sandbox.url, 'candidat.soumis@example.org')).access_token;
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
  });

  const setCalendar = (calendar: unknown) => postJson(`${sandbox.url}/_sandbox/config`, { calendar });
  const today = () => dayIn('Africa/Dakar', Date.now());
  const yesterday = () => dayIn('Africa/Dakar', Date.now() - 24 * 60 * 60 * 1000);
  const change = () =>
    putChoices(sandbox.url, soumis, {
      FirstName: 'Aminata',
      LastName: 'Diop',
      AccountId: ACCOUNT_IDS.soumis,
      BirthDate: '2006-03-14',
      Nationality: 'Sénégalaise',
      SeriesId: 'S2',
      PreferredLanguage: 'fr',
      BacResultId: 'BAC-2025-S2-118734',
      UfrId: 'ufr-s2ata',
      ProgramId: 'prog-physique-chimie',
    });

  it('is served to anyone, without a token', async () => {
    const response = await getJson(`${sandbox.url}${CALENDAR}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { isSuccess: boolean; data: { choicesCloseOn: string } };
    expect(body.isSuccess).toBe(true);
    expect(body.data.choicesCloseOn > today()).toBe(true);
  });

  it('answers 404, as a candidate-service without the addition, once removed', async () => {
    expect((await setCalendar(null)).status).toBe(200);
    expect((await getJson(`${sandbox.url}${CALENDAR}`)).status).toBe(404);
    // And changes are not refused for want of a calendar.
    expect((await change()).status).toBe(200);
  });

  it('accepts a change on the last day, and refuses it the day after with a French message', async () => {
    await setCalendar({ choicesCloseOn: today() });
    expect((await change()).status).toBe(200);
    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
    await setCalendar({ choicesCloseOn: yesterday() });
    const refused = await change();
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { isSuccess: boolean; message: string };
    expect(body.isSuccess).toBe(false);
    expect(body.message).toMatch(
      /^La date limite de modification des choix était le \d{1,2}(?:er)? \S+ \d{4}\u00a0: /,
    );
    const list = (await (
      await getJson(
        `${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`,
        soumis,
      )
    ).json()) as { data: { programId: string }[] };
    expect(list.data.map((a) => a.programId)).not.toContain('prog-physique-chimie');
  });

  it.each([
    ['a day that does not exist', { choicesCloseOn: '2027-02-30' }],
    ['an unknown field', { deadline: '2027-01-01' }],
    ['an unknown time zone', { timeZone: 'Afrique/Dakar' }],
    ['a list', []],
  ])('refuses a test setting with %s (400), changing nothing', async (_, calendar) => {
    const before = await (await getJson(`${sandbox.url}${CALENDAR}`)).json();
    expect((await setCalendar(calendar)).status).toBe(400);
    expect(await (await getJson(`${sandbox.url}${CALENDAR}`)).json()).toEqual(before);
  });
});
