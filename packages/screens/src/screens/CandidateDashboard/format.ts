// Formatting of the candidate screens (dates, scores, marks) in French notation.
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const dateAndTime = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});
const twoDecimals = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * "14 juillet 2025" from an ISO date or date-time. The calendar date written in the string is
 * kept as is: it is read as a UTC date and formatted in UTC, so no time zone shifts it by a day.
 * Returns null for a missing or unreadable value.
 */
export function formatLongDate(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-31 over to March: reject dates that do not exist.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  // French writes the first of a month as an ordinal: « 1er juillet 2025 ».
  return longDate.format(date).replace(/^1 /, '1er ');
}

const inDays = /* @__PURE__ */ new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });

/** « aujourd’hui », « demain », « dans 20 jours ». */
export function formatDaysLeft(days: number): string {
  return inDays.format(days, 'day');
}

/**
 * « 8 juillet 2025 à 9 h 30 », « 1er décembre 2026 à 13 h 11 » (the device's time zone) from an ISO
 * date-time, or null if unreadable. French office writing, as the e-mails have it (apps/sandbox,
 * frenchDateTime): the hour with « h » between no-break spaces, no leading zero, and the first of a
 * month as an ordinal, which Intl does not write; Intl gives the parts.
 */
export function formatDateAndTime(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const parts = dateAndTime.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('day') === '1' ? '1er' : part('day');
  return `${day} ${part('month')} ${part('year')} à ${Number(part('hour'))}\u00a0h\u00a0${part('minute')}`;
}

/** A score with two decimals ("14,25"), or null when there is none. */
export function formatScore(score: number | null | undefined): string | null {
  return typeof score === 'number' && Number.isFinite(score) ? twoDecimals.format(score) : null;
}
