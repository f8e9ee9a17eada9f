// View types of the candidate dashboard. Field names are the API's (docs/contract.md); the
// screens declare their own view of them (the portal maps the API's answers onto it), and take
// flows' failure codes as they are.
import type { LoadErrorCode } from '@admission/flows';

export type ApplicationStatus =
  'pending' | 'submitted' | 'reviewing' | 'approved' | 'rejected' | 'waitlisted';
/** A status the API sent outside the contract: shown as « Statut inconnu ». */
export type UnknownStatus = 'unknown';
export type ChoiceStatus = 'accepted' | 'waitlisted' | 'rejected' | 'cancelled' | 'pending';

export type ApplicationType = 'multiple_choice' | 'single_choice';

/** Where a call stands: on its way, answered, failed, or past its time limit. */
export type LoadStatus = 'loading' | 'ready' | LoadErrorCode;

export interface Choice {
  id: string;
  programId: string;
  programName: string;
  /** 1 to 3. */
  priority: number;
  score?: number | null | undefined;
  /** Unknown values read as "En attente" (docs/behaviour.md, « Grades, statuses and badges »). */
  status?: ChoiceStatus | string | null | undefined;
  rank?: number | null | undefined;
}

export interface Application {
  candidateId: string;
  accountId?: string | null | undefined;
  bacFirstName?: string | null | undefined;
  bacLastName?: string | null | undefined;
  bacNationality?: string | null | undefined;
  bacSerie?: string | null | undefined;
  bacResultId?: string | null | undefined;
  /** ISO 8601 date. */
  bacDob?: string | null | undefined;
  bacPlaceOfBirth?: string | null | undefined;
  applicationType?: ApplicationType | null | undefined;
  programId?: string | null | undefined;
  programName?: string | null | undefined;
  programGroup?: string | null | undefined;
  ufrName?: string | null | undefined;
  /** `unknown`: the API sent a status this version does not know (« Statut inconnu »). */
  status: ApplicationStatus | UnknownStatus;
  /** ISO 8601 date or date-time; null or unreadable: « Date non renseignée ». */
  submissionDate?: string | null | undefined;
  score?: number | null | undefined;
  cinUrl?: string | null | undefined;
  autreDocUrl?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  /** In the order shown: by priority, first choice first (the app orders them: flows' `choicesByPriority`). */
  choices?: readonly Choice[] | null | undefined;
  /** Baccalaureate marks out of 20, by subject (call 4). */
  grades?: Record<string, number> | null | undefined;
  /** Not from the API: where the grades (call 4) stand. */
  gradesStatus: LoadStatus;
  /** Not from the API: where the details (call 5: documents, e-mail, phone, choices) stand. */
  detailsStatus: LoadStatus;
  /** Coefficients by subject (call 4). */
  coefs?: Record<string, number> | null | undefined;
  /**
   * Not from the API: whether "Changer de programme" is offered (decided in flows; ui shows the
   * button exactly when this is true, whatever `detailsStatus` says).
   */
  canChangeProgram: boolean;
  /**
   * Not from the API: where the receipt of the last programme change is shown (deviation 52), when the
   * service keeps receipts and there was a change; the card links to it.
   */
  receiptHref?: string | null | undefined;
  /**
   * Not from the API: the admission calendar's last day to change choices, once it is past, for an
   * application whose change it ended (decided in flows). ui then says so where the button was.
   */
  changeClosedOn?: string | null | undefined;
  /** Not from the API: ranked choices (`multiple`) or one programme (`single`), decided in flows. */
  choiceMode: 'single' | 'multiple';
}

/** One of the admission calendar's key dates (this portal's addition to candidate-service). */
export interface KeyDate {
  kind: 'opening' | 'choicesClose' | 'results' | 'enrolment';
  /** `YYYY-MM-DD`, a day of the calendar. */
  day: string;
  /** Whole days from today: 0 today, 1 tomorrow. */
  daysLeft: number;
}
