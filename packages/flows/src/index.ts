// Public API of @admission/flows: the portal's behaviour (XState v5 machines) and the business
// rules it decides with. What a screen shows is ui's; what the server answers is api-client's.

export type { ProgramKind, SessionTokens } from './domain';

// Rules
export { passwordsMatch } from './rules/password';
export {
  CANDIDATE_PORTAL_ROLES,
  STAFF_LIST_ROLES,
  STAFF_ROLES,
  hasAnyRole,
  isCandidatePortalRole,
  isStaffPortalRole,
  staffHome,
  staffKinds,
  staffRedirect,
} from './rules/roles';
export type { LoginPortal } from './rules/roles';
export { STAFF_PAGE_SIZE, parseStaffQuery, staffQueryParams, withSearch } from './rules/staffQuery';
export type { StaffQuery } from './rules/staffQuery';
export { acceptedApplication, applicationChoiceMode, canChangeProgram } from './rules/applications';
export type { ApplicationChoiceMode } from './rules/applications';
export { safeRedirectTarget } from './rules/redirect';
export type { LoadErrorCode, LoginErrorCode, SessionErrorCode } from './rules/errors';
export { isAccessTokenFresh } from './rules/session';

// Machines
export { loginMachine } from './machines/loginMachine';
export type { LoginOutcome } from './machines/loginMachine';
export { staffListMachine } from './machines/staffListMachine';
export type { StaffListEmitted, StaffPaging } from './machines/staffListMachine';
export { staffDecisionMachine } from './machines/staffDecisionMachine';
export type { StaffDecisionOutcome } from './machines/staffDecisionMachine';
export {
  createSessionController,
  END_SESSION_TIMEOUT_MS,
  loggedIn,
  sessionMachine,
} from './machines/sessionMachine';
export type { SessionActorRef, SessionController, SessionInput } from './machines/sessionMachine';
export { dashboardMachine, dashboardStatus, offlineSince } from './machines/dashboardMachine';
export { isOffline, lastKnownFor, lastKnownOf } from './rules/lastKnown';
export type { LastKnown, LastKnownApplication } from './rules/lastKnown';
export type { DashboardActorRef, DashboardInput } from './machines/dashboardMachine';
export { applicationMachine, programChangeOffered, settledFromNetwork } from './machines/applicationMachine';
export type { ApplicationActorRef, ApplicationSnapshot } from './machines/applicationMachine';
export { programChangeMachine } from './machines/programChangeMachine';
export type { ProgramChangeActorRef, ProgramChangeErrorCode } from './machines/programChangeMachine';
export { verifyEmailMachine } from './machines/verifyEmailMachine';
export { idleMachine } from './machines/idleMachine';
export { resetConfirmMachine, resetRequestMachine } from './machines/resetMachines';
