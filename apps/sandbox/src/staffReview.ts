import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CALENDAR_TIME_ZONE } from './calendar';
import { bearerMiddleware } from './candidateService';
import { decisionMail } from './decisionMail';
import type { DocumentLinks } from './documentLinks';
import { faultMiddleware, type Env } from './faults';
import { applicationHistory } from './history';
import type { IdentityDeps } from './identity';
import type { ApplicationRecord, BacResultRecord, DecisionRecord, ProgramKind } from './model';
import { programsOfKind } from './seed';
import { exportFileName, staffCsv } from './staffExport';
import type { OperationId, SandboxState } from './state';
import { jsonBody, validateAgainstContract } from './validation';

const PREFIX = '/api/candidate-service/Staff/applications';
const programKinds: readonly string[] = ['universite', 'coran', 'majalis'];

/** Which programme kinds each staff role may review (docs/behaviour.md, « Roles »). */
const REVIEW_ROLES: Readonly<Record<string, readonly ProgramKind[]>> = {
  admin: ['universite', 'coran', 'majalis'],
  pedagogy_admin: ['universite'],
  quran_teacher: ['coran'],
  majalis_teacher: ['majalis'],
};

export function mayReview(roles: readonly string[], kind: ProgramKind): boolean {
  return roles.some((role) => REVIEW_ROLES[role]?.includes(kind));
}

type StaffStatus = 'pending' | 'accepted' | 'rejected' | 'waitlisted';

/**
 * The review status staff see: approved is accepted, rejected and waitlisted stay, anything else
 * is undecided.
 */
export function staffStatusOf(application: ApplicationRecord): StaffStatus {
  if (application.status === 'approved') return 'accepted';
  if (application.status === 'rejected') return 'rejected';
  if (application.status === 'waitlisted') return 'waitlisted';
  return 'pending';
}

/**
 * Whether a decision may still be taken on it: a pending application, or a waitlisted one (a place
 * freed later goes to the waiting list; docs/behaviour.md, « Proposed selection »).
 */
function isOpen(application: ApplicationRecord): boolean {
  const status = staffStatusOf(application);
  return status === 'pending' || status === 'waitlisted';
}

/**
 * A waitlisted application's rank: its main choice's (the seed's, or the one a selection gave), else
 * the last waiting-list decision's; null when none is known, or not waitlisted.
 */
export function waitlistRankOf(application: ApplicationRecord): number | null {
  if (application.status !== 'waitlisted') return null;
  const main = application.choices.find((choice) => choice.priority === 1);
  if (main?.status === 'waitlisted' && main.rank !== null) return main.rank;
  const last = application.decisions.findLast((decision) => decision.decision === 'waitlisted');
  return last?.waitlistRank ?? null;
}

/** The programme of rank 1, or the single choice; null when the application names none. */
export function mainChoiceOf(
  application: ApplicationRecord,
): { programId: string; programName: string } | null {
  const first = application.choices.find((choice) => choice.priority === 1);
  if (first) return { programId: first.programId, programName: first.programName };
  if (application.programId && application.programName)
    return { programId: application.programId, programName: application.programName };
  return null;
}

export function toStaff(application: ApplicationRecord, baseUrl: string, links: DocumentLinks) {
  const documents: { name: string; url: string }[] = [];
  if (application.documents.cin)
    documents.push({ name: 'Carte d’identité', url: links.url(baseUrl, 'cin', application.candidateId) });
  if (application.documents.autre)
    documents.push({ name: 'Autre document', url: links.url(baseUrl, 'autre', application.candidateId) });
  return {
    id: application.candidateId,
    kind: application.kind,
    firstName: application.bacFirstName,
    lastName: application.bacLastName,
    email: application.email ?? '',
    status: staffStatusOf(application),
    documents,
    submissionDate: application.submissionDate,
    version: application.version,
    score: application.score,
    mainChoice: mainChoiceOf(application),
    waitlistRank: waitlistRankOf(application),
  };
}

/** Lower case without accents, so « cisse » finds « Cissé ». */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * What a list is sorted and searched by, worked out once per application record (a decision or a
 * change makes a new record, so nothing stale is kept): 10,000 applications are ordered in a few
 * milliseconds (scripts/bench/staff-list.mjs).
 */
