import type { Application, EligibleProgram, ProgramChoice, UpdateWithChoicesFields } from '../domain';
import { isSelectionComplete, rankedProgramIds, type ProgramSelection } from './ranking';

/** Extra application fields some servers send; used when present, omitted otherwise. */
export interface ApplicationAddressFields {
  address?: string | null;
  seriesId?: string | null;
  ufrId?: string | null;
}

export interface UpdatePayloadInput {
  application: Application & ApplicationAddressFields;
  selection: ProgramSelection;
  /** The group's specialities (call 6 groupInfo.programs). */
  specialities: readonly EligibleProgram[];
  /** call 6 groupInfo.groupId, sent as ProgramGroup in multiple mode. */
  groupId: string | null;
  /** The `accountId` storage entry, preferred over the application's. */
  storedAccountId?: string | null;
}

export type UpdatePayloadError = 'rankingIncomplete' | 'sessionExpired';
export type UpdatePayloadResult =
  { ok: true; fields: UpdateWithChoicesFields } | { ok: false; error: UpdatePayloadError };

function present(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

/** Drops empty, null and undefined values (spec section 5). */
function compact<T extends object>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === ''),
    ),
  ) as T;
}

/**
 * Builds the call 7 payload of spec section 3 (as @admission/api-client's UpdateWithChoicesFields),
 * or the error code that stops the save.
 */
export function buildUpdatePayload(input: UpdatePayloadInput): UpdatePayloadResult {
  const { application, selection, specialities, groupId } = input;
  const specialityIds = specialities.map((p) => p.programId);
  if (!isSelectionComplete(selection, specialityIds)) return { ok: false, error: 'rankingIncomplete' };
  const accountId = present(input.storedAccountId) ?? present(application.accountId);
  if (accountId === undefined) return { ok: false, error: 'sessionExpired' };

  const common = {
    FirstName: present(application.bacFirstName),
    LastName: present(application.bacLastName),
    AccountId: accountId,
    BirthDate: present(application.bacDob),
    Address: present(application.address),
    Nationality: present(application.bacNationality),
    SeriesId: present(application.seriesId) ?? present(application.bacSerie),
    PreferredLanguage: 'fr' as const,
    BacResultId: present(application.bacResultId),
    UfrId: present(application.ufrId),
  };

  if (selection.mode === 'single') {
    return { ok: true, fields: compact({ ...common, ProgramId: present(selection.singleProgramId) }) };
  }
  const byId = new Map(specialities.map((p) => [p.programId, p]));
  const choices: ProgramChoice[] = rankedProgramIds(selection.ranking).map((programId) => {
    const program = byId.get(programId);
    return {
      ProgramId: programId,
      Priority: selection.ranking[programId] ?? 0,
      ProgramName: program?.programName ?? '',
      ShortName: program?.shortName ?? '',
    };
  });
  return {
    ok: true,
    fields: compact({
      ...common,
      IsMultipleChoice: true,
      ProgramGroup: present(groupId),
      // @admission/api-client's toUpdateFormData sends these as the JSON string ProgramChoicesJson.
      ProgramChoices: choices,
    }),
  };
}
