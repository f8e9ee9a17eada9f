// Public API of @admission/flows: the portal's behaviour (XState v5 machines) and the business
// rules it decides with. What a screen shows is ui's; what the server answers is api-client's.

export type { ProgramKind } from './domain';

// Rules
export { passwordsMatch } from './rules/password';
export type { PasswordRuleCode } from './rules/password';
export {
  CANDIDATE_PORTAL_ROLES,
  STAFF_LIST_ROLES,
  STAFF_ROLES,
  hasAnyRole,
  isCandidatePortalRole,
  portalAdmits,
  staffHome,
  staffRedirect,
} from './rules/roles';
export type { LoginPortal } from './rules/roles';
export {
  defaultSort,
  parseStaffQuery,
  staffExportRequest,
  staffQueryParams,
  staffSorts,
  withSearch,
} from './rules/staffQuery';
export type { StaffQuery, StaffSort } from './rules/staffQuery';
export {
  acceptedApplication,
  applicationChoiceMode,
  choicesByPriority,
  currentChoiceNames,
} from './rules/applications';
export { safeRedirectTarget } from './rules/redirect';
export { choicesClosedOn, choicesOpenUntil, nextKeyDate, upcomingOpening } from './rules/calendar';
export type { KeyDate, KeyDateKind } from './rules/calendar';
export { isAccessTokenFresh } from './rules/session';
// The codes of every failure flows reports; @admission/screens words each with these very types
// (`satisfies Record<Code, string>`: a code without words, or words for no code, does not compile).
export type { LoadErrorCode, LoginErrorCode, ProgramChangeErrorCode, SessionErrorCode } from './rules/errors';
export { LOGIN_FAILURES_FORGOTTEN_AFTER_MS } from './rules/errors';
export type {
  PasswordChangeErrorCode,
  ReceiptEmailErrorCode,
  ReceiptLoadErrorCode,
  ResendVerificationErrorCode,
  ResetConfirmErrorCode,
  ResetRequestErrorCode,
  VerifyEmailErrorCode,
} from './rules/refusals';
// How a machine reads a result: the portal gives every machine's `log` action this signature.
export type { LogParams } from './result';
export type { ProgramSelection, Rank } from './rules/ranking';

// Machines
export { loginMachine } from './machines/loginMachine';
export { staffListMachine } from './machines/staffListMachine';
export { isSelectable } from './rules/staffSelection';
export { staffFileMachine } from './machines/staffFileMachine';
export type { ShownStaffFile, StaffFileErrorCode } from './machines/staffFileMachine';
export { createSessionController, loggedIn, sessionMachine } from './machines/sessionMachine';
export type {
  RefreshTokensOutput,
  SessionActorRef,
  SessionController,
  SessionInput,
} from './machines/sessionMachine';
export {
  dashboardMachine,
  dashboardStatus,
  offlineSince,
  overloadedRetry,
} from './machines/dashboardMachine';
export { lastKnownFor, lastKnownOf } from './rules/lastKnown';
export type { LastKnown } from './rules/lastKnown';
export { applicationMachine, settledFromNetwork } from './machines/applicationMachine';
export type { ApplicationSnapshot, ProgramChangeLogic } from './machines/applicationMachine';
export { programChangeMachine } from './machines/programChangeMachine';
export type { ProgramChangeActorRef } from './machines/programChangeMachine';
export { receiptMachine } from './machines/receiptMachine';
export { historyMachine } from './machines/historyMachine';
export { verifyEmailMachine } from './machines/verifyEmailMachine';
export { idleMachine } from './machines/idleMachine';
export { resetConfirmMachine } from './machines/resetConfirmMachine';
export { passwordChangeMachine } from './machines/passwordChangeMachine';
export { emailRequestMachine } from './machines/emailRequestMachine';
export type { EmailRequestErrorCode, EmailRequestFlow } from './machines/emailRequestMachine';
export { isCapacity, MAX_PLACES, selectionMachine } from './machines/selectionMachine';
export type {
  Capacity,
  ProgramWithCapacity,
  SelectionErrorCode,
  SelectionProposalData,
  SelectionResult,
} from './machines/selectionMachine';
export {
  byMerit,
  canExclude,
  canInclude,
  canPropose,
  proposeWith,
  reasonOf,
  MAX_REASON_LENGTH,
} from './rules/selection';
export type {
  Adjustment,
  AdjustmentKind,
  MeritCandidate,
  Proposal,
  ProposedRow,
  WaitlistRow,
} from './rules/selection';
