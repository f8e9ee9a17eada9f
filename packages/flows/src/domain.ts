// Structural domain types with the API's field names (spec section 3, docs/contract.md).
// Kept structural so that data typed by @admission/api-client is assignable to them.

export type ApplicationStatus = 'pending' | 'submitted' | 'reviewing' | 'approved' | 'rejected' | 'waitlisted';
export type ChoiceStatus = 'accepted' | 'waitlisted' | 'rejected' | 'cancelled' | 'pending';
export type ApplicationType = 'multiple_choice' | 'single_choice';

export interface Choice {
  id: string;
  programId: string;
  programName?: string | null;
  priority: number;
  score?: number | null;
  status?: ChoiceStatus | null;
  rank?: number | null;
}

export interface Application {
  candidateId: string;
  accountId: string;
  bacFirstName?: string | null;
  bacLastName?: string | null;
  bacNationality?: string | null;
  bacSerie?: string | null;
  bacResultId?: string | null;
  bacDob?: string | null;
  bacPlaceOfBirth?: string | null;
  applicationType?: ApplicationType | null;
  programId?: string | null;
  programName?: string | null;
  programGroup?: string | null;
  ufrName?: string | null;
  status: ApplicationStatus;
  submissionDate?: string | null;
  score?: number | null;
  cinUrl?: string | null;
  autreDocUrl?: string | null;
  email?: string | null;
  phone?: string | null;
  choices?: Choice[] | null;
}

/** Call 5: a partial application merged into the matching one. */
export type ApplicationDetails = Partial<Application> & { candidateId: string };

/** Call 4. */
export interface BacResult {
  grades: Record<string, number>;
  coefs: Record<string, number>;
}

export interface EligibleProgram {
  programId: string;
  programName: string;
  shortName?: string | null;
}

export interface GroupInfo {
  groupId: string;
  groupName?: string | null;
  programs: EligibleProgram[];
}

/** Call 6 data. */
export interface EligibleProgramsData {
  programs: EligibleProgram[];
  groupInfo: GroupInfo | null;
  isMandatoryFullRanking: boolean;
  hasMultipleChoices: boolean;
}

/** The API envelope `{ isSuccess, data?, message? }`. */
export interface Envelope<T> {
  isSuccess: boolean;
  data?: T | null;
  message?: string | null;
}

/** Call 7 multipart fields; absent keys are not sent. */
export interface UpdateWithChoicesFields {
  FirstName?: string;
  LastName?: string;
  AccountId: string;
  BirthDate?: string;
  Address?: string;
  Nationality?: string;
  SeriesId?: string;
  PreferredLanguage: 'fr';
  BacResultId?: string;
  UfrId?: string;
  ProgramId?: string;
  IsMultipleChoice?: 'true';
  ProgramGroup?: string;
  ProgramChoicesJson?: string;
}

export interface LoggedInUser {
  id: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  roles: string[];
  isActive?: boolean;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** Opaque to flows except for the refresh token's presence. */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string | null;
}

/** The access-token claims the session needs (decoded by the portal, e.g. with jose). */
export interface AccessClaims {
  sub: string;
  exp: number;
  iat?: number | null;
}

export type ProgramKind = 'universite' | 'coran' | 'majalis';
