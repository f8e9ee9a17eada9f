// The e-mail a recorded staff decision sends the candidate (`decideStaffApplication`, this portal's
// addition): what the decision means for them, and where to sign in to see more. Only a recorded
// decision sends one; staffReview.ts calls this after the record is saved.
import { CALENDAR_TIME_ZONE, frenchDateTime } from './calendar';
import type { IdentityDeps } from './identity';
import type { ApplicationRecord, DecisionRecord, OutboxMail } from './model';

export const DECISION_SUBJECTS: Readonly<Record<DecisionRecord['decision'], string>> = {
  accepted: 'Votre candidature a été acceptée',
  rejected: 'Votre candidature n’a pas été retenue',
  waitlisted: 'Votre candidature est sur liste d’attente',
};

interface DecisionMailInput {
  candidateId: string;
  /** The candidate's name, when the application gives one. */
  name: string | null;
  /** The programme decided on (the main choice), when the application names one. */
  programName?: string | null | undefined;
  decision: Pick<DecisionRecord, 'decision' | 'reason' | 'decidedAt' | 'waitlistRank'>;
  timeZone: string;
  link: string;
}

/**
 * What the decision says and what comes next: an accepted candidate enrols, a waitlisted one learns
 * their rank and waits for a place, a rejected one may read why.
 */
function outcomeLines({ candidateId, programName, decision, timeZone }: DecisionMailInput): string[] {
  const date = frenchDateTime(Date.parse(decision.decidedAt), timeZone);
  if (decision.decision === 'waitlisted') {
    const list = programName ? `la liste d’attente de la formation ${programName}` : 'la liste d’attente';
    const rank = decision.waitlistRank ? `, au rang ${decision.waitlistRank}` : '';
    return [
      `Votre candidature ${candidateId} a été placée sur ${list}${rank}. Décision du ${date}.`,
      '',
      'Si une place se libère, vous recevrez un nouveau message. Connectez-vous pour suivre votre candidature.',
    ];
  }
  if (decision.decision === 'accepted') {
    return [
      `Votre candidature ${candidateId} a été acceptée le ${date}.`,
      '',
      'Connectez-vous pour voir la suite\u00a0: inscription et espace étudiant.',
    ];
  }
  return [
    `Votre candidature ${candidateId} n’a pas été retenue. Décision du ${date}.`,
    '',
    ...(decision.reason ? [`Motif\u00a0: ${decision.reason}`, ''] : []),
    'Connectez-vous pour voir le détail de votre candidature.',
  ];
}

/** The decision as a plain-text e-mail, in French. Never who decided: no staff name to the candidate. */
export function decisionMailText(input: DecisionMailInput): string {
  return [
    input.name ? `Bonjour ${input.name},` : 'Bonjour,',
    '',
    ...outcomeLines(input),
    '',
    input.link,
    '',
    'Ce message est envoyé automatiquement\u202f; merci de ne pas y répondre.',
  ].join('\n');
}

/**
 * Where the candidate is reached: the application's address, else their account's. Standalone, the
 * account is the sandbox's record; in Keycloak mode the sandbox holds no account, and the token's
 * `email` claim (what receipts.ts uses) is the reviewer's here, never the candidate's.
 */
function candidateAddress(
  { state, options }: IdentityDeps,
  application: ApplicationRecord,
): string | undefined {
  if (application.email) return application.email;
  return options.keycloak ? undefined : state.users.get(application.accountId)?.email;
}

/** The mail of a decision just recorded on `application`; null when no address is known (nothing is sent). */
export function decisionMail(
  deps: IdentityDeps,
  application: ApplicationRecord,
  decision: DecisionRecord,
): Omit<OutboxMail, 'id' | 'sentAt'> | null {
  const to = candidateAddress(deps, application);
  if (!to) return null;
  const { state, options } = deps;
  const link = `${options.portalUrl}/connexion`;
  const name = `${application.bacFirstName} ${application.bacLastName}`.trim();
  const main = application.choices.find((choice) => choice.priority === 1);
  return {
    to,
    subject: DECISION_SUBJECTS[decision.decision],
    kind: 'decision',
    link,
    text: decisionMailText({
      candidateId: application.candidateId,
      name: name || null,
      programName: main?.programName ?? application.programName,
      decision,
      timeZone: state.calendar?.timeZone ?? CALENDAR_TIME_ZONE,
      link,
    }),
  };
}
