/**
 * The history's schemas, apart from schemas.ts: only the history's lazily loaded clients read them
 * (the candidate's disclosure, the staff's file), so they stay out of the sign-in's first download,
 * where schemas.ts is.
 */
import * as v from 'valibot';
import type { Assert, Same } from './schemas';
import type { ApplicationEvent } from './types';

/**
 * One dated event of an application's history (this portal's addition). Read as the contract has
 * it, the date as text: one the portal cannot read is shown as « Date non renseignée », not a
 * history lost.
 */
export const applicationEventSchema = v.object({
  kind: v.picklist(['submitted', 'choiceChanged', 'decision']),
  at: v.string(),
  decision: v.optional(v.nullable(v.picklist(['accepted', 'rejected', 'waitlisted']))),
  waitlistRank: v.optional(v.nullable(v.number())),
  reason: v.optional(v.nullable(v.string())),
  receiptReference: v.optional(v.nullable(v.string())),
});

/** An application's history, oldest first (both history calls answer it). */
export const applicationHistorySchema = v.array(applicationEventSchema);

type _HistorySchemaCheck = Assert<Same<v.InferOutput<typeof applicationEventSchema>, ApplicationEvent>>;
