// The staff list's query as the URL carries it (shareable, the back button restores it), and the
// request it becomes. One home: the portal reads and writes the URL through these two functions.
import type { StaffApplicationStatus, StaffExportQuery, StaffListQuery } from '@admission/api-client';

/** The list's orders: by merit (highest score first), by last name, by submission (newest first). */
export type StaffSort = 'score' | 'name' | 'date';
export const staffSorts: readonly StaffSort[] = ['score', 'name', 'date'];

export interface StaffQuery {
  page: number;
  search: string;
  status: StaffApplicationStatus | null;
  /** The order asked for; null: the default (`defaultSort`). Only where the service ranks. */
  sort?: StaffSort | null | undefined;
  /** The main choice to keep (a programme id); null: every programme. Only where the service ranks. */
  program?: string | null | undefined;
}

const STAFF_PAGE_SIZE = 20;
const SEARCH_MAX = 100;
const STATUSES: readonly StaffApplicationStatus[] = ['pending', 'accepted', 'rejected', 'waitlisted'];

/** URL parameter names (French, as the rest of the portal's addresses). */
const STAFF_QUERY_PARAMS = {
  page: 'page',
  search: 'recherche',
  status: 'statut',
  sort: 'tri',
  program: 'formation',
} as const;
/** The orders as the URL spells them. */
const SORT_PARAMS: Readonly<Record<StaffSort, string>> = { score: 'score', name: 'nom', date: 'date' };
const PROGRAM_ID = /^[\w-]{1,64}$/;
/** The orders as the service names them (docs/contract.md, call 11). */
const SORT_REQUESTS = { score: '-score', name: 'lastName', date: '-submissionDate' } as const;

/** Reads the URL's parameters; anything unreadable falls back to the default (page 1, no search, every status). */
export function parseStaffQuery(params: URLSearchParams): StaffQuery {
  const rawPage = params.get(STAFF_QUERY_PARAMS.page) ?? '';
  const page = /^\d{1,4}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const search = (params.get(STAFF_QUERY_PARAMS.search) ?? '').trim().slice(0, SEARCH_MAX);
  const rawStatus = params.get(STAFF_QUERY_PARAMS.status);
  const status = STATUSES.find((candidate) => candidate === rawStatus) ?? null;
  const rawSort = params.get(STAFF_QUERY_PARAMS.sort);
  const sort = staffSorts.find((candidate) => SORT_PARAMS[candidate] === rawSort) ?? null;
  const rawProgram = params.get(STAFF_QUERY_PARAMS.program) ?? '';
  const program = PROGRAM_ID.test(rawProgram) ? rawProgram : null;
  return { page, search, status, sort, program };
}

/**
 * The order in force when none is asked for: by merit for the pending applications (the ones to
 * decide on), newest first otherwise (docs/behaviour.md, « Staff lists »).
 */
export function defaultSort(query: Pick<StaffQuery, 'status'>): StaffSort {
  return query.status === 'pending' ? 'score' : 'date';
}

/** The URL's parameters for a query, defaults left out (so the plain list has a plain address). */
export function staffQueryParams(query: StaffQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.search) params[STAFF_QUERY_PARAMS.search] = query.search;
  if (query.status) params[STAFF_QUERY_PARAMS.status] = query.status;
  if (query.program) params[STAFF_QUERY_PARAMS.program] = query.program;
  if (query.sort && query.sort !== defaultSort(query))
    params[STAFF_QUERY_PARAMS.sort] = SORT_PARAMS[query.sort];
  if (query.page > 1) params[STAFF_QUERY_PARAMS.page] = String(query.page);
  return params;
}

/**
 * The list call's query, a fixed page size. `ranked`: the service has the ranking additions (its
 * programmes call answered); without them, newest first and no programme, whatever the URL says.
 */
export function staffListRequest(query: StaffQuery, ranked = false): StaffListQuery {
  return {
    page: query.page,
    pageSize: STAFF_PAGE_SIZE,
    sort: ranked ? SORT_REQUESTS[query.sort ?? defaultSort(query)] : '-submissionDate',
    ...(query.search ? { search: query.search } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(ranked && query.program ? { programId: query.program } : {}),
  };
}

/**
 * The export's query: the list's filters and order as `staffListRequest` sends them, no paging (the
 * export is every matching row, docs/behaviour.md « Export and printing »).
 */
export function staffExportRequest(query: StaffQuery, ranked = false): StaffExportQuery {
  const { page: _page, pageSize: _pageSize, ...filters } = staffListRequest(query, ranked);
  return filters;
}

/** A new search, filter or order starts again at page 1. */
export function withSearch(
  query: StaffQuery,
  search: string,
  status: StaffApplicationStatus | null,
  { sort = null, program = null }: Pick<StaffQuery, 'sort' | 'program'> = {},
): StaffQuery {
  return { page: 1, search: search.trim().slice(0, SEARCH_MAX), status, sort, program };
}
