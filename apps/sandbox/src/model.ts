/** The sandbox's records. API shapes are built from them in candidateService.ts. */

type ApplicationType = 'multiple_choice' | 'single_choice';
type ApplicationStatus = 'pending' | 'submitted' | 'reviewing' | 'approved' | 'rejected' | 'waitlisted';
type ChoiceStatus = 'accepted' | 'waitlisted' | 'rejected' | 'cancelled' | 'pending';

export interface UserRecord {
  id: string;
  /** Keycloak username; here the e-mail address, as in a realm with "email as username". */
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  emailVerified: boolean;
  /** Keycloak required actions, e.g. `VERIFY_EMAIL`; any pending one blocks the password grant. */
  requiredActions: string[];
  realmRoles: string[];
  clientRoles: Record<string, string[]>;
  passwordHash: string;
  createdTimestamp: number;
}

export interface Program {
  programId: string;
  programName: string;
  shortName: string;
  groupId: string | null;
  ufrId: string;
  ufrName: string;
}

export interface ProgramGroup {
  groupId: string;
  groupName: string;
  programIds: [string, string, string];
}

export interface ChoiceRecord {
  id: string;
  programId: string;
  programName: string;
  priority: number;
  score: number | null;
  status: ChoiceStatus;
  rank: number | null;
}

export type ProgramKind = 'universite' | 'coran' | 'majalis';

/**
 * One staff decision on an application (the history the review API lists). `waitlisted` (a proposed
 * selection's, docs/behaviour.md « Proposed selection ») carries the waiting-list rank it gave.
 */
export interface DecisionRecord {
  decision: 'accepted' | 'rejected' | 'waitlisted';
  reason: string | null;
  waitlistRank?: number | null;
  decidedAt: string;
  decidedBy: { id: string; name: string };
}

export interface ApplicationRecord {
  candidateId: string;
  /** The programme kind whose staff list shows it. */
  kind: ProgramKind;
  /**
   * 1 at submission; each saved programme change and each staff decision adds 1. The review API's
   * optimistic concurrency (a reviewer who saw other choices is refused) and a receipt's `version`.
   */
  version: number;
  decisions: DecisionRecord[];
  accountId: string;
  bacFirstName: string;
  bacLastName: string;
  bacNationality: string | null;
  bacSerie: string;
  bacResultId: string;
  bacDob: string | null;
  bacPlaceOfBirth: string | null;
  applicationType: ApplicationType;
  programId: string | null;
  programName: string | null;
  programGroup: string | null;
  ufrName: string | null;
  status: ApplicationStatus;
  submissionDate: string;
  score: number | null;
  /** Which demo documents exist; their URLs are built on the sandbox's own base URL. */
  documents: { cin: boolean; autre: boolean };
  email: string | null;
  phone: string | null;
  choices: ChoiceRecord[];
}

export interface BacResultRecord {
  bacResultId: string;
  accountId: string;
  bacSerie: string;
  grades: Record<string, number>;
  coefs: Record<string, number>;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  kind: 'verify-email' | 'reset-password' | 'receipt' | 'decision';
  link: string;
  /** The plain-text body, for the mails that say more than their link (a receipt, a decision). */
  text?: string;
  sentAt: string;
}

/** One programme of a saved choice, by rank (a single choice is rank 1 alone). */
export interface ReceiptChoice {
  rank: number;
  programId: string;
  programName: string;
}

/** The receipt of one saved programme change (this portal's addition to candidate-service). */
export interface ReceiptRecord {
  reference: string;
  candidateId: string;
  /** The owner: nobody else reads or mails it. */
  accountId: string;
  savedAt: string;
  /** The application's version this change made. */
  version: number;
  choices: ReceiptChoice[];
  /** When it was mailed (ms), for the limit on sends. */
  emailedAt: number[];
}

/** A programme's places and waiting-list places, set by an administrator (this portal's addition). */
export interface CapacityRecord {
  places: number;
  waitlistPlaces: number;
}

/**
 * What a proposed selection was computed from (docs/behaviour.md, « Proposed selection »): the
 * programme's pending applications and their versions, the capacity and what earlier decisions
 * took. Kept 30 minutes; a selection is checked against it.
 */
export interface SelectionBasisRecord {
  kind: ProgramKind;
  programId: string;
  expiresAt: number;
  /** candidateId → version, every pending application of the programme (scored or not). */
  versions: Map<string, number>;
  places: number | null;
  waitlistPlaces: number | null;
  acceptedCount: number;
  waitlistedCount: number;
  nextWaitlistRank: number;
}