interface ListKeys {
  folded: string[];
  score: number;
  /** The tie rule's mark (docs/behaviour.md, « Ranking by merit »); -1 without bac results. */
  tieMark: number;
  submitted: number;
}
const listKeys = new WeakMap<ApplicationRecord, ListKeys>();
function keysOf(application: ApplicationRecord, bacResults: ReadonlyMap<string, BacResultRecord>): ListKeys {
  let keys = listKeys.get(application);
  if (!keys) {
    keys = {
      folded: [
        fold(application.bacFirstName),
        fold(application.bacLastName),
        fold(application.email ?? ''),
        fold(`${application.bacFirstName} ${application.bacLastName}`),
      ],
      score: application.score ?? Number.NEGATIVE_INFINITY,
      tieMark: tieMarkOf(bacResults.get(application.bacResultId)),
      submitted: Date.parse(application.submissionDate),
    };
    listKeys.set(application, keys);
  }
  return keys;
}

/**
 * The subject of highest coefficient (the first such subject listed) and the mark in it; null
 * without bac results (docs/behaviour.md, « Ranking by merit »).
 */
export function tieBreakOf(result: BacResultRecord | undefined): { subject: string; mark: number } | null {
  if (!result) return null;
  let best: string | undefined;
  for (const [subject, coef] of Object.entries(result.coefs))
    if (best === undefined || coef > (result.coefs[best] ?? 0)) best = subject;
  return best === undefined ? null : { subject: best, mark: result.grades[best] ?? -1 };
}

/** The tie rule's mark: -1 without one. */
export function tieMarkOf(result: BacResultRecord | undefined): number {
  return tieBreakOf(result)?.mark ?? -1;
}

const byName = new Intl.Collator('fr', { sensitivity: 'base' });
type ListSort = '-submissionDate' | 'submissionDate' | '-score' | 'lastName';

/**
 * The order of merit (docs/behaviour.md, « Ranking by merit »): the higher score first, then the
 * higher mark in the subject of highest coefficient, then the earlier submission, then the
 * candidate number; an application without a score comes after every scored one.
 */
export function byMerit(
  a: ApplicationRecord,
  b: ApplicationRecord,
  bacResults: ReadonlyMap<string, BacResultRecord>,
): number {
  const ka = keysOf(a, bacResults);
  const kb = keysOf(b, bacResults);
  return (
    kb.score - ka.score ||
    kb.tieMark - ka.tieMark ||
    ka.submitted - kb.submitted ||
    a.candidateId.localeCompare(b.candidateId)
  );
}

function comparator(
  sort: ListSort,
  bacResults: ReadonlyMap<string, BacResultRecord>,
): (a: ApplicationRecord, b: ApplicationRecord) => number {
  const byDate = (a: ApplicationRecord, b: ApplicationRecord) =>
    a.submissionDate.localeCompare(b.submissionDate) || a.candidateId.localeCompare(b.candidateId);
  switch (sort) {
    case '-score':
      return (a, b) => byMerit(a, b, bacResults);
    case 'lastName':
      return (a, b) =>
        byName.compare(a.bacLastName, b.bacLastName) ||
        byName.compare(a.bacFirstName, b.bacFirstName) ||
        a.candidateId.localeCompare(b.candidateId);
    case 'submissionDate':
      return byDate;
    default:
      return (a, b) => -byDate(a, b);
  }
}

/** A reviewer's decision as recorded (one row's or a whole selection's): a blank reason is none. */
export function decisionOf(
  body: {
    decision: DecisionRecord['decision'];
    reason?: string | undefined;
    waitlistRank?: number | undefined;
  },
  c: Context<Env>,
  now: number,
): DecisionRecord {
  const reason = body.reason?.trim();
  return {
    decision: body.decision,
    reason: reason ? reason : null,
    ...(body.decision === 'waitlisted' ? { waitlistRank: body.waitlistRank ?? null } : {}),
    decidedAt: new Date(now).toISOString(),
    decidedBy: { id: c.var.accountId, name: c.var.userName },
  };
}

const STATUS_OF_DECISION: Readonly<Record<DecisionRecord['decision'], ApplicationRecord['status']>> = {
  accepted: 'approved',
  rejected: 'rejected',
  waitlisted: 'waitlisted',
};

/**
 * `application` once `decision` is recorded: its status, a new version, the decision in its history.
 * Its main choice follows where it says more than the application: accepted, or waitlisted at its
 * rank (what the candidate's dashboard shows); a rejection takes it off the waiting list.
 */
