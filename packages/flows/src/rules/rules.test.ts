import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../testing/fixtures';
import {
  applicationChoiceMode,
  canEditProgram,
  dedupeProgramsById,
  mergeApplicationDetails,
  sortApplicationsNewestFirst,
} from './applications';
import { classifyLoginError, classifySessionError } from './errors';
import { formatScore, gradePasses } from './grades';
import { canViewStaffList, hasAnyRole, isCandidatePortalRole } from './roles';
import { clockSkewSeconds, isAccessTokenFresh } from './session';
import { applicationStatusView, choiceStatusLabelKey, singleChoiceBadgeKey } from './status';

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

describe('status labels and tones', () => {
  it('maps every application status to its key and tone', () => {
    expect(applicationStatusView('pending')).toEqual({ labelKey: 'pending', tone: 'yellow' });
    expect(applicationStatusView('submitted')).toEqual({ labelKey: 'submitted', tone: 'yellow' });
    expect(applicationStatusView('waitlisted')).toEqual({ labelKey: 'waitlisted', tone: 'yellow' });
    expect(applicationStatusView('reviewing')).toEqual({ labelKey: 'reviewing', tone: 'blue' });
    expect(applicationStatusView('approved')).toEqual({ labelKey: 'approved', tone: 'green' });
    expect(applicationStatusView('rejected')).toEqual({ labelKey: 'rejected', tone: 'red' });
  });

  it('reads any other choice status as pending', () => {
    for (const s of ['accepted', 'waitlisted', 'rejected', 'cancelled'] as const)
      expect(choiceStatusLabelKey(s)).toBe(s);
    expect(choiceStatusLabelKey('pending')).toBe('pending');
    expect(choiceStatusLabelKey('approved')).toBe('pending');
    expect(choiceStatusLabelKey(null)).toBe('pending');
  });

  it('gives a single choice the badge approved, pending, rejected, otherwise submitted', () => {
    expect(singleChoiceBadgeKey('approved')).toBe('approved');
    expect(singleChoiceBadgeKey('pending')).toBe('pending');
    expect(singleChoiceBadgeKey('rejected')).toBe('rejected');
    expect(singleChoiceBadgeKey('reviewing')).toBe('submitted');
    expect(singleChoiceBadgeKey(undefined)).toBe('submitted');
  });
});

describe('grades and score', () => {
  it('passes at 10 and above', () => {
    expect(gradePasses(10)).toBe(true);
    expect(gradePasses(20)).toBe(true);
    expect(gradePasses(9.99)).toBe(false);
    expect(gradePasses(Number.NaN)).toBe(false);
  });

  it('formats a score with two decimals or N/A', () => {
    expect(formatScore(12.345)).toBe('12.35');
    expect(formatScore(0)).toBe('0.00');
    expect(formatScore(15)).toBe('15.00');
    expect(formatScore(null)).toBe('N/A');
    expect(formatScore(undefined)).toBe('N/A');
    expect(formatScore(Number.NaN)).toBe('N/A');
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
    expect(canEditProgram({ status: 'submitted' })).toBe(true);
    expect(canEditProgram({ status: 'reviewing' })).toBe(false);
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
  it('classifies login failures', () => {
    expect(classifyLoginError({ kind: 'accountDisabled' })).toBe('accountDisabled');
    expect(classifyLoginError({ kind: 'clientMisconfigured' })).toBe('server');
    expect(classifyLoginError({ error: 'unauthorized_client' })).toBe('invalidCredentials');
    expect(classifyLoginError({ status: 401 })).toBe('invalidCredentials');
    expect(classifyLoginError(new Error('?'))).toBe('invalidCredentials');
  });

  it('ends a session only on invalid_grant/invalid_request or a 4xx', () => {
    expect(classifySessionError({ error: 'invalid_grant' })).toBe('sessionExpired');
    expect(classifySessionError({ error: 'invalid_request' })).toBe('sessionExpired');
    expect(classifySessionError({ kind: 'sessionExpired' })).toBe('sessionExpired');
    expect(classifySessionError({ status: 400 })).toBe('sessionExpired');
    expect(classifySessionError({ status: 503 })).toBe('server');
    expect(classifySessionError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifySessionError(undefined)).toBe('network');
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
