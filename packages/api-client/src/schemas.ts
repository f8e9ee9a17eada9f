/**
 * Runtime checks of the answers, so a body of the wrong shape becomes a typed `badResponse`
 * instead of a crash further down. The `Same<>` assertions at the bottom keep these schemas and
 * the generated types in step: editing the contract without editing a schema fails typecheck.
 */
import * as v from 'valibot';
import type { accessTokenClaimsSchema } from './claims';
import type { components as AuthService } from './generated/auth-service';
import type { components as CandidateService } from './generated/candidate-service';
import type {
  AccessTokenClaims,
  AdmissionCalendar,
  ChoiceReceipt,
  Application,
  ApplicationDetails,
  BacResult,
  Choice,
  EligibleProgramsData,
  LoggedInUser,
  TokenErrorBody,
  TokenSet,
} from './types';

const nullableString = v.nullish(v.string());
const nullableNumber = v.nullish(v.number());

const applicationStatuses = [
  'pending',
  'submitted',
  'reviewing',
  'approved',
  'rejected',
  'waitlisted',
] as const;
const applicationStatusSchema = v.picklist(applicationStatuses);

/** What a status or a date nobody can read is read as in a list (the tolerant schemas below). */
export const UNKNOWN_STATUS = 'unknown';
const choiceStatusSchema = v.picklist(['accepted', 'waitlisted', 'rejected', 'cancelled', 'pending']);
const applicationTypeSchema = v.picklist(['multiple_choice', 'single_choice']);

const choiceSchema = v.object({
  id: v.string(),
  programId: v.string(),
  programName: v.string(),
  priority: v.number(),
  score: nullableNumber,
  status: choiceStatusSchema,
  rank: nullableNumber,
});

const applicationEntries = {
  candidateId: v.string(),
  accountId: v.string(),
  bacFirstName: v.string(),
  bacLastName: v.string(),
  bacNationality: nullableString,
  bacSerie: v.string(),
  bacResultId: v.string(),
  bacDob: nullableString,
  bacPlaceOfBirth: nullableString,
  applicationType: applicationTypeSchema,
  programId: nullableString,
  programName: nullableString,
  programGroup: nullableString,
  ufrName: nullableString,
  status: applicationStatusSchema,
  submissionDate: v.string(),
  score: nullableNumber,
  cinUrl: nullableString,
  autreDocUrl: nullableString,
  email: nullableString,
  phone: nullableString,
  choices: v.optional(v.array(choiceSchema)),
};

/** The reference of a programme change's receipt (this portal's addition), e.g. `JUS-2026-4F7K-9QXM`. */
export const RECEIPT_REFERENCE = /^JUS-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** An application exactly as the contract has it (call 3's, with its last receipt's reference). */
export const applicationSchema = v.object({
  ...applicationEntries,
  lastReceiptReference: v.optional(v.nullable(v.pipe(v.string(), v.regex(RECEIPT_REFERENCE)))),
});

/**
 * One item of call 3 read tolerantly: a status outside the contract is `unknown` (« Statut
 * inconnu »), a submission date that is not a string is null (« Date non renseignée »). Everything
 * else is as strict as `applicationSchema`: an item without its ids cannot be shown.
 */
export const applicationItemSchema = v.object({
  ...applicationSchema.entries,
  status: v.fallback(v.picklist([...applicationStatuses, UNKNOWN_STATUS]), UNKNOWN_STATUS),
  submissionDate: v.fallback(v.nullable(v.string()), null),
});

export const applicationDetailsSchema = v.object({
  ...v.partial(v.object(applicationEntries)).entries,
  candidateId: v.string(),
});

export const bacResultSchema = v.object({
  grades: v.record(v.string(), v.number()),
  coefs: v.record(v.string(), v.number()),
});

const eligibleProgramSchema = v.object({
  programId: v.string(),
  programName: v.string(),
  shortName: v.string(),
});

