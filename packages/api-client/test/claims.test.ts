import { describe, expect, it } from 'vitest';
import {
  decodeAccessToken,
  rolesOf,
  userFromClaims,
  type AccessTokenClaims,
  type LoggedInUser,
} from '../src/index';
import { ACCOUNT_ID } from './fixtures';
import { makeToken, nowSeconds } from './server';

function keycloakClaims(overrides: Partial<AccessTokenClaims> = {}): AccessTokenClaims {
  const iat = nowSeconds();
  return {
    sub: ACCOUNT_ID,
    iss: 'http://127.0.0.1:8080/realms/admission',
    aud: 'account',
    azp: 'auth-service',
    iat,
    exp: iat + 300,
    email: 'awa@example.org',
    given_name: 'Awa',
    family_name: 'Ndiaye',
    name: 'Awa Ndiaye',
    realm_access: { roles: ['offline_access', 'uma_authorization', 'default-roles-admission', 'candidate'] },
    ...overrides,
  };
}

/** A JWT payload part: the JSON of `value`, base64url (or base64) encoded. */
const payloadOf = (value: unknown, encoding: 'base64url' | 'base64' = 'base64url') =>
  Buffer.from(JSON.stringify(value)).toString(encoding);

/** The user of a token as the token client builds it: decoded, then described. */
function userFromAccessToken(token: string | null): LoggedInUser | null {
  const claims = decodeAccessToken(token);
  return claims ? userFromClaims(claims) : null;
}

describe('user from the access token', () => {
  it('builds the logged-in user of section 3 from the claims', async () => {
    const claims = keycloakClaims();
    const expected: LoggedInUser = {
      id: ACCOUNT_ID,
      email: 'awa@example.org',
      firstName: 'Awa',
      lastName: 'Ndiaye',
      roles: ['offline_access', 'uma_authorization', 'default-roles-admission', 'candidate'],
      isActive: true,
      createdAt: new Date((claims.iat ?? 0) * 1000).toISOString(),
      updatedAt: new Date((claims.iat ?? 0) * 1000).toISOString(),
    };
    expect(userFromAccessToken(await makeToken(claims))).toEqual(expected);
  });

  it('falls back to name when given_name is missing', async () => {
    const { given_name: _omitted, ...claims } = keycloakClaims();
    expect(userFromAccessToken(await makeToken(claims))?.firstName).toBe('Awa Ndiaye');
  });

  it('takes roles from realm_access, else from the auth-service client', () => {
    const clientRoles = {
      resource_access: { 'auth-service': { roles: ['ROLE_CANDIDATE'] }, other: { roles: ['x'] } },
    };
    expect(rolesOf(keycloakClaims({ ...clientRoles, realm_access: { roles: ['student'] } }))).toEqual([
      'student',
    ]);
    expect(rolesOf(keycloakClaims({ ...clientRoles, realm_access: undefined }))).toEqual(['ROLE_CANDIDATE']);
    expect(rolesOf(keycloakClaims({ ...clientRoles, realm_access: { roles: [] } }))).toEqual([
      'ROLE_CANDIDATE',
    ]);
    expect(rolesOf(keycloakClaims({ realm_access: undefined }))).toEqual([]);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not a JWT', 'not-a-token'],
    ['a payload that is not JSON', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln'],
    // What jose's decodeJwt refused before the portal decoded tokens itself, refused the same.
    ['an encrypted JWT (five parts)', `eyJhbGciOiJIUzI1NiJ9.${payloadOf({ sub: 'a', exp: 1 })}.a.b.c`],
    [
      'a payload in base64, not base64url',
      `eyJhbGciOiJIUzI1NiJ9.${payloadOf({ sub: '>?>' }, 'base64')}.c2ln`,
    ],
    ['a payload that is a JSON array', `eyJhbGciOiJIUzI1NiJ9.${payloadOf(['sub', 'exp'])}.c2ln`],
    [
      'a payload that is not UTF-8',
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.c2ln`,
    ],
  ])('a token that is %s gives no user and no throw', (_case, token) => {
    expect(userFromAccessToken(token)).toBeNull();
    expect(decodeAccessToken(token)).toBeNull();
  });

  it('a token without sub or exp gives no user', async () => {
    const { sub: _sub, ...noSub } = keycloakClaims();
    const { exp: _exp, ...noExp } = keycloakClaims();
    expect(userFromAccessToken(await makeToken(noSub))).toBeNull();
    expect(userFromAccessToken(await makeToken(noExp))).toBeNull();
  });

  it('reads the payload as UTF-8, unpadded base64url', async () => {
    const token = await makeToken(keycloakClaims({ given_name: 'Aïssatou', family_name: 'Ndiaye-Bâ' }));
    expect(token.split('.')[1]).not.toContain('=');
    expect(decodeAccessToken(token)).toMatchObject({ given_name: 'Aïssatou', family_name: 'Ndiaye-Bâ' });
  });

  it('an expired token still decodes: freshness is the session rule, not the decoder', async () => {
    const token = await makeToken(keycloakClaims({ iat: nowSeconds() - 600, exp: nowSeconds() - 300 }));
    expect(decodeAccessToken(token)?.sub).toBe(ACCOUNT_ID);
  });
});
