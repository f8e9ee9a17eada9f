// The staff lists' export (`exportStaffApplications`, this portal's addition): a CSV file that a
// French spreadsheet opens as is (docs/behaviour.md, « Export and printing »). UTF-8 with a byte
// order mark (without it Excel reads the file as Windows-1252 and « Cissé » comes out garbled), `;`
// between fields (a French Excel splits on `;`, the comma being the decimal mark), CRLF line ends
// and RFC 4180 quoting; a field that a spreadsheet would run as a formula is defused.
import type { ProgramKind } from './model';

export interface ExportRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'pending' | 'accepted' | 'rejected' | 'waitlisted';
  score: number | null;
  mainChoice: { programName: string } | null;
  submissionDate: string;
  documents: readonly unknown[];
}

/** The header row, in the order of the fields. */
export const EXPORT_HEADERS = [
  'Numéro de candidature',
  'Nom',
  'Prénom',
  'E-mail',
  'Statut',
  'Score',
  'Choix principal',
  'Date de dépôt',
  'Documents',
] as const;

/** The statuses as the lists write them (packages/screens, staffCopy.status). */
const STATUS_LABELS: Readonly<Record<ExportRow['status'], string>> = {
  pending: 'En attente',
  accepted: 'Acceptée',
  rejected: 'Rejetée',
  waitlisted: 'Liste d’attente',
};

const BOM = '\ufeff';
const CRLF = '\r\n';
const score = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * One field: a leading `=`, `+`, `-`, `@`, tab or CR gets an apostrophe (OWASP's « CSV injection »:
 * a spreadsheet would run `=HYPERLINK(…)` typed as a name), then the field is quoted when it holds
 * `;`, `"`, CR or LF, its quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** `26/11/2026 14:05`: day, month, year, hour (00–23) and minute in the time zone given. */
export function exportDateTime(iso: string, timeZone: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** The whole file: the byte order mark, the header row, one row per application, each line ended by CRLF. */
export function staffCsv(rows: readonly ExportRow[], timeZone: string): string {
  const lines = [
    EXPORT_HEADERS.map(csvField).join(';'),
    ...rows.map((row) =>
      [
        row.id,
        row.lastName,
        row.firstName,
        row.email,
        STATUS_LABELS[row.status],
        typeof row.score === 'number' && Number.isFinite(row.score) ? score.format(row.score) : '',
        row.mainChoice?.programName ?? '',
        exportDateTime(row.submissionDate, timeZone),
        String(row.documents.length),
      ]
        .map(csvField)
        .join(';'),
    ),
  ];
  return BOM + lines.map((line) => line + CRLF).join('');
}

/** `candidatures-universite-2026-11-28.csv`: the kind and the day of the export in the time zone given. */
export function exportFileName(kind: ProgramKind, now: number, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `candidatures-${kind}-${day}.csv`;
}
