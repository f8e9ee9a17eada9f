// The staff review's answers (calls 11-13), apart from the candidate's schemas: only the staff
// pages load them (schemas.ts is in the portal's first chunk).
import * as v from 'valibot';
import type { components as CandidateService } from './generated/candidate-service';
import { applicationHistorySchema } from './historySchemas';
import { bacResultSchema, UNKNOWN_STATUS, type Assert, type Same } from './schemas';
import type {
  StaffApplication,
  StaffDecision,
  StaffProgram,
  StaffSelectionAdjustment,
  StaffSelectionCandidate,
  StaffSelectionProposal,
  StaffSelectionRequest,
  StaffSelectionResult,
  StaffTieBreak,
} from './types';

const programKindSchema = v.picklist(['universite', 'coran', 'majalis']);
const staffApplicationStatuses = ['pending', 'accepted', 'rejected', 'waitlisted'] as const;
const staffApplicationStatusSchema = v.picklist(staffApplicationStatuses);
const staffDecisionKindSchema = v.picklist(['accepted', 'rejected']);

export const staffApplicationSchema = v.object({
  id: v.string(),
  kind: programKindSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  status: staffApplicationStatusSchema,
  documents: v.array(v.object({ name: v.string(), url: v.string() })),
  submissionDate: v.string(),
  version: v.number(),
  // This portal's addition (docs/behaviour.md, « Ranking by merit »): absent from a service without it.
  score: v.optional(v.nullable(v.number())),
  mainChoice: v.optional(v.nullable(v.object({ programId: v.string(), programName: v.string() }))),
  // This portal's addition (docs/behaviour.md, « Proposed selection »).
  waitlistRank: v.optional(v.nullable(v.number())),
});

/**
 * A programme of a kind, for the lists' filter by main choice, with its capacity where the service
 * has one (both this portal's additions).
 */
export const staffProgramSchema = v.object({
  programId: v.string(),
  programName: v.string(),
  places: v.optional(v.nullable(v.number())),
  waitlistPlaces: v.optional(v.nullable(v.number())),
});

/** One row of a staff list read tolerantly, as `applicationItemSchema` (the id stays required). */
export const staffApplicationItemSchema = v.object({
  ...staffApplicationSchema.entries,
  status: v.fallback(v.picklist([...staffApplicationStatuses, UNKNOWN_STATUS]), UNKNOWN_STATUS),
  submissionDate: v.fallback(v.nullable(v.string()), null),
});

/** A staff list page whose items are read one by one (`readItems`). */
export const staffApplicationPageShellSchema = v.object({
  items: v.array(v.unknown()),
  page: v.number(),
  pageSize: v.number(),
  totalItems: v.number(),
  totalPages: v.number(),
});

export const staffDecisionSchema = v.object({
  decision: staffDecisionKindSchema,
  reason: v.nullable(v.string()),
  decidedAt: v.string(),
  decidedBy: v.object({ id: v.string(), name: v.string() }),
});

/**
 * The candidate's file (this portal's addition): the list's row read strictly (a decision is sent
 * with its version), identity, contact, bac results, choices by rank, history.
 */
export const staffApplicationFileSchema = v.object({
  application: staffApplicationSchema,
  birthDate: v.nullable(v.string()),
  placeOfBirth: v.nullable(v.string()),
  nationality: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  bacSerie: v.string(),
  bacResultId: v.string(),
  bacResult: v.nullable(bacResultSchema),
  choices: v.array(v.object({ rank: v.number(), programId: v.string(), programName: v.string() })),
  history: applicationHistorySchema,
});

/** The mark that breaks a tie on equal scores (docs/behaviour.md, « Ranking by merit »). */
const staffTieBreakSchema = v.object({ subject: v.string(), mark: v.number() });

/** A scored pending application of the programme, with its rank in merit order. */
const staffSelectionCandidateSchema = v.object({
  application: staffApplicationSchema,
  meritRank: v.number(),
  tieBreak: v.nullable(staffTieBreakSchema),
});

/**
 * What a proposed selection is computed from (this portal's addition, docs/behaviour.md « Proposed
 * selection »), read strictly: every application is sent back with its version.
 */
export const staffSelectionProposalSchema = v.object({
  program: staffProgramSchema,
  basis: v.pipe(v.string(), v.minLength(1)),
  acceptedCount: v.nullable(v.number()),
  waitlistedCount: v.nullable(v.number()),
  placesLeft: v.nullable(v.number()),
  waitlistLeft: v.nullable(v.number()),
  nextWaitlistRank: v.nullable(v.number()),
  ranked: v.array(staffSelectionCandidateSchema),
  unscored: v.array(staffApplicationSchema),
});

/** A recorded selection's applications as they now are. */
export const staffSelectionResultSchema = v.object({
  accepted: v.array(staffApplicationSchema),
  waitlist: v.array(staffApplicationSchema),
});

type _StaffSchemaChecks = [
  Assert<Same<v.InferOutput<typeof staffApplicationSchema>, CandidateService['schemas']['StaffApplication']>>,
  Assert<Same<v.InferOutput<typeof staffApplicationItemSchema>, StaffApplication>>,
  Assert<Same<v.InferOutput<typeof staffDecisionSchema>, StaffDecision>>,
  Assert<Same<v.InferOutput<typeof staffProgramSchema>, StaffProgram>>,
  Assert<Same<v.InferOutput<typeof staffSelectionProposalSchema>, StaffSelectionProposal>>,
  Assert<Same<v.InferOutput<typeof staffSelectionResultSchema>, StaffSelectionResult>>,
  Assert<Same<v.InferOutput<typeof staffSelectionCandidateSchema>, StaffSelectionCandidate>>,
  Assert<Same<v.InferOutput<typeof staffTieBreakSchema>, StaffTieBreak>>,
  // Sent, not read: the request's adjustments are the exported type.
  Assert<Same<StaffSelectionRequest['excluded'][number], StaffSelectionAdjustment>>,
];
