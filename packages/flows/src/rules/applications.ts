import type { Application, ApplicationDetails, EligibleProgram } from '@admission/api-client';

function time(date: string | null | undefined): number {
  const t = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Newest submission first; missing or unreadable dates last; does not mutate its argument. */
export function sortApplicationsNewestFirst<T extends { submissionDate?: string | null }>(
  applications: readonly T[],
): T[] {
  return [...applications].sort((a, b) => {
    const ta = time(a.submissionDate);
    const tb = time(b.submissionDate);
    if (ta === tb) return 0;
    return ta > tb ? -1 : 1;
  });
}

/**
 * The application that makes the person a student: the newest approved one (its programme is the
 * one the student space names), or null when none is approved.
 */
export function acceptedApplication<T extends Pick<Application, 'status' | 'submissionDate'>>(
  applications: readonly T[],
): T | null {
  return (
    sortApplicationsNewestFirst(applications).find((application) => application.status === 'approved') ?? null
  );
}

export type ApplicationChoiceMode = 'single' | 'multiple';

/** Mode rule (docs/behaviour.md, « Programme change »): multiple when multiple_choice with existing choices, else single. */
export function applicationChoiceMode(
  application: Pick<Application, 'applicationType' | 'choices'>,
): ApplicationChoiceMode {
  return application.applicationType === 'multiple_choice' && (application.choices?.length ?? 0) > 0
    ? 'multiple'
    : 'single';
}

/**
 * The choices in priority order (1 first), as the dashboard lists them; does not mutate its
 * argument. Equal priorities keep the API's order.
 */
export function choicesByPriority<T extends { priority: number }>(
  choices: readonly T[] | null | undefined,
): T[] {
  return [...(choices ?? [])].sort((a, b) => a.priority - b.priority);
}

/**
 * The choice held now, as the programme change dialog summarises it: the ranked programmes' names
 * in priority order, or the one programme of a single choice (none when it is not known).
 */
export function currentChoiceNames(
  application: Pick<Application, 'applicationType' | 'choices' | 'programName'>,
): string[] {
  if (applicationChoiceMode(application) === 'multiple') {
    return choicesByPriority(application.choices).map((choice) => choice.programName);
  }
  return application.programName ? [application.programName] : [];
}

/** Only a submitted application may change its programme (« Programme change »). */
export function canChangeProgram(application: Pick<Application, 'status'>): boolean {
  return application.status === 'submitted';
}

/** First occurrence of each programId wins (« Programme change »). */
export function dedupeProgramsById<T extends Pick<EligibleProgram, 'programId'>>(
  programs: readonly T[],
): T[] {
  const seen = new Set<string>();
  return programs.filter((program) => {
    if (seen.has(program.programId)) return false;
    seen.add(program.programId);
    return true;
  });
}

/** Merges call 5's details into the application with the same candidateId; null/undefined detail values do not erase data. */
export function mergeApplicationDetails<T extends Application>(
  application: T,
  details: ApplicationDetails | null | undefined,
): T {
  if (!details || details.candidateId !== application.candidateId) return application;
  const defined = Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined && value !== null),
  );
  return { ...application, ...defined };
}