export function decided(application: ApplicationRecord, decision: DecisionRecord): ApplicationRecord {
  const choices = application.choices.map((choice) => {
    if (choice.priority !== 1) return choice;
    if (decision.decision === 'accepted') return { ...choice, status: 'accepted' as const, rank: null };
    if (decision.decision === 'waitlisted')
      return { ...choice, status: 'waitlisted' as const, rank: decision.waitlistRank ?? null };
    return choice.status === 'waitlisted' ? { ...choice, status: 'rejected' as const, rank: null } : choice;
  });
  return {
    ...application,
    status: STATUS_OF_DECISION[decision.decision],
    version: application.version + 1,
    decisions: [...application.decisions, decision],
    choices,
  };
}

export function envelopeError(c: Context<Env>, status: ContentfulStatusCode, message: string) {
  return c.json({ isSuccess: false, message }, status);
}

export const FORBIDDEN_KIND = 'Accès refusé\u00a0: votre rôle ne permet pas d’examiner ces candidatures.';

/**
 * What every staff call of candidate-service runs before its handler, in this order: its fault
 * switch, the bearer token, the body's parsing (`parse`, for the calls that take one), then the
 * contract check, whose refusals are 400s in the API's envelope.
 */
export function staffRoute(deps: IdentityDeps) {
  const reject = (c: Context<Env>, message: string) => envelopeError(c, 400, message);
  return (operation: OperationId, ...parse: MiddlewareHandler<Env>[]) =>
    [
      faultMiddleware(deps.state, operation),
      bearerMiddleware(deps),
      ...parse,
      validateAgainstContract('candidate-service', operation, reject),
    ] as const;
}

/**
 * The staff review calls: lists, decisions (optimistic concurrency, the candidate mailed), decision
 * history, and the application's dated history (history.ts).
 */
