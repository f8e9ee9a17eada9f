// Types of flows' own. Domain types come from @admission/api-client, imported as types only
// (flows never runs its code), named as the API names them (docs/contract.md).
// Actors of the machines resolve to the client's own `ApiResult<T>`: flows branches on `ok` and
// `error.kind`, nothing converts it.
import type { AccessTokenClaims } from '@admission/api-client';

/** The claims the session reads. */
export type AccessClaims = Pick<AccessTokenClaims, 'sub' | 'exp' | 'iat'>;

/** The tokens the session keeps (as stored under access_token / refresh_token). */
export interface SessionTokens {
  accessToken: string;
  refreshToken?: string | null;
}

export type ProgramKind = 'universite' | 'coran' | 'majalis';
