// Domain types come from @admission/api-client (types only: flows never runs its code), named as
// the API names them (spec section 3, docs/contract.md).
import type { AccessTokenClaims, StoredSession } from '@admission/api-client';

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
  Envelope,
  GroupInfo,
  LoggedInUser,
  ProgramChoice,
  TokenSet,
  UpdateWithChoicesFields,
} from '@admission/api-client';

/** The claims the session reads (a subset of AccessTokenClaims, decoded by the portal). */
export type AccessClaims = Pick<AccessTokenClaims, 'sub' | 'exp' | 'iat'>;

/** The tokens the session keeps (as stored under access_token / refresh_token). */
export type SessionTokens = Pick<StoredSession, 'accessToken' | 'refreshToken'>;

export type ProgramKind = 'universite' | 'coran' | 'majalis';
