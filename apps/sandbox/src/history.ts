// The dated history of an application: this portal's addition to candidate-service (openapi/
// candidate-service.yaml, tag History). Nothing new is kept for it: it is read off what the sandbox
// already holds, the submission date, the receipts of changes (receipts.ts) and the staff decisions
// (staffReview.ts). The candidate reads their own here; staff read it beside the decisions.
import { Hono, type MiddlewareHandler } from 'hono';
import { faultMiddleware, type Env } from './faults';
import type { IdentityDeps } from './identity';
import type { ApplicationRecord, ReceiptRecord } from './model';

const PREFIX = '/api/candidate-service/Candidate/applications';

/** Unknown or another account's: one answer, so a candidate number proves nothing to anyone else. */
export const APPLICATION_NOT_FOUND = 'Aucune candidature ne correspond à cette référence.';

/**
 * The contract's `ApplicationEvent`. Every event carries all six fields (null where they do not
 * apply), so the answers are uniform; none says who decided: no staff name reaches the candidate.
 */
export interface ApplicationEvent {
  kind: 'submitted' | 'choiceChanged' | 'decision';
  at: string;
  decision: 'accepted' | 'rejected' | 'waitlisted' | null;
  /** A `waitlisted` decision's rank on the waiting list (docs/behaviour.md, « Proposed selection »). */
  waitlistRank: number | null;
  reason: string | null;
  receiptReference: string | null;
}

function event(
  kind: ApplicationEvent['kind'],
  at: string,
  fields: Partial<Pick<ApplicationEvent, 'decision' | 'waitlistRank' | 'reason' | 'receiptReference'>> = {},
): ApplicationEvent {
  return { kind, at, decision: null, waitlistRank: null, reason: null, receiptReference: null, ...fields };
}

/**
 * The application's events, oldest first: its submission, one per saved change (its receipt's
 * reference) and one per recorded decision. The sort is stable, so events of the same instant keep
 * the order they happen in (a submission before a change, a change before the decision on it).
 */
export function applicationHistory(
  application: ApplicationRecord,
  receipts: readonly ReceiptRecord[],
): ApplicationEvent[] {
  const events = [
    event('submitted', application.submissionDate),
    ...receipts
      .filter((receipt) => receipt.candidateId === application.candidateId)
      .map((receipt) => event('choiceChanged', receipt.savedAt, { receiptReference: receipt.reference })),
    ...application.decisions.map(({ decision, reason, decidedAt, waitlistRank }) =>
      event('decision', decidedAt, { decision, reason, waitlistRank: waitlistRank ?? null }),
    ),
  ];
  // By instant, not by text: the seed writes `…T10:24:00Z`, the sandbox's clock `…T10:24:00.000Z`.
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The candidate's call. No contract validation of the path: a malformed id is the same 404 as an
 * unknown one. `requireBearer` is candidate-service's.
 */
export function historyRoutes(deps: IdentityDeps, requireBearer: MiddlewareHandler<Env>): Hono<Env> {
  const { state } = deps;
  const app = new Hono<Env>();

  app.get(
    `${PREFIX}/:candidateId/history`,
    faultMiddleware(state, 'getApplicationHistory'),
    requireBearer,
    (c) => {
      const application = state.applications.find(
        (a) => a.candidateId === c.req.param('candidateId') && a.accountId === c.var.accountId,
      );
      if (!application) return c.json({ isSuccess: false, message: APPLICATION_NOT_FOUND }, 404);
      return c.json({
        isSuccess: true,
        data: applicationHistory(application, state.receipts),
        message: null,
      });
    },
  );

  return app;
}
