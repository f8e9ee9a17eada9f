// View types of the staff application lists (docs/contract.md, call 11).
export const programKinds = ['universite', 'coran', 'majalis'] as const;
export type ProgramKind = (typeof programKinds)[number];

export type StaffApplicationStatus = 'pending' | 'accepted' | 'rejected';

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
}
