import { describe, expect, it } from 'vitest';
import { isStaffPortalRole, portalAdmits, staffHome, staffKinds, staffRedirect } from './roles';
import {
  parseStaffQuery,
  staffExportRequest,
  staffListRequest,
  staffQueryParams,
  withSearch,
} from './staffQuery';

describe('staff roles', () => {
  it.each([
    [['admin'], ['universite', 'coran', 'majalis'], 'universite'],
    [['pedagogy_admin'], ['universite'], 'universite'],
    [['quran_teacher'], ['coran'], 'coran'],
    [['majalis_teacher'], ['majalis'], 'majalis'],
    [['candidate'], [], null],
    [[], [], null],
  ])('%j may open %j and land on %s', (roles, kinds, home) => {
    expect(staffKinds(roles)).toEqual(kinds);
    expect(staffHome(roles)).toBe(home);
    expect(isStaffPortalRole(roles)).toBe(home !== null);
  });

  it('each sign-in page admits its own roles', () => {
    expect(portalAdmits('staff', ['admin'])).toBe(true);
    expect(portalAdmits('staff', ['candidate'])).toBe(false);
    expect(portalAdmits('candidate', ['admin'])).toBe(false);
    expect(portalAdmits('candidate', ['ROLE_CANDIDATE'])).toBe(true);
  });

  it('sends staff away from candidate pages, but not a staff member who is also a candidate', () => {
    expect(staffRedirect(['quran_teacher'])).toBe('coran');
    expect(staffRedirect(['quran_teacher', 'student'])).toBeNull();
    expect(staffRedirect(['candidate'])).toBeNull();
  });
});

describe('staff list query in the URL', () => {
  it('reads page, search and status, falling back to the defaults', () => {
    expect(parseStaffQuery(new URLSearchParams('page=3&recherche=%20diop%20&statut=accepted'))).toEqual({
      page: 3,
      search: 'diop',
      status: 'accepted',
      sort: null,
      program: null,
    });
    expect(parseStaffQuery(new URLSearchParams('statut=waitlisted')).status).toBe('waitlisted');
    expect(parseStaffQuery(new URLSearchParams('tri=nom&formation=prog-sociologie'))).toMatchObject({
      sort: 'name',
      program: 'prog-sociologie',
    });
    for (const bad of ['tri=name', 'tri=-score', 'formation=a%20b', `formation=${'p'.repeat(65)}`]) {
      expect(parseStaffQuery(new URLSearchParams(bad))).toMatchObject({ sort: null, program: null });
    }
    for (const bad of ['page=0', 'page=-1', 'page=abc', 'page=2.5', 'statut=approved', 'page=99999']) {
      const parsed = parseStaffQuery(new URLSearchParams(bad));
      expect(parsed.status).toBeNull();
      expect(parsed.page).toBe(1);
    }
    expect(parseStaffQuery(new URLSearchParams(`recherche=${'x'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    expect(staffQueryParams({ page: 1, search: '', status: null })).toEqual({});
    const query = {
      page: 2,
      search: 'Cissé',
      status: 'pending' as const,
      sort: 'name' as const,
      program: 'prog-x',
    };
    expect(parseStaffQuery(new URLSearchParams(staffQueryParams(query)))).toEqual(query);
    // The default order is left out: by merit for the pending ones, newest first otherwise.
    expect(staffQueryParams({ page: 1, search: '', status: 'pending', sort: 'score' })).toEqual({
      statut: 'pending',
    });
    expect(staffQueryParams({ page: 1, search: '', status: null, sort: 'score' })).toEqual({ tri: 'score' });
    expect(staffQueryParams({ page: 1, search: '', status: 'pending', sort: 'date' })).toEqual({
      statut: 'pending',
      tri: 'date',
    });
  });

  it('a service that ranks is asked by merit for the pending ones, by the order and programme chosen otherwise', () => {
    const pending = { page: 1, search: '', status: 'pending' as const };
    expect(staffListRequest(pending, true)).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-score',
      status: 'pending',
    });
    expect(staffListRequest({ ...pending, status: null }, true).sort).toBe('-submissionDate');
    expect(staffListRequest({ ...pending, sort: 'name', program: 'prog-x' }, true)).toMatchObject({
      sort: 'lastName',
      programId: 'prog-x',
    });
    // A service without the ranking additions: the request as before, whatever the URL says.
    expect(staffListRequest({ ...pending, sort: 'name', program: 'prog-x' }, false)).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-submissionDate',
      status: 'pending',
    });
  });

  it('the export asks the list’s filters and order, without its page', () => {
    const query = {
      page: 3,
      search: 'diop',
      status: 'pending' as const,
      sort: 'name' as const,
      program: 'prog-x',
    };
    expect(staffExportRequest(query, true)).toEqual({
      search: 'diop',
      status: 'pending',
      sort: 'lastName',
      programId: 'prog-x',
    });
    // Without the ranking additions, as the list: newest first, no programme.
    expect(staffExportRequest(query, false)).toEqual({
      search: 'diop',
      status: 'pending',
      sort: '-submissionDate',
    });
    expect(staffExportRequest({ page: 1, search: '', status: null }, true)).toEqual({
      sort: '-submissionDate',
    });
  });

  it('a new search starts at page 1; the request is newest first, 20 per page', () => {
    expect(withSearch({ page: 4, search: 'a', status: null }, ' b ', 'rejected')).toEqual({
      page: 1,
      search: 'b',
      status: 'rejected',
      sort: null,
      program: null,
    });
    expect(staffListRequest({ page: 2, search: '', status: null })).toEqual({
      page: 2,
      pageSize: 20,
      sort: '-submissionDate',
    });
  });
});
