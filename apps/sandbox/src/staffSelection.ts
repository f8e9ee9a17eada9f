// A programme's capacity and its proposed selection by merit (this portal's additions,
// docs/behaviour.md « Proposed selection »): an administrator fixes the places and the waiting-list
// places; a reviewer of the kind reads what the proposal is computed from (`basis`, kept 30
// minutes) and confirms it, applied all or nothing.
import { randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { decisionMail } from './decisionMail';
import type { Env } from './faults';
import type { IdentityDeps } from './identity';
import type { ApplicationRecord, ProgramKind, SelectionBasisRecord } from './model';
import {
  byMerit,
  decided,
  decisionOf,
  envelopeError,
  FORBIDDEN_KIND,
  mainChoiceOf,
  mayReview,
  programsWithCapacity,
  staffRoute,
  staffStatusOf,
  tieBreakOf,
  toStaff,
  waitlistRankOf,
} from './staffReview';
import type { SandboxState } from './state';
import { jsonBody } from './validation';

const PREFIX = '/api/candidate-service/Staff/programs/:kind/:programId';
const programKinds: readonly string[] = ['universite', 'coran', 'majalis'];

/** How long a proposal's basis stays valid: a reviewer's careful reading of a long list. */
export const SELECTION_BASIS_MS = 30 * 60_000;
/** At most this many bases are kept (the oldest go first): a loop of proposals cannot fill memory. */
const MAX_BASES = 1000;
/** A request naming every application of a large programme, with reasons, fits in it. */
const SELECTION_BODY_LIMIT_BYTES = 64 * 1024;

export const BASIS_EXPIRED = 'Cette proposition n’est plus valable\u00a0: proposez une nouvelle sélection.';
const FORBIDDEN_CAPACITY =
  'Accès refusé\u00a0: seul un administrateur peut fixer la capacité d’une formation.';
const PROGRAM_NOT_FOUND = 'Formation introuvable.';

/**
 * The proposal, a pure function (the portal computes the same, packages/flows): the included ones
 * first (in merit order, then the unscored by submission date), then the best of the rest up to the
 * places left; the next ones on the waiting list, ranked from `nextWaitlistRank`.
 */
export function propose(input: {
  ranked: readonly string[];
  unscored: readonly string[];
  placesLeft: number;
  waitlistLeft: number;
  nextWaitlistRank: number;
  excluded: ReadonlySet<string>;
  included: ReadonlySet<string>;
}): { accepted: string[]; waitlist: { candidateId: string; rank: number }[] } {
  const { ranked, unscored, placesLeft, waitlistLeft, nextWaitlistRank, excluded, included } = input;
  const forced = [...ranked, ...unscored].filter((id) => included.has(id));
  const rest = ranked.filter((id) => !excluded.has(id) && !included.has(id));
  const byMeritCount = Math.max(0, placesLeft - forced.length);
  return {
    accepted: [...forced, ...rest.slice(0, byMeritCount)],
    waitlist: rest
      .slice(byMeritCount, byMeritCount + waitlistLeft)
      .map((candidateId, index) => ({ candidateId, rank: nextWaitlistRank + index })),
  };
}

/** Everything a proposal of one programme is computed from, out of the state as it is now. */
function poolOf(state: SandboxState, kind: ProgramKind, programId: string) {
  const ofProgram = state.applications.filter(
    (application) => application.kind === kind && mainChoiceOf(application)?.programId === programId,
  );
  const pending = ofProgram.filter((application) => staffStatusOf(application) === 'pending');
  const ranked = pending
    .filter((application) => application.score !== null)
    .sort((a, b) => byMerit(a, b, state.bacResults));
  const unscored = pending
    .filter((application) => application.score === null)
    .sort(
      (a, b) =>
        Date.parse(a.submissionDate) - Date.parse(b.submissionDate) ||
        a.candidateId.localeCompare(b.candidateId),
    );
  const waitlisted = ofProgram.filter((application) => staffStatusOf(application) === 'waitlisted');
  const capacity = state.capacities.get(programId);
  const acceptedCount = ofProgram.filter((application) => staffStatusOf(application) === 'accepted').length;
  const waitlistedCount = waitlisted.length;
  const nextWaitlistRank =
    Math.max(0, ...waitlisted.map((application) => waitlistRankOf(application) ?? 0)) + 1;
  return {
    ranked,
    unscored,
    places: capacity?.places ?? null,
    waitlistPlaces: capacity?.waitlistPlaces ?? null,
    acceptedCount,
    waitlistedCount,
    nextWaitlistRank,
    placesLeft: capacity ? Math.max(0, capacity.places - acceptedCount) : null,
    waitlistLeft: capacity ? Math.max(0, capacity.waitlistPlaces - waitlistedCount) : null,
  };
}
type Pool = ReturnType<typeof poolOf>;

/** The basis kept for a proposal: who was considered, at which version, and the capacity. */
function basisOf(kind: ProgramKind, programId: string, pool: Pool, now: number): SelectionBasisRecord {
  return {
    kind,
    programId,
    expiresAt: now + SELECTION_BASIS_MS,
    versions: new Map([...pool.ranked, ...pool.unscored].map((a) => [a.candidateId, a.version])),
    places: pool.places,
    waitlistPlaces: pool.waitlistPlaces,
    acceptedCount: pool.acceptedCount,
    waitlistedCount: pool.waitlistedCount,
    nextWaitlistRank: pool.nextWaitlistRank,
  };
}

/** Keeps a new basis; the expired ones, and beyond `MAX_BASES` the oldest, are dropped. */
function keepBasis(state: SandboxState, basis: SelectionBasisRecord): string {
  const now = state.now();
  for (const [id, kept] of state.selectionBases) if (kept.expiresAt <= now) state.selectionBases.delete(id);
  while (state.selectionBases.size >= MAX_BASES) {
    const oldest = state.selectionBases.keys().next().value;
    if (oldest === undefined) break;
    state.selectionBases.delete(oldest);
  }
  const id = randomUUID();
  state.selectionBases.set(id, basis);
  return id;
}

interface Adjustment {
  candidateId: string;
  reason: string;
}
interface Item {
  candidateId: string;
  version: number;
}
interface SelectionBody {
  basis: string;
  excluded: Adjustment[];
  included: Adjustment[];
  accepted: Item[];
  waitlist: Item[];
}

/**
 * What the request itself gets wrong, whatever the data (400): a blank reason, a candidate twice
 * (within the adjustments, within the lists, or taken out and confirmed), an included candidate not
 * accepted, nothing to record.
 */
function requestError(body: SelectionBody): string | null {
  for (const { candidateId, reason } of [...body.excluded, ...body.included])
    if (!reason.trim())
      return `Requête invalide\u00a0: indiquez le motif pour la candidature ${candidateId}.`;
  const twice = (ids: readonly string[]) => ids.find((id, index) => ids.indexOf(id) !== index);
  const adjusted = [...body.excluded, ...body.included].map((a) => a.candidateId);
  const listed = [...body.accepted, ...body.waitlist].map((item) => item.candidateId);
  const repeated =
    twice(adjusted) ??
    twice(listed) ??
    body.excluded.find((a) => listed.includes(a.candidateId))?.candidateId;
  if (repeated)
    return `Requête invalide\u00a0: la candidature ${repeated} figure plusieurs fois dans la sélection.`;
  const acceptedIds = new Set(body.accepted.map((item) => item.candidateId));
  const notAccepted = body.included.find((a) => !acceptedIds.has(a.candidateId));
  if (notAccepted)
    return `Requête invalide\u00a0: la candidature ${notAccepted.candidateId}, admise hors classement, doit figurer parmi les acceptées.`;
  if (body.accepted.length === 0 && body.waitlist.length === 0)
    return 'Requête invalide\u00a0: la sélection n’accepte ni ne place sur liste d’attente aucune candidature.';
  return null;
}

/** What changed since the basis: the applications now in the pool at another version or new to it, those that left it. */
function changesSince(basis: SelectionBasisRecord, pool: Pool) {
  const now = [...pool.ranked, ...pool.unscored];
  const changed = now.filter((a) => basis.versions.get(a.candidateId) !== a.version);
  const present = new Set(now.map((a) => a.candidateId));
  const missing = [...basis.versions.keys()].filter((id) => !present.has(id));
  const capacityChanged =
    basis.places !== pool.places ||
    basis.waitlistPlaces !== pool.waitlistPlaces ||
    basis.acceptedCount !== pool.acceptedCount ||
    basis.waitlistedCount !== pool.waitlistedCount ||
    basis.nextWaitlistRank !== pool.nextWaitlistRank;
  return { changed, missing, any: changed.length > 0 || missing.length > 0 || capacityChanged };
}

/**
 * The capacity call and the proposed selection's two calls. Mounted beside the review calls
 * (staffReview.ts), whose roles, records and decisions they share.
 */
export function staffSelectionRoutes(deps: IdentityDeps): Hono<Env> {
  const { state } = deps;
  const app = new Hono<Env>();
  const route = staffRoute(deps);
  const reject = (c: Context<Env>, message: string) => envelopeError(c, 400, message);
  const parseJson = jsonBody((c, message, status = 400) => envelopeError(c, status, message));
  const parseSelectionJson = jsonBody((c, message, status = 400) => envelopeError(c, status, message), {
    limit: SELECTION_BODY_LIMIT_BYTES,
  });

  /** The programme named by the path, when it is one of the kind's. */
  const programOf = (c: Context<Env>) =>
    programsWithCapacity(state, c.req.param('kind') as ProgramKind).find(
      (program) => program.programId === c.req.param('programId'),
    );

  /**
   * The role, then the programme, before the body is read: nobody without the right makes the server
   * parse a byte. An unknown kind is left to the contract check (400), as for the lists.
   */
  const guard =
    (
      allowed: (roles: readonly string[], kind: ProgramKind) => boolean,
      forbidden: string,
    ): MiddlewareHandler<Env> =>
    async (c, next) => {
      const kind = c.req.param('kind') as ProgramKind;
      if (!programKinds.includes(kind)) return next();
      if (!allowed(c.var.roles, kind)) return envelopeError(c, 403, forbidden);
      if (!programOf(c)) return envelopeError(c, 404, PROGRAM_NOT_FOUND);
      return next();
    };
  const mayReviewKind = guard(mayReview, FORBIDDEN_KIND);
  const isAdmin = guard((roles) => roles.includes('admin'), FORBIDDEN_CAPACITY);

  app.put(`${PREFIX}/capacity`, ...route('setStaffProgramCapacity', isAdmin, parseJson), (c) => {
    const body = c.var.body as { places: number; waitlistPlaces: number };
    const programId = c.req.param('programId');
    state.capacities.set(programId, { places: body.places, waitlistPlaces: body.waitlistPlaces });
    return c.json({ isSuccess: true, data: programOf(c), message: null });
  });

  app.get(`${PREFIX}/selection-proposal`, ...route('getStaffSelectionProposal', mayReviewKind), (c) => {
    const kind = c.req.param('kind') as ProgramKind;
    const programId = c.req.param('programId');
    const pool = poolOf(state, kind, programId);
    const basis = keepBasis(state, basisOf(kind, programId, pool, state.now()));
    const fixed = pool.places !== null;
    const staff = (application: ApplicationRecord) =>
      toStaff(application, deps.baseUrl(), state.documentLinks);
    return c.json({
      isSuccess: true,
      data: {
        program: programOf(c),
        basis,
        acceptedCount: fixed ? pool.acceptedCount : null,
        waitlistedCount: fixed ? pool.waitlistedCount : null,
        placesLeft: pool.placesLeft,
        waitlistLeft: pool.waitlistLeft,
        nextWaitlistRank: fixed ? pool.nextWaitlistRank : null,
        ranked: pool.ranked.map((application, index) => ({
          application: staff(application),
          meritRank: index + 1,
          tieBreak: tieBreakOf(state.bacResults.get(application.bacResultId)),
        })),
        unscored: pool.unscored.map(staff),
      },
      message: null,
    });
  });

  app.post(`${PREFIX}/selection`, ...route('applyStaffSelection', mayReviewKind, parseSelectionJson), (c) => {
    const kind = c.req.param('kind') as ProgramKind;
    const programId = c.req.param('programId');
    const body = c.var.body as SelectionBody;
    const staff = (application: ApplicationRecord) =>
      toStaff(application, deps.baseUrl(), state.documentLinks);
    const conflict = (message: string, changed: ApplicationRecord[] = [], missing: string[] = []) =>
      c.json({ isSuccess: false, data: { changed: changed.map(staff), missing }, message }, 409);

    // Everything is checked before anything is written: all or nothing.
    const invalid = requestError(body);
    if (invalid) return reject(c, invalid);
    const pool = poolOf(state, kind, programId);
    if (pool.placesLeft === null || pool.waitlistLeft === null)
      return reject(
        c,
        'Le nombre de places de cette formation n’est pas fixé\u00a0: aucune sélection n’est possible.',
      );
    const basis = state.selectionBases.get(body.basis);
    if (!basis || basis.kind !== kind || basis.programId !== programId || basis.expiresAt <= state.now())
      return conflict(BASIS_EXPIRED);
    const since = changesSince(basis, pool);
    if (since.any)
      return conflict(
        'Des candidatures ou la capacité de cette formation ont changé depuis la proposition\u00a0: aucune décision n’a été enregistrée.',
        since.changed,
        since.missing,
      );
    const inPool = new Set([...pool.ranked, ...pool.unscored].map((a) => a.candidateId));
    const outside = [...body.included, ...body.excluded].find((a) => !inPool.has(a.candidateId));
    if (outside)
      return reject(
        c,
        `Requête invalide\u00a0: la candidature ${outside.candidateId} n’est pas une candidature en attente de cette formation.`,
      );
    if (body.included.length > pool.placesLeft)
      return reject(c, tooManyIncluded(body.included.length, pool.placesLeft));
    const proposal = propose({
      ranked: pool.ranked.map((a) => a.candidateId),
      unscored: pool.unscored.map((a) => a.candidateId),
      placesLeft: pool.placesLeft,
      waitlistLeft: pool.waitlistLeft,
      nextWaitlistRank: pool.nextWaitlistRank,
      excluded: new Set(body.excluded.map((a) => a.candidateId)),
      included: new Set(body.included.map((a) => a.candidateId)),
    });
    const byId = new Map([...pool.ranked, ...pool.unscored].map((a) => [a.candidateId, a]));
    const sameAccepted =
      proposal.accepted.length === body.accepted.length &&
      body.accepted.every((item) => proposal.accepted.includes(item.candidateId));
    const sameWaitlist =
      proposal.waitlist.length === body.waitlist.length &&
      body.waitlist.every((item, index) => proposal.waitlist[index]?.candidateId === item.candidateId);
    if (!sameAccepted || !sameWaitlist)
      return conflict(
        'La sélection envoyée ne correspond pas à la proposition\u00a0: proposez une nouvelle sélection.',
      );
    // Every listed candidate is in the pool (the lists are the proposal's): each at the version sent.
    const stale = [...body.accepted, ...body.waitlist].flatMap((item) => {
      const application = byId.get(item.candidateId);
      return application && application.version !== item.version ? [application] : [];
    });
    if (stale.length > 0)
      return conflict(
        'Des candidatures ont changé depuis leur affichage\u00a0: aucune décision n’a été enregistrée.',
        stale,
      );

    // One instant, one assignment: every decision is recorded at once, or (before this line) none is.
    const now = state.now();
    const reasons = new Map(body.included.map((a) => [a.candidateId, a.reason]));
    const records = [
      ...proposal.accepted.map((candidateId) => ({ candidateId, decision: 'accepted' as const })),
      ...proposal.waitlist.map(({ candidateId, rank }) => ({
        candidateId,
        decision: 'waitlisted' as const,
        waitlistRank: rank,
      })),
    ].map((entry) => {
      const application = byId.get(entry.candidateId) as ApplicationRecord;
      const decision = decisionOf({ ...entry, reason: reasons.get(entry.candidateId) }, c, now);
      return { updated: decided(application, decision), decision };
    });
    const updated = new Map(records.map(({ updated: a }) => [a.candidateId, a]));
    state.applications = state.applications.map((a) => updated.get(a.candidateId) ?? a);
    // The basis did its work: a second confirmation of it is refused.
    state.selectionBases.delete(body.basis);
    // Recorded first: then one mail per candidate, as for one decision.
    for (const { updated: application, decision } of records) {
      const mail = decisionMail(deps, application, decision);
      if (mail) state.deliver(mail);
    }
    const shown = (ids: readonly string[]) => ids.map((id) => staff(updated.get(id) as ApplicationRecord));
    return c.json({
      isSuccess: true,
      data: {
        accepted: shown(proposal.accepted),
        waitlist: shown(proposal.waitlist.map((entry) => entry.candidateId)),
      },
      message: null,
    });
  });

  return app;
}

/** More candidates put in by hand than places left (400). */
function tooManyIncluded(included: number, placesLeft: number): string {
  const admitted =
    included === 1
      ? '1 candidature admise hors classement'
      : `${included} candidatures admises hors classement`;
  const left =
    placesLeft === 0
      ? 'aucune place restante'
      : placesLeft === 1
        ? '1 place restante'
        : `${placesLeft} places restantes`;
  return `Requête invalide\u00a0: ${admitted} pour ${left}.`;
}
