// The staff list's query as the URL carries it (shareable, the back button restores it), and the
// request it becomes. One home: the portal reads and writes the URL through these two functions.
import type { StaffApplicationStatus, StaffListQuery } from '@admission/api-client';

export interface StaffQuery {
  page: number;
  search: string;
  status: StaffApplicationStatus | null;
}

const STAFF_PAGE_SIZE = 20;
const SEARCH_MAX = 100;
const STATUSES: readonly StaffApplicationStatus[] = ['pending', 'accepted', 'rejected'];

/** URL parameter names (French, as the rest of the portal's addresses). */
const STAFF_QUERY_PARAMS = { page: 'page', search: 'recherche', status: 'statut' } as const;

/** Reads the URL's parameters; anything unreadable falls back to the default (page 1, no search, every status). */
export function parseStaffQuery(params: URLSearchParams): StaffQuery {
  const rawPage = params.get(STAFF_QUERY_PARAMS.page) ?? '';
  const page = /^\d{1,4}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const search = (params.get(STAFF_QUERY_PARAMS.search) ?? '').trim().slice(0, SEARCH_MAX);
  const rawStatus = params.get(STAFF_QUERY_PARAMS.status);
  const status = STATUSES.find((candidate) => candidate === rawStatus) ?? null;
  return { page, search, status };
}

/** The URL's parameters for a query, defaults left out (so the plain list has a plain address). */
export function staffQueryParams(query: StaffQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.search) params[STAFF_QUERY_PARAMS.search] = query.search;
  if (query.status) params[STAFF_QUERY_PARAMS.status] = query.status;
  if (query.page > 1) params[STAFF_QUERY_PARAMS.page] = String(query.page);
  return params;
}

/** The list call's query: newest first, a fixed page size. */
export function staffListRequest(query: StaffQuery): StaffListQuery {
  return {
    page: query.page,
    pageSize: STAFF_PAGE_SIZE,
    sort: '-submissionDate',
    ...(query.search ? { search: query.search } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}

/** A new search or filter starts again at page 1. */
export function withSearch(
  query: StaffQuery,
  search: string,
  status: StaffApplicationStatus | null,
): StaffQuery {
  return { page: 1, search: search.trim().slice(0, SEARCH_MAX), status };
}