export function staffReviewRoutes(deps: IdentityDeps): Hono<Env> {
  const { state } = deps;
  const app = new Hono<Env>();
  const route = staffRoute(deps);

  /** The applications a list (and its export) shows, in its order: search, status, programme, sort. */
  const listed = (kind: ProgramKind, query: Readonly<Record<string, string | undefined>>) => {
    const search = fold(query.search?.trim() ?? '');
    const status = query.status as StaffStatus | undefined;
    const programId = query.programId;
    const sort = (query.sort ?? '-submissionDate') as ListSort;
    return state.applications
      .filter(
        (application) =>
          application.kind === kind &&
          (!status || staffStatusOf(application) === status) &&
          (!programId || mainChoiceOf(application)?.programId === programId) &&
          (!search || keysOf(application, state.bacResults).folded.some((field) => field.includes(search))),
      )
      .sort(comparator(sort, state.bacResults));
  };

  app.get(`${PREFIX}/:kind`, ...route('listStaffApplications'), (c) => {
    const kind = c.req.param('kind') as ProgramKind;
    if (!mayReview(c.var.roles, kind)) return envelopeError(c, 403, FORBIDDEN_KIND);
    // The query the contract check validated (requests.ts: one parsing, a repeated parameter is a 400).
    const { query } = c.var;
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 20);
    const matching = listed(kind, query);
    const items = matching
      .slice((page - 1) * pageSize, page * pageSize)
      .map((a) => toStaff(a, deps.baseUrl(), state.documentLinks));
    return c.json({
      isSuccess: true,
      data: {
        items,
        page,
        pageSize,
        totalItems: matching.length,
        totalPages: Math.ceil(matching.length / pageSize),
      },
      message: null,
    });
  });

  // The list as a CSV file for a spreadsheet (this portal's addition; staffExport.ts writes it):
  // every row the list's filters and order give, no paging.
  app.get(`${PREFIX}/:kind/export`, ...route('exportStaffApplications'), (c) => {
    const kind = c.req.param('kind') as ProgramKind;
    if (!mayReview(c.var.roles, kind)) return envelopeError(c, 403, FORBIDDEN_KIND);
    const timeZone = state.calendar?.timeZone ?? CALENDAR_TIME_ZONE;
    const rows = listed(kind, c.var.query).map((application) =>
      toStaff(application, deps.baseUrl(), state.documentLinks),
    );
    return c.body(staffCsv(rows, timeZone), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(kind, state.now(), timeZone)}"`,
    });
  });

  // The programmes of a kind, for the lists' filter by main choice (this portal's addition).
  app.get('/api/candidate-service/Staff/programs/:kind', ...route('listStaffPrograms'), (c) => {
    const kind = c.req.param('kind') as ProgramKind;
    if (!mayReview(c.var.roles, kind)) return envelopeError(c, 403, FORBIDDEN_KIND);
    return c.json({ isSuccess: true, data: programsWithCapacity(state, kind), message: null });
  });

  const findReviewable = (c: Context<Env>) => {
    const application = state.applications.find((a) => a.candidateId === c.req.param('candidateId'));
    if (!application) return { response: envelopeError(c, 404, 'Candidature introuvable.') };
    if (!mayReview(c.var.roles, application.kind)) return { response: envelopeError(c, 403, FORBIDDEN_KIND) };
    return { application };
  };

  app.get(`${PREFIX}/:candidateId/decisions`, ...route('getStaffDecisions'), (c) => {
    const found = findReviewable(c);
    if (!found.application) return found.response;
    // The spec's call lists acceptances and rejections; a place on the waiting list is in the history.
    const data = found.application.decisions
      .filter((decision) => decision.decision !== 'waitlisted')
      .map(({ waitlistRank: _rank, ...decision }) => decision);
    return c.json({ isSuccess: true, data, message: null });
  });

  // The candidate's own history (history.ts), for a reviewer of the application's kind.
  app.get(`${PREFIX}/:candidateId/history`, ...route('getStaffApplicationHistory'), (c) => {
    const found = findReviewable(c);
    if (!found.application) return found.response;
    return c.json({
      isSuccess: true,
      data: applicationHistory(found.application, state.receipts),
      message: null,
    });
  });

  // The candidate's file (this portal's addition): everything a reviewer decides on, in one answer.
  app.get(`${PREFIX}/:candidateId/file`, ...route('getStaffApplicationFile'), (c) => {
    const found = findReviewable(c);
    if (!found.application) return found.response;
    const { application } = found;
    const result = state.bacResults.get(application.bacResultId);
    const main = mainChoiceOf(application);
    const choices =
      application.choices.length > 0
        ? [...application.choices]
            .sort((a, b) => a.priority - b.priority)
            .map((choice) => ({
              rank: choice.priority,
              programId: choice.programId,
              programName: choice.programName,
            }))
        : main
          ? [{ rank: 1, ...main }]
          : [];
    return c.json({
      isSuccess: true,
      data: {
        application: toStaff(application, deps.baseUrl(), state.documentLinks),
        birthDate: application.bacDob,
        placeOfBirth: application.bacPlaceOfBirth,
        nationality: application.bacNationality,
        phone: application.phone,
        bacSerie: application.bacSerie,
        bacResultId: application.bacResultId,
        bacResult: result ? { grades: result.grades, coefs: result.coefs } : null,
        choices,
        history: applicationHistory(application, state.receipts),
      },
      message: null,
    });
  });

  const parseJson = jsonBody((c, message, status = 400) => envelopeError(c, status, message));
  // The role and the application first: a candidate's token (or a reviewer of another kind) is
  // refused before the body is read, so nobody without the right makes the server parse a byte.
  const mayDecide: MiddlewareHandler<Env> = async (c, next) => {
    const found = findReviewable(c);
    return found.application ? next() : found.response;
  };

  app.post(
    `${PREFIX}/:candidateId/decisions`,
    ...route('decideStaffApplication', mayDecide, parseJson),
    (c) => {
      const found = findReviewable(c);
      if (!found.application) return found.response;
      const { application } = found;
      const body = c.var.body as { decision: 'accepted' | 'rejected'; reason?: string; version: number };
      // A stale version, or an application already decided: nothing is recorded, the current state is sent.
      if (body.version !== application.version || !isOpen(application)) {
        return c.json(
          {
            isSuccess: false,
            data: toStaff(application, deps.baseUrl(), state.documentLinks),
            // Still pending at another version: the candidate changed their choice meanwhile.
            message: isOpen(application)
              ? 'Cette candidature a été modifiée depuis son affichage. Vérifiez-la avant de décider.'
              : 'Cette candidature a déjà été traitée.',
          },
          409,
        );
      }
      const decision = decisionOf(body, c, state.now());
      const updated = decided(application, decision);
      state.applications = state.applications.map((a) =>
        a.candidateId === updated.candidateId ? updated : a,
      );
      // Recorded first: without an address the decision stands, only the mail is not sent.
      const mail = decisionMail(deps, updated, decision);
      if (mail) state.deliver(mail);
      return c.json({
        isSuccess: true,
        data: toStaff(updated, deps.baseUrl(), state.documentLinks),
        message: null,
      });
    },
  );

  // Bulk decisions (this portal's addition, docs/behaviour.md « Bulk decisions »): the role first, as
  // for one decision, so a reviewer of another kind makes the server read no byte of the body.
  const mayDecideKind: MiddlewareHandler<Env> = async (c, next) => {
    const kind = c.req.param('kind') as ProgramKind;
    // An unknown kind is left to the contract check (400), as for the lists.
    if (programKinds.includes(kind) && !mayReview(c.var.roles, kind))
      return envelopeError(c, 403, FORBIDDEN_KIND);
    return next();
  };
  // 200 items of up to 64 characters each need more than the usual 16 KB.
  const parseBulkJson = jsonBody((c, message, status = 400) => envelopeError(c, status, message), {
    limit: BULK_BODY_LIMIT_BYTES,
  });

  app.post(
    `${PREFIX}/:kind/bulk-decisions`,
    ...route('decideStaffApplications', mayDecideKind, parseBulkJson),
    (c) => {
      const kind = c.req.param('kind') as ProgramKind;
      const body = c.var.body as {
        decision: 'accepted' | 'rejected';
        reason?: string;
        items: { candidateId: string; version: number }[];
      };
      const seen = new Set<string>();
      for (const { candidateId } of body.items) {
        if (seen.has(candidateId))
          return envelopeError(
            c,
            400,
            `Requête invalide\u00a0: la candidature ${candidateId} figure plusieurs fois dans «\u00a0items\u00a0».`,
          );
        seen.add(candidateId);
      }
      // Every item checked before anything is written: all or nothing.
      const byId = new Map(state.applications.map((a) => [a.candidateId, a]));
      const found: ApplicationRecord[] = [];
      const changed: ApplicationRecord[] = [];
      const missing: string[] = [];
      for (const item of body.items) {
        const application = byId.get(item.candidateId);
        // Unknown, or of another kind: one answer, so a list proves nothing about another.
        if (!application || application.kind !== kind) missing.push(item.candidateId);
        else if (application.version !== item.version || !isOpen(application)) changed.push(application);
        else found.push(application);
      }
      if (changed.length > 0 || missing.length > 0) {
        return c.json(
          {
            isSuccess: false,
            data: {
              changed: changed.map((a) => toStaff(a, deps.baseUrl(), state.documentLinks)),
              missing,
            },
            message: bulkConflictMessage(changed.length + missing.length),
          },
          409,
        );
      }
      const decision = decisionOf(body, c, state.now());
      const updated = new Map(
        found.map((application): [string, ApplicationRecord] => [
          application.candidateId,
          decided(application, decision),
        ]),
      );
      // One assignment: every decision is recorded at once, or (before this line) none is.
      state.applications = state.applications.map((a) => updated.get(a.candidateId) ?? a);
      // Recorded first: then one mail per candidate, as for one decision.
      for (const application of updated.values()) {
        const mail = decisionMail(deps, application, decision);
        if (mail) state.deliver(mail);
      }
      return c.json({
        isSuccess: true,
        data: [...updated.values()].map((a) => toStaff(a, deps.baseUrl(), state.documentLinks)),
        message: null,
      });
    },
  );

  return app;
}

/** 200 items of the longest ids, a reason of 1,000 characters and JSON's punctuation fit in it. */
const BULK_BODY_LIMIT_BYTES = 64 * 1024;

function bulkConflictMessage(count: number): string {
  return count === 1
    ? 'Une candidature a changé depuis son affichage\u00a0: aucune décision n’a été enregistrée.'
    : `${count} candidatures ont changé depuis leur affichage\u00a0: aucune décision n’a été enregistrée.`;
}

/** A kind's programmes, each with its capacity (null while an administrator has not fixed it). */
export function programsWithCapacity(
  state: Pick<SandboxState, 'capacities'>,
  kind: ProgramKind,
): { programId: string; programName: string; places: number | null; waitlistPlaces: number | null }[] {
  return programsOfKind(kind).map((program) => {
    const capacity = state.capacities.get(program.programId);
    return { ...program, places: capacity?.places ?? null, waitlistPlaces: capacity?.waitlistPlaces ?? null };
  });
}
