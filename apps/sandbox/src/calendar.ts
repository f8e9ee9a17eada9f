// The admission calendar: this portal's addition to candidate-service (openapi/candidate-service.yaml,
// `getAdmissionCalendar`). Days are calendar days in the calendar's time zone.

export interface AdmissionCalendar {
  academicYear: string;
  timeZone: string;
  opensOn: string | null;
  choicesCloseOn: string | null;
  resultsOn: string | null;
  enrolmentOn: string | null;
}

/** Dakar: UTC all year, no daylight saving. */
export const CALENDAR_TIME_ZONE = 'Africa/Dakar';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_KEYS = ['opensOn', 'choicesCloseOn', 'resultsOn', 'enrolmentOn'] as const;

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function dayIn(timeZone: string, ms: number): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The demo's calendar, around the day the sandbox starts, so a demo is always inside its period:
 * opened 60 days ago, choices close in 30 days, results in 45, enrolment in 60.
 */
export function seedCalendar(now: number): AdmissionCalendar {
  const today = dayIn(CALENDAR_TIME_ZONE, now);
  const opensOn = addDays(today, -60);
  const year = Number(opensOn.slice(0, 4));
  return {
    academicYear: `${year}-${year + 1}`,
    timeZone: CALENDAR_TIME_ZONE,
    opensOn,
    choicesCloseOn: addDays(today, 30),
    resultsOn: addDays(today, 45),
    enrolmentOn: addDays(today, 60),
  };
}

/**
 * The last day to change choices, once it is past in the calendar's time zone (a change is then
 * refused); null while choices may change, or without a calendar or a deadline. The portal's twin
 * is flows' rules/calendar `choicesClosedOn`.
 */
export function choicesClosedOn(calendar: AdmissionCalendar | null, now: number): string | null {
  const last = calendar?.choicesCloseOn;
  return calendar && last && dayIn(calendar.timeZone, now) > last ? last : null;
}

/** « 15 décembre 2026 », « 1er juillet 2027 » (French writes the first of a month as an ordinal). */
export function frenchDay(day: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', dateStyle: 'long' })
    .format(Date.parse(`${day}T00:00:00Z`))
    .replace(/^1 /, '1er ');
}

/** « heure de Dakar », « heure d’Abidjan »: the zone's city, as French names the local time. */
function localTimeOf(timeZone: string): string {
  const city = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
  return /^[aeiouyàâéèêîôû]/i.test(city) ? `heure d’${city}` : `heure de ${city}`;
}

/**
 * « jeudi 26 novembre 2026 à 14 h 05 (heure de Dakar) », « mardi 1er décembre 2026 à 9 h 05 (…) »:
 * French writes the hour with « h » and the first of a month as an ordinal, which Intl does not.
 * Here beside `frenchDay` so every mail (a receipt, a decision) dates things the same way.
 */
export function frenchDateTime(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('day') === '1' ? '1er' : part('day');
  return `${part('weekday')} ${day} ${part('month')} ${part('year')} à ${part('hour')}\u00a0h\u00a0${part('minute')} (${localTimeOf(timeZone)})`;
}

/** The 409's message, from the last day to change choices. */
export function choicesClosedMessage(lastDay: string): string {
  return `La date limite de modification des choix était le ${frenchDay(lastDay)}\u00a0: vos choix ne peuvent plus être modifiés.`;
}

function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('fr', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * `/_sandbox/config` `{ calendar }`: null removes the calendar (the endpoint then answers 404, as a
 * candidate-service without the addition does); an object changes the fields it names.
 */
export function updateCalendar(
  current: AdmissionCalendar | null,
  now: number,
  change: unknown,
): { ok: true; calendar: AdmissionCalendar | null } | { ok: false; error: string } {
  if (change === null) return { ok: true, calendar: null };
  const error = `calendar is null or an object with some of academicYear (YYYY-YYYY), timeZone (IANA), ${DATE_KEYS.join(', ')} (YYYY-MM-DD or null)`;
  if (typeof change !== 'object' || Array.isArray(change)) return { ok: false, error };
  const next: AdmissionCalendar = { ...(current ?? seedCalendar(now)) };
  for (const [key, value] of Object.entries(change)) {
    if (key === 'academicYear' && typeof value === 'string' && /^\d{4}-\d{4}$/.test(value))
      next.academicYear = value;
    else if (key === 'timeZone' && isTimeZone(value)) next.timeZone = value;
    else if ((DATE_KEYS as readonly string[]).includes(key) && (value === null || isDay(value))) {
      next[key as (typeof DATE_KEYS)[number]] = value;
    } else return { ok: false, error };
  }
  return { ok: true, calendar: next };
}
