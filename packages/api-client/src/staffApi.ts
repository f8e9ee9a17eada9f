import * as v from 'valibot';
import { bearerClient } from './bearerClient';
import { settle, type CallOptions, type CandidateApiOptions } from './candidateApi';
import { envelopeSchema, messageOf, readEnvelopeData, readItems, withIssues, withMessage } from './envelope';
import { absentOn404, failure, type ApiError, type ApiResult } from './result';
import { deadline, limitOf } from './timeout';
import {
  staffApplicationItemSchema,
  staffApplicationPageShellSchema,
  staffApplicationFileSchema,
  staffApplicationSchema,
  staffDecisionSchema,
  staffProgramSchema,
  staffSelectionProposalSchema,
  staffSelectionResultSchema,
} from './staffSchemas';
import { applicationHistorySchema } from './historySchemas';
import type {
  ApplicationEvent,
  ProgramKind,
  StaffApplication,
  StaffApplicationFile,
  StaffApplicationPage,
  StaffApplicationStatus,
  StaffBulkDecisionRequest,
  StaffDecision,
  StaffDecisionRequest,
  StaffCapacityRequest,
  StaffProgram,
  StaffSelectionProposal,
  StaffSelectionRequest,
  StaffSelectionResult,
} from './types';

export type StaffApiOptions = CandidateApiOptions;

/** The query of one list page; omitted fields take the server's defaults (page 1, 20 per page, newest first). */
export interface StaffListQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  status?: StaffApplicationStatus;
  /** This portal's addition: the main choice (send only where `listPrograms` answered). */
  programId?: string;
  /** `-score` and `lastName` are this portal's addition (send only where `listPrograms` answered). */
  sort?: '-submissionDate' | 'submissionDate' | '-score' | 'lastName';
}

/** The export's query: the list's filters and order, no paging (every matching row). */
export type StaffExportQuery = Omit<StaffListQuery, 'page' | 'pageSize'>;

/** The exported list: the CSV file and the name the service gave it. */
export interface StaffExport {
  blob: Blob;
  /** From `Content-Disposition`; `candidatures-{kind}.csv` when the service named none. */
  filename: string;
}

/**
 * The error of a decision. A 409 (a stale version, or an application already decided) is a
 * `conflict`, decided here once: `current` is the application as it now is, when the server sent
 * the documented conflict envelope, and `message` the server's words.
 */
export type StaffDecisionError =
  ApiError | { kind: 'conflict'; current?: StaffApplication; message?: string };

/**
 * The error of a bulk decision (this portal's addition). A 409 is a `conflict`: nothing was
 * recorded; `changed` (the applications as they now are) and `missing` (the candidates the list does
 * not hold) when the server sent the documented envelope, both absent otherwise.
 */
export type StaffBulkDecisionError =
  ApiError | { kind: 'conflict'; changed?: StaffApplication[]; missing?: string[]; message?: string };

/**
 * The error of a proposed selection (this portal's addition): as a bulk decision's, a 409 is a
 * `conflict` (nothing recorded; `changed` and `missing` when the server sent the documented envelope:
 * the applications that changed or entered the programme, the candidates that left it).
 */
export type StaffSelectionError = StaffBulkDecisionError;

export interface StaffApi {
  /** The staff review lists: one page of one programme kind. */
  listApplications(
    kind: ProgramKind,
    query?: StaffListQuery,
    options?: CallOptions,
  ): Promise<ApiResult<StaffApplicationPage>>;
  /**
   * The programmes of a kind, for the filter by main choice (this portal's addition). A 404 (a
   * service without the ranking additions) is `data: null`: no score, no filter, no new order.
   */
  listPrograms(kind: ProgramKind, options?: CallOptions): Promise<ApiResult<StaffProgram[] | null>>;
  /**
   * The candidate's file (this portal's addition): a 404 for a service without it is `data: null`
   * (no « Dossier du candidat »); an unknown application is a 404 too.
   */
  getApplicationFile(
    candidateId: string,
    options?: CallOptions,
  ): Promise<ApiResult<StaffApplicationFile | null>>;
  /**
   * The list as a CSV file (this portal's addition), with the list's filters and order. A 404 (a
   * service without the export) is `data: null`: the portal then offers no « Exporter (CSV) ».
   */
  exportApplications(
    kind: ProgramKind,
    query?: StaffExportQuery,
    options?: CallOptions,
  ): Promise<ApiResult<StaffExport | null>>;
  /** Records a decision; `version` is the one the reviewer saw. */
  decide(
    candidateId: string,
    request: StaffDecisionRequest,
    options?: CallOptions,
  ): Promise<ApiResult<StaffApplication, StaffDecisionError>>;
  /**
   * One decision on several applications of `kind`, all or nothing (this portal's addition): the
   * applications as they now are, in the order sent, or a `conflict` and nothing recorded.
   */
  decideMany(
    kind: ProgramKind,
    request: StaffBulkDecisionRequest,
    options?: CallOptions,
  ): Promise<ApiResult<StaffApplication[], StaffBulkDecisionError>>;
  /**
   * Sets a programme's places and waiting-list places (this portal's addition, administrators only:
   * 403 otherwise): the programme with its capacity. A 404 (a service without it, or a programme not
   * of the kind) is `data: null`.
   */
  setProgramCapacity(
    kind: ProgramKind,
    programId: string,
    request: StaffCapacityRequest,
    options?: CallOptions,
  ): Promise<ApiResult<StaffProgram | null>>;
  /**
   * What a proposed selection of a programme is computed from (this portal's addition): capacity,
   * places left, the pending applications in merit order and the unscored. A 404 (a service without
   * it, or a programme not of the kind) is `data: null`.
   */
  getSelectionProposal(
    kind: ProgramKind,
    programId: string,
    options?: CallOptions,
  ): Promise<ApiResult<StaffSelectionProposal | null>>;
  /**
   * Applies a proposed selection, all or nothing (this portal's addition): the accepted and
   * waitlisted applications as they now are, or a `conflict` and nothing recorded. A 404 is
   * `data: null`.
   */
  applySelection(
    kind: ProgramKind,
    programId: string,
    request: StaffSelectionRequest,
    options?: CallOptions,
  ): Promise<ApiResult<StaffSelectionResult | null, StaffSelectionError>>;
  /** The decisions recorded on an application, oldest first. */
  getDecisions(candidateId: string, options?: CallOptions): Promise<ApiResult<StaffDecision[]>>;
  /**
   * The application's dated history (this portal's addition), as the candidate sees it. A 404 (a
   * service without it) is `data: null`.
   */
  getApplicationHistory(
    candidateId: string,
    options?: CallOptions,
  ): Promise<ApiResult<ApplicationEvent[] | null>>;
}

