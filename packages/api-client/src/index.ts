// Public API of @admission/api-client: typed HTTP for the portal, nothing else. Every call
// resolves to an `ApiResult<T>`; none rejects.
export type { ApiError, ApiResult } from './result';
export { createCandidateApi } from './candidateApi';
export type { CandidateApi, CandidateApiOptions, SavedChoices } from './candidateApi';
export { createCalendarApi } from './calendarApi';
export type { CalendarApi } from './calendarApi';
export { createReceiptApi, isReceiptReference } from './receiptApi';
export { createHistoryApi } from './historyApi';
export type { HistoryApi } from './historyApi';
export type { ReceiptApi } from './receiptApi';
export { createStaffApi } from './staffApi';
export type {
  StaffApi,
  StaffBulkDecisionError,
  StaffSelectionError,
  StaffDecisionError,
  StaffExport,
  StaffExportQuery,
  StaffListQuery,
} from './staffApi';
export { createAuthApi, createPasswordApi } from './authApi';
export type { AuthApi, PasswordApi } from './authApi';
export type { RefreshAccessToken } from './authMiddleware';
export { createTokenClient, tokenEndpointOf } from './tokenClient';
export type { TokenClient } from './tokenClient';
export { dpopProof, newDpopKey } from './dpop';
export type { DpopKeys } from './dpop';
export { decodeAccessToken, rolesOf, userFromClaims } from './claims';
export { STORAGE_KEYS, createTokenStorage } from './storage';
// Two answers' schemas, for the portal's device copy of them (its last-known dashboard).
export { applicationItemSchema, bacResultSchema } from './schemas';
export type { StorageLike, TokenStorage } from './storage';
export type {
  AccessTokenClaims,
  AdmissionCalendar,
  Application,
  ApplicationEvent,
  ApplicationDetails,
  BacResult,
  ChoiceReceipt,
  EligibleProgram,
  EligibleProgramsData,
  GroupInfo,
  LoggedInUser,
  ProgramChoice,
  ProgramKind,
  SignedIn,
  StaffApplication,
  StaffApplicationFile,
  StaffApplicationPage,
  StaffApplicationStatus,
  StaffDecisionKind,
  StaffBulkDecisionRequest,
  StaffDecisionRequest,
  StaffProgram,
  StaffCapacityRequest,
  StaffSelectionAdjustment,
  StaffSelectionCandidate,
  StaffSelectionProposal,
  StaffSelectionRequest,
  StaffSelectionResult,
  StaffTieBreak,
  TokenSet,
  UpdateWithChoicesFields,
} from './types';
