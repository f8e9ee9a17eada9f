import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../testing/fixtures';
import {
  applicationChoiceMode,
  canChangeProgram,
  dedupeProgramsById,
  mergeApplicationDetails,
  sortApplicationsNewestFirst,
} from './applications';
import {
  classifyChoicesSaveError,
  classifyLoadError,
  classifyLoginError,
  classifyProgramsLoadError,
  classifySessionError,
} from './errors';
import { hasAnyRole, isCandidatePortalRole, STAFF_LIST_ROLES } from './roles';
import type { ProgramKind } from '../domain';

const canViewStaffList = (roles: string[], kind: ProgramKind) => hasAnyRole(roles, STAFF_LIST_ROLES[kind]);
import { clockSkewSeconds, isAccessTokenFresh } from './session';
import type { ApiError } from '@admission/api-client';

describe('roles', () => {
  it('admits student, candidate and ROLE_CANDIDATE to the candidate portal', () => {
    for (const role of ['student', 'candidate', 'ROLE_CANDIDATE'])
      expect(isCandidatePortalRole(['offline_access', role])).toBe(true);
    expect(isCandidatePortalRole(['admin', 'role_candidate', 'Candidate'])).toBe(false);
    expect(isCandidatePortalRole([])).toBe(false);
  });

  it('lets each staff list through to admin and its own role only', () => {
    expect(canViewStaffList(['admin'], 'universite')).toBe(true);
    expect(canViewStaffList(['admin'], 'coran')).toBe(true);
    expect(canViewStaffList(['admin'], 'majalis')).toBe(true);
    expect(canViewStaffList(['pedagogy_admin'], 'universite')).toBe(true);
    expect(canViewStaffList(['pedagogy_admin'], 'coran')).toBe(false);
    expect(canViewStaffList(['quran_teacher'], 'coran')).toBe(true);
    expect(canViewStaffList(['quran_teacher'], 'majalis')).toBe(false);
    expect(canViewStaffList(['majalis_teacher'], 'majalis')).toBe(true);
    expect(canViewStaffList(['majalis_teacher'], 'universite')).toBe(false);
    expect(canViewStaffList(['candidate'], 'universite')).toBe(false);
  });

  it('lets any logged-in user through a route without a role list', () => {
    expect(hasAnyRole([], undefined)).toBe(true);
    expect(hasAnyRole([], [])).toBe(true);
    expect(hasAnyRole(['a'], ['b'])).toBe(false);
  });
});

describe('applications', () => {
  it('sorts newest first, unreadable dates last, without mutating', () => {
    const a = makeApplication({ candidateId: 'a', submissionDate: '2024-01-01T00:00:00Z' });
    const b = makeApplication({ candidateId: 'b', submissionDate: '2025-01-01T00:00:00Z' });
    const c = makeApplication({ candidateId: 'c', submissionDate: 'not a date' });
    const input = [c, a, b];
    expect(sortApplicationsNewestFirst(input).map((x) => x.candidateId)).toEqual(['b', 'a', 'c']);
    expect(input.map((x) => x.candidateId)).toEqual(['c', 'a', 'b']);
  });

  it('sorted output is a permutation in non-increasing date order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })),
        (dates) => {
          const apps = dates.map((d, i) => ({ id: i, submissionDate: d.toISOString() }));
          const sorted = sortApplicationsNewestFirst(apps);
          expect(sorted.map((x) => x.id).sort((x, y) => x - y)).toEqual(apps.map((x) => x.id));
          for (let i = 1; i < sorted.length; i++) {
            expect(Date.parse(sorted[i - 1]!.submissionDate) >= Date.parse(sorted[i]!.submissionDate)).toBe(
              true,
            );
          }
        },
      ),
    );
  });

  it('is multiple only for multiple_choice with existing choices', () => {
    const choice = { id: 'x', programId: 'p', programName: 'P', priority: 1, status: 'pending' as const };
    expect(applicationChoiceMode({ applicationType: 'multiple_choice', choices: [choice] })).toBe('multiple');
    expect(applicationChoiceMode({ applicationType: 'multiple_choice', choices: [] })).toBe('single');
    expect(applicationChoiceMode({ applicationType: 'multiple_choice' })).toBe('single');
    expect(applicationChoiceMode({ applicationType: 'single_choice', choices: [choice] })).toBe('single');
  });

  it('lets only a submitted application change its programme', () => {
    expect(canChangeProgram({ status: 'submitted' })).toBe(true);
    for (const status of ['pending', 'reviewing', 'approved', 'rejected', 'waitlisted'] as const)
      expect(canChangeProgram({ status })).toBe(false);
  });

  it('de-duplicates programmes by programId, first one wins', () => {
    const p = (programId: string, programName: string) => ({ programId, programName, shortName: '' });
    expect(dedupeProgramsById([p('1', 'a'), p('2', 'b'), p('1', 'c')])).toEqual([p('1', 'a'), p('2', 'b')]);
  });

  it('merges details into the matching application only, without erasing with nulls', () => {
    const app = makeApplication({ email: 'a@b.sn' });
    expect(mergeApplicationDetails(app, { candidateId: 'c-1', email: null, phone: '770000000' })).toEqual({
      ...app,
      phone: '770000000',
    });
    expect(mergeApplicationDetails(app, { candidateId: 'other', phone: '1' })).toBe(app);
  });
});

