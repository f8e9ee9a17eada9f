// Public API of @admission/api-client: typed HTTP for the portal, nothing else.
export { parseEnvelope, envelopeSchema, readEnvelopeData, readEnvelopeMessage } from './envelope';
export type { Envelope, EnvelopeParse } from './envelope';
export type { ApiError, ApiResult } from './result';
export { createAuthMiddleware } from './authMiddleware';
export type { AuthMiddlewareOptions } from './authMiddleware';
export { createCandidateApi } from './candidateApi';
export type {
  ApiClientOptions,
  CallOptions,
  CandidateApi,
  CandidateApiOptions,
  CandidateServiceClient,
} from './candidateApi';
export { createAuthApi } from './authApi';
export type { AuthApi, AuthOutcome, AuthServiceClient } from './authApi';
export { createTokenClient, tokenEndpointOf, tokenErrorOutcome } from './tokenClient';
export type { TokenClient, TokenClientOptions, TokenFailureKind, TokenOutcome } from './tokenClient';
export {
  DEFAULT_EXPIRY_MARGIN_SECONDS,
  clockSkewOf,
  decodeAccessToken,
  isAccessTokenUsable,
  isExpired,
  rolesOf,
  userFromAccessToken,
  userFromClaims,
} from './claims';
export type { ExpiryOptions } from './claims';
export { STORAGE_KEYS, createTokenStorage } from './storage';
export type { StorageLike, StoredSession, TokenStorage } from './storage';
export { toUpdateFormData, toUpdateFormFields } from './formData';
export type {
  AccessTokenClaims,
  Application,
  ApplicationDetails,
  ApplicationStatus,
  ApplicationType,
  BacResult,
  Choice,
  ChoiceStatus,
  EligibleProgram,
  EligibleProgramsData,
  GroupInfo,
  LoggedInUser,
  ProgramChoice,
  TokenErrorBody,
  TokenErrorCode,
  TokenSet,
  UpdateWithChoicesFields,
  UpdateWithChoicesForm,
} from './types';
export type { paths as CandidateServicePaths } from './generated/candidate-service';
export type { paths as AuthServicePaths } from './generated/auth-service';
export type { paths as IdentityPaths } from './generated/identity';
