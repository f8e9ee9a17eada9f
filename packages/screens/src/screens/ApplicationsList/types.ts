// View types of the staff application lists (docs/contract.md, call 11).
export const programKinds = ['universite', 'coran', 'majalis'] as const;
export type ProgramKind = (typeof programKinds)[number];

export type StaffApplicationStatus = 'pending' | 'accepted' | 'rejected' | 'waitlisted';

export interface StaffDocument {
  name: string;
  url: string;
}

export interface StaffApplication {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** `unknown`: a status the API sent that this version does not know (« Statut inconnu », no decision). */
  status: StaffApplicationStatus | 'unknown';
  documents: StaffDocument[];
  /** The score out of 20, null while not computed (a service that ranks; absent otherwise). */
  score?: number | null | undefined;
  /** The programme of rank 1 or the single choice (a service that ranks; absent otherwise). */
  mainChoice?: StaffProgram | null | undefined;
  /** A waitlisted application's rank on its main choice's waiting list (a service that selects; absent otherwise). */
  waitlistRank?: number | null | undefined;
}

/** A programme of the list's kind, for the filter by main choice. */
export interface StaffProgram {
  programId: string;
  programName: string;
  /** The places and waiting-list places, null while not fixed (a service that selects; absent otherwise). */
  places?: number | null | undefined;
  waitlistPlaces?: number | null | undefined;
}

/** The list's orders: by merit (highest score first), by last name, by submission (newest first). */
export type StaffListSort = 'score' | 'name' | 'date';

/** What « Rechercher » asks for besides the search and status: the order and the programme. */
export interface StaffListRanking {
  sort: StaffListSort;
  program: string | null;
}
