import type {
  Application,
  EligibleProgram,
  ProgramChoice,
  UpdateWithChoicesFields,
} from '@admission/api-client';
import { rankedProgramIds, type ProgramSelection } from './ranking';

/** Extra application fields some servers send; used when present. */
export interface ApplicationAddressFields {
  address?: string | null;
  seriesId?: string | null;
  ufrId?: string | null;
}

function present(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === '' ? undefined : value;
}

/**
 * Whose application is being changed (docs/behaviour.md, « Programme change »): the stored
 * `accountId`, else the application's; null when neither is there ("Session expirée. Veuillez vous
 * reconnecter.").
 */
export function accountIdFor(
  application: Pick<Application, 'accountId'>,
  storedAccountId: string | null | undefined,
): string | null {
  return present(storedAccountId) ?? present(application.accountId) ?? null;
}

export interface UpdatePayloadInput {
  application: Application & ApplicationAddressFields;
  /** A complete selection (the programme-change machine saves only those). */
  selection: ProgramSelection;
  /** The group's specialities (call 6 groupInfo.programs). */
  specialities: readonly EligibleProgram[];
  /** call 6 groupInfo.groupId, sent as ProgramGroup in multiple mode. */
  groupId: string | null;
  /** From `accountIdFor`. */
  accountId: string;
}

/**
 * The call 7 payload (« Programme change »). Empty values are left as they are: the client's form
 * serialisation (@admission/api-client) is the one place that omits them.
 */
export function buildUpdatePayload(input: UpdatePayloadInput): UpdateWithChoicesFields {
  const { application, selection, specialities, groupId, accountId } = input;
  const common = {
    FirstName: application.bacFirstName,
    LastName: application.bacLastName,
    AccountId: accountId,
    BirthDate: application.bacDob,
    Address: application.address,
    Nationality: application.bacNationality,
    SeriesId: present(application.seriesId) ?? application.bacSerie,
    PreferredLanguage: 'fr' as const,
    BacResultId: application.bacResultId,
    UfrId: application.ufrId,
  };
  if (selection.mode !== 'multiple') return { ...common, ProgramId: selection.singleProgramId };

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
  return { ...common, IsMultipleChoice: true, ProgramGroup: groupId, ProgramChoices: choices };
}
