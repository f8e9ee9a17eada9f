/**
 * Domain types, named as the API names them and derived from the generated schemas so that a
 * change of the contract shows up as a type error in every consumer.
 */
import type { components as Candidate } from './generated/candidate-service';
import type { components as Identity } from './generated/identity';

type CandidateSchemas = Candidate['schemas'];
type IdentitySchemas = Identity['schemas'];

/** What a list item's unreadable status is read as (« Statut inconnu »). */
type UnknownStatus = 'unknown';

/**
 * An application as call 3's list is read (tolerantly): a status outside the contract is
 * `unknown`, an unreadable submission date null; the rest is the contract's `Application`.
 */
export type Application = Omit<CandidateSchemas['Application'], 'status' | 'submissionDate'> & {
  status: CandidateSchemas['ApplicationStatus'] | UnknownStatus;
  submissionDate: string | null;
};
export type ApplicationDetails = CandidateSchemas['ApplicationDetails'];
export type Choice = CandidateSchemas['Choice'];
export type BacResult = CandidateSchemas['BacResult'];
export type EligibleProgram = CandidateSchemas['EligibleProgram'];
export type GroupInfo = CandidateSchemas['GroupInfo'];
export type EligibleProgramsData = CandidateSchemas['EligibleProgramsData'];
export type ProgramKind = CandidateSchemas['ProgramKind'];
/** This portal's addition to candidate-service (optional: a service without it answers 404). */
export type AdmissionCalendar = CandidateSchemas['AdmissionCalendar'];
/** This portal's addition: the proof of a saved programme change (a service without it sends none). */
export type ChoiceReceipt = CandidateSchemas['ChoiceReceipt'];
/** This portal's addition: one dated event of an application (submitted, choice changed, decided). */
export type ApplicationEvent = CandidateSchemas['ApplicationEvent'];
/** A staff list row as read (tolerantly, like `Application`): `unknown` status, null date. */
export type StaffApplication = Omit<CandidateSchemas['StaffApplication'], 'status' | 'submissionDate'> & {
  status: CandidateSchemas['StaffApplicationStatus'] | UnknownStatus;
  submissionDate: string | null;
};
export type StaffApplicationStatus = CandidateSchemas['StaffApplicationStatus'];
export type StaffApplicationPage = Omit<CandidateSchemas['StaffApplicationPage'], 'items'> & {
  items: StaffApplication[];
};
export type StaffDecision = CandidateSchemas['StaffDecision'];
/** This portal's addition: a programme of a kind, as the staff lists' filter names it. */
export type StaffProgram = CandidateSchemas['StaffProgram'];
/** This portal's addition: everything a reviewer decides on (« Dossier du candidat »). */
export type StaffApplicationFile = Omit<CandidateSchemas['StaffApplicationFile'], 'history'> & {
  history: ApplicationEvent[];
};
export type StaffDecisionKind = CandidateSchemas['StaffDecisionKind'];
export type StaffDecisionRequest = CandidateSchemas['StaffDecisionRequest'];
/** One decision on several applications of a kind, all or nothing (this portal's addition). */
export type StaffBulkDecisionRequest = CandidateSchemas['StaffBulkDecisionRequest'];
/** This portal's addition: a programme's places and waiting-list places (admin only). */
export type StaffCapacityRequest = CandidateSchemas['StaffCapacityRequest'];
/**
 * This portal's addition: what a proposed selection of a programme is computed from
 * (docs/behaviour.md, « Proposed selection »); its applications read strictly (each is sent back
 * with its version).
 */
export type StaffSelectionProposal = CandidateSchemas['StaffSelectionProposal'];
export type StaffSelectionCandidate = CandidateSchemas['StaffSelectionCandidate'];
export type StaffTieBreak = CandidateSchemas['StaffTieBreak'];
/** An application taken out of a proposal or put in it by hand, with the reason. */
export type StaffSelectionAdjustment = CandidateSchemas['StaffSelectionAdjustment'];
/** A proposed selection as the reviewer confirms it, applied all or nothing. */
export type StaffSelectionRequest = CandidateSchemas['StaffSelectionRequest'];
/** A recorded selection's applications as they now are. */
export type StaffSelectionResult = CandidateSchemas['StaffSelectionResult'];
/** One element of `ProgramChoicesJson`. */
export type ProgramChoice = CandidateSchemas['ProgramChoice'];
/** The multipart fields of call 7 exactly as sent (every value a string). */
export type UpdateWithChoicesForm = CandidateSchemas['UpdateWithChoicesForm'];

type OptionalFormField = Exclude<
  keyof UpdateWithChoicesForm,
  'AccountId' | 'PreferredLanguage' | 'IsMultipleChoice' | 'ProgramChoicesJson'
>;

/**
 * The update payload (docs/behaviour.md, « Programme change ») before serialisation: empty, null or
 * undefined values are allowed and omitted by `toUpdateFormData`; `ProgramChoices` becomes
 * `ProgramChoicesJson`.
 */
export type UpdateWithChoicesFields = { [K in OptionalFormField]?: string | null } & {
  AccountId: string;
  PreferredLanguage: 'fr';
  IsMultipleChoice?: boolean | null;
  ProgramChoices?: readonly ProgramChoice[] | null;
};

/** The token endpoint's success body (snake_case, as Keycloak sends it). */
export type TokenSet = IdentitySchemas['TokenResponse'];
export type TokenErrorBody = IdentitySchemas['TokenErrorBody'];

/** The access-token claims the portal reads (Keycloak sends more); described in openapi/identity.yaml. */
export type AccessTokenClaims = IdentitySchemas['AccessTokenClaims'];

/** The logged-in user, stored under the `user` key (docs/behaviour.md, « Local storage »). */
export type LoggedInUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A successful grant (calls 1 and 2): the tokens, the access token's claims and the user they describe. */
export interface SignedIn {
  tokens: TokenSet;
  claims: AccessTokenClaims;
  user: LoggedInUser;
}
