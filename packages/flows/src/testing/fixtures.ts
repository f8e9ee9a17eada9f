import type { Application, LoggedInUser, SignedIn, StaffApplication, TokenSet } from '@admission/api-client';

export function makeUser(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    id: 'account-1',
    email: 'awa.diop@example.sn',
    firstName: 'Awa',
    lastName: 'Diop',
    roles: ['candidate'],
    isActive: true,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    candidateId: 'c-1',
    accountId: 'account-1',
    bacFirstName: 'Awa',
    bacLastName: 'Diop',
    bacSerie: 'S2',
    bacResultId: 'bac-1',
    applicationType: 'multiple_choice',
    status: 'submitted',
    submissionDate: '2025-06-01T10:00:00Z',
    ...overrides,
  };
}

function makeTokenSet(access = 'access', refresh = 'refresh'): TokenSet {
  return { access_token: access, refresh_token: refresh, expires_in: 300, token_type: 'Bearer' };
}

/** A successful grant for `user` (what the token client answers to calls 1 and 2). */
export function makeSignedIn(user: LoggedInUser = makeUser(), access = 'access'): SignedIn {
  return {
    tokens: makeTokenSet(access),
    claims: { sub: user.id, iat: 1_750_000_000, exp: 1_750_000_300 },
    user,
  };
}

/** A row of a staff list: `id` is also its last name and e-mail, for tests that tell rows apart. */
export function makeStaffRow(
  id: string,
  status: StaffApplication['status'] = 'pending',
  version = 1,
): StaffApplication {
  return {
    id,
    kind: 'universite',
    firstName: 'Awa',
    lastName: id,
    email: `${id}@example.org`,
    status,
    documents: [],
    submissionDate: '2025-07-01T10:00:00Z',
    version,
  };
}
