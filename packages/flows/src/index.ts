// Public API of @admission/flows: the portal's behaviour (XState v5 machines) and pure rules.

// Domain types (from @admission/api-client, types only)
export type {
  AccessClaims,
  AccessTokenClaims,
  Application,
  ApplicationDetails,
  ApplicationStatus,
  BacResult,
  Choice,
  ChoiceStatus,
  EligibleProgram,
  EligibleProgramsData,
  Envelope,
  GroupInfo,
  LoggedInUser,
  ProgramKind,
  SessionTokens,
  TokenSet,
  UpdateWithChoicesFields,
} from './domain';

// Rules
export {
  missingPasswordRules,
  passwordsMatch,
  passwordRuleCodes,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from './rules/password';
export type { PasswordRuleCode } from './rules/password';
export {
  CANDIDATE_PORTAL_ROLES,
  STAFF_LIST_ROLES,
  canViewStaffList,
  hasAnyRole,
  isCandidatePortalRole,
} from './rules/roles';
export { applicationStatusView, choiceStatusLabelKey, singleChoiceBadgeKey } from './rules/status';
export type { ChoiceStatusLabelKey, SingleChoiceBadgeKey, StatusTone } from './rules/status';
export { PASS_MARK, formatScore, gradePasses } from './rules/grades';
export {
  applicationChoiceMode,
  canEditProgram,
  dedupeProgramsById,
  mergeApplicationDetails,
  sortApplicationsNewestFirst,
} from './rules/applications';
export type { ApplicationChoiceMode } from './rules/applications';
export {
  MIN_RANKED_CHOICES,
  RANKS,
  assignRank,
  emptySelection,
  isRank,
  isRankingComplete,
  isSelectionComplete,
  rankedProgramIds,
  selectRank,
  selectSingleProgram,
} from './rules/ranking';
export type { ProgramSelection, Rank, Ranking, SelectionMode } from './rules/ranking';
export { buildUpdatePayload } from './rules/payload';
export type {
  ApplicationAddressFields,
  UpdatePayloadError,
  UpdatePayloadInput,
  UpdatePayloadResult,
} from './rules/payload';
export { safeRedirectTarget } from './rules/redirect';
export { classifyLoginError, classifySessionError } from './rules/errors';
export type { LoginErrorCode, SessionErrorCode } from './rules/errors';
export { DEFAULT_EXPIRY_MARGIN_SECONDS, clockSkewSeconds, isAccessTokenFresh } from './rules/session';

// Machines
export { DEPOSIT_PATH, loginMachine } from './machines/loginMachine';
export type {
  FetchApplicationsInput,
  FetchApplicationsOutput,
  LoadUserInput,
  LoadUserOutput,
  LoginContext,
  LoginCredentials,
  LoginEvent,
  LoginOutcome,
  RequestTokenInput,
  RequestTokenOutput,
} from './machines/loginMachine';
export {
  DEFAULT_AFTER_LOGIN_PATH,
  createSessionController,
  sessionMachine,
  sessionOutcome,
} from './machines/sessionMachine';
export type {
  RefreshOutcome,
  RefreshTokensInput,
  RefreshTokensOutput,
  SessionActorRef,
  SessionContext,
  SessionController,
  SessionEvent,
  SessionInput,
  SessionSnapshot,
} from './machines/sessionMachine';
export { programEditMachine } from './machines/programEditMachine';
export type {
  LoadEligibleProgramsInput,
  LoadEligibleProgramsOutput,
  ProgramEditContext,
  ProgramEditErrorCode,
  ProgramEditEvent,
  ProgramEditInput,
  ReloadDetailsInput,
  ReloadDetailsOutput,
  SaveChoicesInput,
  SaveChoicesOutput,
} from './machines/programEditMachine';
export {
  VERIFY_EMAIL_REDIRECT_DELAY_MS,
  VERIFY_EMAIL_REDIRECT_PATH,
  verifyEmailErrorCode,
  verifyEmailMachine,
} from './machines/verifyEmailMachine';
export type {
  VerifyEmailCallInput,
  VerifyEmailCallOutput,
  VerifyEmailContext,
  VerifyEmailErrorCode,
  VerifyEmailInput,
} from './machines/verifyEmailMachine';
export { resetConfirmMachine, resetRequestMachine } from './machines/resetMachines';
export type {
  ConfirmResetInput,
  HttpStatusOutput,
  RequestResetInput,
  ResetConfirmContext,
  ResetConfirmErrorCode,
  ResetConfirmEvent,
  ResetConfirmInput,
  ResetRequestContext,
  ResetRequestErrorCode,
  ResetRequestEvent,
} from './machines/resetMachines';
export { dashboardLoaderMachine } from './machines/dashboardLoaderMachine';
export type {
  DashboardLoaderContext,
  DashboardLoaderEvent,
  DashboardLoaderInput,
  FetchApplicationListInput,
  FetchApplicationListOutput,
  FetchDetailsInput,
  FetchDetailsOutput,
  FetchGradesInput,
  FetchGradesOutput,
} from './machines/dashboardLoaderMachine';
