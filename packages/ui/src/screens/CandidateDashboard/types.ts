// View types of the candidate dashboard. Field names are the API's (spec section 3, docs/contract.md);
// ui declares its own copy so it depends on nothing of ours.
export type ApplicationStatus =
  'pending' | 'submitted' | 'reviewing' | 'approved' | 'rejected' | 'waitlisted';
export type ChoiceStatus = 'accepted' | 'waitlisted' | 'rejected' | 'cancelled' | 'pending';

export type ApplicationType = 'multiple_choice' | 'single_choice';

/** Where a call stands: on its way, answered, failed, or past its time limit. */
export type LoadStatus = 'loading' | 'ready' | 'failed' | 'timeout';

export interface Choice {
  id: string;
  programId: string;
  programName: string;
  /** 1 to 3. */
  priority: number;
  score?: number | null;
  /** Unknown values read as "En attente" (spec section 4). */
  status?: ChoiceStatus | string | null;
  rank?: number | null;
}

export interface Application {
  candidateId: string;
  accountId?: string | null;
  bacFirstName?: string | null;
  bacLastName?: string | null;
  bacNationality?: string | null;
  bacSerie?: string | null;
  bacResultId?: string | null;
  /** ISO 8601 date. */
  bacDob?: string | null;
  bacPlaceOfBirth?: string | null;
  applicationType?: ApplicationType | null;
  programId?: string | null;
  programName?: string | null;
  programGroup?: string | null;
  ufrName?: string | null;
  status: ApplicationStatus;
  /** ISO 8601 date or date-time. */
  submissionDate?: string | null;
  score?: number | null;
  cinUrl?: string | null;
  autreDocUrl?: string | null;
  email?: string | null;
  phone?: string | null;
  choices?: Choice[] | null;
  /** Baccalaureate marks out of 20, by subject (call 4). */
  grades?: Record<string, number> | null;
  /** Not from the API: where the grades (call 4) stand. */
  gradesStatus: LoadStatus;
  /** Not from the API: where the details (call 5: documents, e-mail, phone, choices) stand. */
  detailsStatus: LoadStatus;
  /** Coefficients by subject (call 4). */
  coefs?: Record<string, number> | null;
  /**
   * Not from the API: whether "Changer de programme" is offered (decided in flows; ui shows the
   * button exactly when this is true, whatever `detailsStatus` says).
   */
  canChangeProgram: boolean;
  /** Not from the API: ranked choices (`multiple`) or one programme (`single`), decided in flows. */
  choiceMode: 'single' | 'multiple';
}