export const eligibleProgramsDataSchema = v.object({
  programs: v.array(eligibleProgramSchema),
  groupInfo: v.nullable(
    v.object({
      groupId: v.string(),
      groupName: v.string(),
      programs: v.array(eligibleProgramSchema),
    }),
  ),
  isMandatoryFullRanking: v.boolean(),
  hasMultipleChoices: v.boolean(),
});

/** A calendar day, `YYYY-MM-DD`, that exists (not 2027-02-30). */
const calendarDaySchema = v.pipe(
  v.string(),
  v.isoDate(),
  // isoDate checks the shape only: 2027-02-30 would roll over to 2 March.
  // (valibot runs this check even after isoDate failed, so it must not throw on any string.)
  v.check((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'a day of the calendar'),
);

export const admissionCalendarSchema = v.object({
  academicYear: v.pipe(v.string(), v.regex(/^\d{4}-\d{4}$/)),
  timeZone: v.pipe(
    v.string(),
    v.check((zone) => {
      try {
        new Intl.DateTimeFormat('fr', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone'),
  ),
  opensOn: v.nullable(calendarDaySchema),
  choicesCloseOn: v.nullable(calendarDaySchema),
  resultsOn: v.nullable(calendarDaySchema),
  enrolmentOn: v.nullable(calendarDaySchema),
});

/** The receipt of a saved programme change (this portal's addition to candidate-service). */
export const choiceReceiptSchema = v.object({
  reference: v.pipe(v.string(), v.regex(RECEIPT_REFERENCE)),
  candidateId: v.string(),
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  choices: v.pipe(
    v.array(
      v.object({
        rank: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)),
        programId: v.string(),
        programName: v.string(),
      }),
    ),
    v.minLength(1),
    v.maxLength(3),
  ),
});

/** The auth API's answer (calls 8-10): a 200 is success only with this body. */
export const authMessageSchema = v.object({ message: v.string() });

export const tokenSetSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.number(),
  refresh_token: v.optional(v.string()),
  refresh_expires_in: v.optional(v.number()),
  token_type: v.string(),
  id_token: v.optional(v.string()),
  'not-before-policy': v.optional(v.number()),
  session_state: v.optional(v.string()),
  scope: v.optional(v.string()),
});

/** The error code is kept as any string: an unknown code must still be read, then mapped. */
export const tokenErrorBodySchema = v.object({
  error: v.string(),
  error_description: v.optional(v.string()),
});

export const loggedInUserSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  roles: v.array(v.string()),
  isActive: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

// Compile-time checks: each schema's output is exactly the generated type (modulo optional
// `undefined`, which valibot's `nullish` adds).
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;
type _SchemaChecks = [
  Assert<Same<v.InferOutput<typeof choiceSchema>, Choice>>,
  Assert<Same<v.InferOutput<typeof applicationSchema>, CandidateService['schemas']['Application']>>,
  Assert<Same<v.InferOutput<typeof applicationItemSchema>, Application>>,
  Assert<Same<v.InferOutput<typeof applicationDetailsSchema>, ApplicationDetails>>,
  Assert<Same<v.InferOutput<typeof bacResultSchema>, BacResult>>,
  Assert<Same<v.InferOutput<typeof eligibleProgramsDataSchema>, EligibleProgramsData>>,
  Assert<Same<v.InferOutput<typeof tokenSetSchema>, TokenSet>>,
  Assert<Same<v.InferOutput<typeof admissionCalendarSchema>, AdmissionCalendar>>,
  Assert<Same<v.InferOutput<typeof choiceReceiptSchema>, ChoiceReceipt>>,
  Assert<Same<v.InferOutput<typeof loggedInUserSchema>, LoggedInUser>>,
  Assert<Same<v.InferOutput<typeof authMessageSchema>, AuthService['schemas']['AuthMessage']>>,
  Assert<Same<v.InferOutput<typeof accessTokenClaimsSchema>, AccessTokenClaims>>,
  Assert<v.InferOutput<typeof tokenErrorBodySchema> extends Omit<TokenErrorBody, 'error'> ? true : false>,
];
