// View types of « Dossier du candidat » (docs/contract.md, the file's call; docs/behaviour.md, deviation 63).
import type { StaffApplication } from '../ApplicationsList/types';
import type { HistoryEntry } from '../CandidateDashboard/HistoryTimeline';

export interface CandidateFileChoice {
  rank: number;
  programId: string;
  programName: string;
}

/** Everything a reviewer decides on, as the service gives it in one answer. */
export interface CandidateFileView {
  /** The list's row: name, e-mail, status, score, main choice, documents (signed links). */
  application: StaffApplication & { submissionDate?: string | null | undefined };
  birthDate: string | null;
  placeOfBirth: string | null;
  nationality: string | null;
  phone: string | null;
  bacSerie: string;
  bacResultId: string;
  /** The grades and coefficients by subject; null when the service has none. */
  bacResult: { grades: Record<string, number>; coefs: Record<string, number> } | null;
  choices: readonly CandidateFileChoice[];
  /** Oldest first. */
  history: readonly HistoryEntry[];
}