const conflictBodySchema = v.object({ ...envelopeSchema.entries, data: staffApplicationSchema });

/** The current application a 409 body carries, if it is the documented conflict envelope. */
function currentOf(body: unknown): StaffApplication | undefined {
  const parsed = v.safeParse(conflictBodySchema, body);
  return parsed.success ? parsed.output.data : undefined;
}

/**
 * The file name of a `Content-Disposition` header (`attachment; filename="x.csv"`, RFC 6266's
 * `filename*=UTF-8''…` preferred when given), its last path segment only; undefined without one.
 */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header)?.slice(1).find(Boolean);
  const base = name?.replace(/\\(.)/g, '$1').split(/[\\/]/).at(-1)?.trim();
  return base ? base : undefined;
}

const bulkConflictBodySchema = v.object({
  ...envelopeSchema.entries,
  data: v.object({ changed: v.array(staffApplicationSchema), missing: v.array(v.string()) }),
});

/** What a bulk decision's 409 body says changed, if it is the documented envelope. */
function bulkConflictOf(body: unknown): { changed: StaffApplication[]; missing: string[] } | undefined {
  const parsed = v.safeParse(bulkConflictBodySchema, body);
  return parsed.success ? parsed.output.data : undefined;
}

/** Clients of candidate-service's staff calls, with the same bearer auth and one refresh+retry on 401. */
export function createStaffApi(options: StaffApiOptions): StaffApi {
  // Bearer tokens only: no cookie of the API's origin is ever sent with a staff call.
  const client = bearerClient(options);

  return {
    listApplications: (kind, query = {}, call) =>
      settle(
        (signal) =>
          client.GET('/api/candidate-service/Staff/applications/{kind}', {
            params: { path: { kind }, query },
            parseAs: 'text',
            signal,
          }),
        (body) => {
          // Row by row: one row with an unknown status or date does not hide the page.
          const page = readEnvelopeData(body, staffApplicationPageShellSchema);
          if (!page.ok) return page;
          const rows = readItems(page.data.items, staffApplicationSchema, staffApplicationItemSchema);
          if (!rows.ok) return rows;
          return withIssues({ ...page.data, items: rows.items }, rows.issues);
        },
        limitOf(options, call),
      ),
    listPrograms: async (kind, call) =>
      absentOn404(
        await settle(
          (signal) =>
            client.GET('/api/candidate-service/Staff/programs/{kind}', {
              params: { path: { kind } },
              parseAs: 'text',
              signal,
            }),
          (body) => readEnvelopeData(body, v.array(staffProgramSchema)),
          limitOf(options, call),
        ),
      ),
    getApplicationFile: async (candidateId, call) =>
      absentOn404(
        await settle(
          (signal) =>
            client.GET('/api/candidate-service/Staff/applications/{candidateId}/file', {
              params: { path: { candidateId } },
              parseAs: 'text',
              signal,
            }),
          (body) => readEnvelopeData(body, staffApplicationFileSchema),
          limitOf(options, call),
        ),
      ),
    exportApplications: async (kind, query = {}, call) => {
      const limit = limitOf(options, call);
      const { signal, noAnswer } = deadline(limit.timeoutMs, limit.signal);
      let raw: { data?: Blob; error?: unknown; response: Response };
      try {
        raw = await client.GET('/api/candidate-service/Staff/applications/{kind}/export', {
          params: { path: { kind }, query },
          headers: { Accept: 'text/csv' },
          parseAs: 'blob',
          signal,
        });
      } catch {
        return failure({ kind: noAnswer() });
      }
      const { response } = raw;
      if (response.status === 404) return { ok: true, data: null };
      if (response.status === 401) return failure({ kind: 'unauthorized' });
      if (!response.ok)
        return failure(withMessage({ kind: 'http', status: response.status }, messageOf(raw.error)));
      if (!raw.data || !/^text\/csv\b/i.test(response.headers.get('content-type') ?? ''))
        return failure({ kind: 'badResponse', reason: 'not a CSV file' });
      return {
        ok: true,
        data: {
          blob: raw.data,
          filename: fileNameOf(response.headers.get('content-disposition')) ?? `candidatures-${kind}.csv`,
        },
      };
    },
    decide: async (candidateId, request, call) => {
      let conflictBody: unknown;
      const result = await settle(
        async (signal) => {
          const raw = await client.POST('/api/candidate-service/Staff/applications/{candidateId}/decisions', {
            params: { path: { candidateId } },
            body: request,
            parseAs: 'text',
            signal,
          });
          if (raw.response.status === 409) conflictBody = raw.error;
          return raw;
        },
        (body) => readEnvelopeData(body, staffApplicationSchema),
        limitOf(options, call),
      );
      if (result.ok || result.error.kind !== 'http' || result.error.status !== 409) return result;
      const current = currentOf(conflictBody);
      const { message } = result.error;
      return {
        ok: false,
        error: { kind: 'conflict', ...(current ? { current } : {}), ...(message ? { message } : {}) },
      };
    },
    decideMany: async (kind, request, call) => {
      let conflictBody: unknown;
      const result = await settle(
        async (signal) => {
          const raw = await client.POST('/api/candidate-service/Staff/applications/{kind}/bulk-decisions', {
            params: { path: { kind } },
            body: request,
            parseAs: 'text',
            signal,
          });
          if (raw.response.status === 409) conflictBody = raw.error;
          return raw;
        },
        (body) => readEnvelopeData(body, v.array(staffApplicationSchema)),
        limitOf(options, call),
      );
      if (result.ok || result.error.kind !== 'http' || result.error.status !== 409) return result;
      const conflict = bulkConflictOf(conflictBody);
      const { message } = result.error;
      return { ok: false, error: { kind: 'conflict', ...conflict, ...(message ? { message } : {}) } };
    },
    setProgramCapacity: async (kind, programId, request, call) =>
      absentOn404(
        await settle(
          (signal) =>
            client.PUT('/api/candidate-service/Staff/programs/{kind}/{programId}/capacity', {
              params: { path: { kind, programId } },
              body: request,
              parseAs: 'text',
              signal,
            }),
          (body) => readEnvelopeData(body, staffProgramSchema),
          limitOf(options, call),
        ),
      ),
    getSelectionProposal: async (kind, programId, call) =>
      absentOn404(
        await settle(
          (signal) =>
            client.GET('/api/candidate-service/Staff/programs/{kind}/{programId}/selection-proposal', {
              params: { path: { kind, programId } },
              parseAs: 'text',
              signal,
            }),
          (body) => readEnvelopeData(body, staffSelectionProposalSchema),
          limitOf(options, call),
        ),
      ),
    applySelection: async (kind, programId, request, call) => {
      let conflictBody: unknown;
      const result = await settle(
        async (signal) => {
          const raw = await client.POST(
            '/api/candidate-service/Staff/programs/{kind}/{programId}/selection',
            {
              params: { path: { kind, programId } },
              body: request,
              parseAs: 'text',
              signal,
            },
          );
          if (raw.response.status === 409) conflictBody = raw.error;
          return raw;
        },
        (body) => readEnvelopeData(body, staffSelectionResultSchema),
        limitOf(options, call),
      );
      if (result.ok) return result;
      if (result.error.kind === 'http' && result.error.status === 404) return { ok: true, data: null };
      if (result.error.kind !== 'http' || result.error.status !== 409) return result;
      const conflict = bulkConflictOf(conflictBody);
      const { message } = result.error;
      return { ok: false, error: { kind: 'conflict', ...conflict, ...(message ? { message } : {}) } };
    },
    getApplicationHistory: async (candidateId, call) =>
      absentOn404(
        await settle(
          (signal) =>
            client.GET('/api/candidate-service/Staff/applications/{candidateId}/history', {
              params: { path: { candidateId } },
              parseAs: 'text',
              signal,
            }),
          (body) => readEnvelopeData(body, applicationHistorySchema),
          limitOf(options, call),
        ),
      ),
    getDecisions: (candidateId, call) =>
      settle(
        (signal) =>
          client.GET('/api/candidate-service/Staff/applications/{candidateId}/decisions', {
            params: { path: { candidateId } },
            parseAs: 'text',
            signal,
          }),
        (body) => readEnvelopeData(body, v.array(staffDecisionSchema)),
        limitOf(options, call),
      ),
  };
}