describe('error classification', () => {
  const keycloak = (status: number, code: string, message?: string): ApiError => ({
    kind: 'http',
    status,
    code,
    ...(message ? { message } : {}),
  });

  // Keycloak's answers to the password grant (docs/identity-provider.md). The status is swapped
  // on purpose in some rows: only the OAuth code and description count.
  it.each<[string, ApiError, string]>([
    ['wrong password', keycloak(401, 'invalid_grant', 'Invalid user credentials'), 'invalidCredentials'],
    [
      'brute-force lockout (400)',
      keycloak(400, 'invalid_grant', 'Invalid user credentials'),
      'invalidCredentials',
    ],
    ['disabled account', keycloak(400, 'invalid_grant', 'Account disabled'), 'accountDisabled'],
    [
      'required actions pending',
      keycloak(400, 'invalid_grant', 'Account is not fully set up'),
      'accountNotSetUp',
    ],
    [
      'missing username',
      keycloak(401, 'invalid_request', 'Missing parameter: username'),
      'invalidCredentials',
    ],
    [
      'missing password',
      keycloak(400, 'invalid_request', 'Missing parameter: password'),
      'invalidCredentials',
    ],
    ['missing grant_type', keycloak(400, 'invalid_request', 'Missing form parameter: grant_type'), 'server'],
    ['duplicated parameter', keycloak(400, 'invalid_request', 'duplicated parameter'), 'server'],
    [
      'wrong client secret',
      keycloak(401, 'unauthorized_client', 'Invalid client or Invalid client credentials'),
      'server',
    ],
    ['unknown client', keycloak(401, 'invalid_client'), 'server'],
    ['unknown grant type', keycloak(400, 'unsupported_grant_type'), 'server'],
    ['a code Keycloak may add later', keycloak(400, 'temporarily_unavailable'), 'server'],
    ['a 500 page', { kind: 'http', status: 500 }, 'server'],
    ['a 401 without a body', { kind: 'http', status: 401 }, 'server'],
    ['an unreadable success', { kind: 'badResponse', reason: 'not JSON' }, 'server'],
    ['no answer', { kind: 'network' }, 'network'],
    ['no answer in time', { kind: 'timeout' }, 'timeout'],
  ])('login: %s is %s', (_case, error, code) => {
    expect(classifyLoginError(error)).toBe(code);
  });

  it.each<[string, ApiError, string]>([
    ['invalid_grant', keycloak(400, 'invalid_grant', 'Session not active'), 'sessionExpired'],
    [
      'invalid_request (no refresh token)',
      keycloak(400, 'invalid_request', 'No refresh token'),
      'sessionExpired',
    ],
    ['a 401 with an empty body', { kind: 'http', status: 401 }, 'sessionExpired'],
    ['a 400 with another code', keycloak(400, 'unauthorized_client'), 'sessionExpired'],
    ['a 503', { kind: 'http', status: 503 }, 'server'],
    // Kept, to be tried again: a spent refresh token is then refused (400) and the session ends.
    ['an unreadable token', { kind: 'badResponse', reason: 'unreadable access token' }, 'server'],
    ["a captive portal's page", { kind: 'badResponse', reason: 'not JSON' }, 'server'],
    ['a 429 (one address shared by a cybercafé)', { kind: 'http', status: 429 }, 'server'],
    ['a 500', { kind: 'http', status: 500 }, 'server'],
    ['no answer', { kind: 'network' }, 'network'],
    ['no answer in time', { kind: 'timeout' }, 'timeout'],
    ['a call its caller aborted', { kind: 'aborted' }, 'network'],
  ])('session: %s is %s', (_case, error, code) => {
    expect(classifySessionError(error)).toBe(code);
  });

  // Two meanings, two names: a dashboard load says only « failed » or « timeout »; the programme
  // change tells its load (call 6) from its save (call 7), and an ended session from the rest.
  it.each<[string, ApiError, string, string, string]>([
    ['a refusal (HTTP)', { kind: 'http', status: 500 }, 'failed', 'loadFailed', 'saveRejected'],
    ['a refusal (envelope)', { kind: 'rejected', message: 'Non' }, 'failed', 'loadFailed', 'saveRejected'],
    ['an ended session', { kind: 'unauthorized' }, 'failed', 'sessionExpired', 'sessionExpired'],
    ['no answer in time', { kind: 'timeout' }, 'timeout', 'timeout', 'timeout'],
    ['no answer', { kind: 'network' }, 'failed', 'loadNetwork', 'saveFailed'],
    ['an unreadable answer', { kind: 'badResponse', reason: 'x' }, 'failed', 'loadError', 'saveFailed'],
  ])('%s: a load is %s, the programmes load %s, the save %s', (_case, error, load, programs, save) => {
    expect(classifyLoadError(error)).toBe(load);
    expect(classifyProgramsLoadError(error)).toBe(programs);
    expect(classifyChoicesSaveError(error)).toBe(save);
  });
});

describe('token expiry', () => {
  it('applies the margin and the skew', () => {
    const claims = { sub: 's', iat: 1000, exp: 1300 };
    expect(isAccessTokenFresh(claims, 1269, 0, 30)).toBe(true);
    expect(isAccessTokenFresh(claims, 1270, 0, 30)).toBe(false);
    // Client clock 600 s ahead: skew measured at receipt keeps the token usable.
    expect(clockSkewSeconds(claims, 1600)).toBe(600);
    expect(isAccessTokenFresh(claims, 1800, 600, 30)).toBe(true);
    expect(isAccessTokenFresh(null, 0, 0)).toBe(false);
    expect(clockSkewSeconds({ sub: 's', exp: 1 }, 50)).toBe(0);
  });
});
