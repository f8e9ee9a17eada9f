import { randomUUID } from 'node:crypto';
import type { ApplicationRecord, ChoiceRecord, Program, ProgramGroup } from './model';
import { ELIGIBILITY, GROUPS, PROGRAMS } from './seed';

const RANKING_REQUIRED =
  'Vous devez soit classer les 3 spécialités Sciences Agronomiques, soit choisir un autre programme.';

export type ChoiceUpdate = { ok: true; application: ApplicationRecord } | { ok: false; message: string };

export interface EligiblePrograms {
  programs: Program[];
  group: ProgramGroup | null;
}

export function eligibleFor(bacSerie: string): EligiblePrograms | null {
  const rule = ELIGIBILITY[bacSerie.trim()];
  if (!rule) return null;
  const programs = rule.programIds
    .map((id) => PROGRAMS.find((p) => p.programId === id))
    .filter((p): p is Program => p !== undefined);
  return { programs, group: GROUPS.find((g) => g.groupId === rule.groupId) ?? null };
}

const fail = (message: string): ChoiceUpdate => ({ ok: false, message });

interface RankedChoice {
  ProgramId: string;
  Priority: number;
}

function parseRanking(json: string): RankedChoice[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return 'ProgramChoicesJson n’est pas un JSON valide.';
  }
  if (!Array.isArray(parsed)) return 'ProgramChoicesJson doit être une liste de choix.';
  const ranking: RankedChoice[] = [];
  for (const item of parsed as unknown[]) {
    const entry = item as Partial<Record<'ProgramId' | 'Priority', unknown>> | null;
    if (
      typeof entry !== 'object' ||
      entry === null ||
      typeof entry.ProgramId !== 'string' ||
      typeof entry.Priority !== 'number' ||
      !Number.isInteger(entry.Priority)
    ) {
      return 'Chaque choix de ProgramChoicesJson doit indiquer ProgramId (texte) et Priority (1, 2 ou 3).';
    }
    ranking.push({ ProgramId: entry.ProgramId, Priority: entry.Priority });
  }
  return ranking;
}

/**
 * Validates the multipart fields of update-with-choices against the account's application in
 * status `submitted` and returns the updated copy; the stored record is never touched here.
 */
export function applyChoiceUpdate(
  applications: readonly ApplicationRecord[],
  accountId: string,
  fields: Record<string, string>,
): ChoiceUpdate {
  const {
    ProgramId: programId,
    IsMultipleChoice: multiple,
    ProgramGroup: groupField,
    ProgramChoicesJson: rankingJson,
  } = fields;
  if (programId !== undefined && multiple !== undefined) {
    return fail(
      'Choisissez soit un programme unique (ProgramId), soit le classement des spécialités (IsMultipleChoice), pas les deux.',
    );
  }
  if (programId === undefined && multiple === undefined) return fail(RANKING_REQUIRED);
  if (multiple !== undefined && multiple !== 'true') return fail('IsMultipleChoice doit valoir "true".');

  const submitted = applications
    .filter((a) => a.accountId === accountId && a.status === 'submitted')
    .sort((a, b) => b.submissionDate.localeCompare(a.submissionDate))[0];
  if (!submitted) {
    return fail(
      'Aucune candidature au statut «\u00a0Soumise\u00a0»\u00a0: le choix de programme ne peut plus être modifié une fois la candidature traitée.',
    );
  }
  const eligible = eligibleFor(submitted.bacSerie);

  if (programId !== undefined) {
    const chosen = PROGRAMS.find((p) => p.programId === programId);
    if (!chosen) return fail(`Programme inconnu\u00a0: «\u00a0${programId}\u00a0».`);
    if (!eligible?.programs.some((p) => p.programId === programId)) {
      return fail(
        `Le programme «\u00a0${chosen.programName}\u00a0» n’est pas ouvert à la série ${submitted.bacSerie}.`,
      );
    }
    const group = GROUPS.find((g) => g.groupId === chosen.groupId);
    return {
      ok: true,
      application: {
        ...submitted,
        applicationType: 'single_choice',
        programId: chosen.programId,
        programName: chosen.programName,
        programGroup: group?.groupName ?? null,
        ufrName: chosen.ufrName,
        choices: [],
      },
    };
  }

  if (!groupField) return fail('Le groupe de programmes (ProgramGroup) est obligatoire pour un classement.');
  if (!rankingJson) return fail('Le classement (ProgramChoicesJson) est obligatoire pour un choix multiple.');
  const group = GROUPS.find((g) => g.groupId === groupField || g.groupName === groupField);
  if (!group) return fail(`Groupe de programmes inconnu\u00a0: «\u00a0${groupField}\u00a0».`);
  if (eligible?.group?.groupId !== group.groupId) {
    return fail(`La série ${submitted.bacSerie} ne donne pas accès au groupe ${group.groupName}.`);
  }
  const ranking = parseRanking(rankingJson);
  if (typeof ranking === 'string') return fail(ranking);
  const ids = ranking.map((choice) => choice.ProgramId);
  if (ranking.length !== 3 || new Set(ids).size !== 3 || !group.programIds.every((id) => ids.includes(id))) {
    return fail(
      `Le classement doit porter sur les 3 spécialités ${group.groupName}, chacune une seule fois.`,
    );
  }
  const priorities = ranking.map((choice) => choice.Priority).sort();
  if (priorities.join(',') !== '1,2,3') {
    return fail('Les priorités doivent être 1, 2 et 3, chacune attribuée une seule fois.');
  }
  const ordered = [...ranking].sort((a, b) => a.Priority - b.Priority);
  const choices: ChoiceRecord[] = ordered.map((choice) => {
    const previous = submitted.choices.find((c) => c.programId === choice.ProgramId);
    return {
      id: previous?.id ?? `CHX-${randomUUID()}`,
      programId: choice.ProgramId,
      programName: PROGRAMS.find((p) => p.programId === choice.ProgramId)?.programName ?? choice.ProgramId,
      priority: choice.Priority,
      score: previous?.score ?? submitted.score,
      status: 'pending',
      rank: null,
    };
  });
  const first = PROGRAMS.find((p) => p.programId === ordered[0]?.ProgramId);
  return {
    ok: true,
    application: {
      ...submitted,
      applicationType: 'multiple_choice',
      programId: first?.programId ?? null,
      programName: first?.programName ?? null,
      programGroup: group.groupName,
      ufrName: first?.ufrName ?? submitted.ufrName,
      choices,
    },
  };
}
