// French copy of the programme-choice dialog, verbatim from the spec (sections 4 and 5). Its own
// module: only the dialog's body, a lazy chunk loaded when a candidate opens it, downloads it (most
// visits never change their choice); the toast once saved is candidate.ts's program.changeSaved.
import type { ProgramChangeErrorCode } from '@admission/flows';
import { timeout } from './fr';

export const programChangeCopy = {
  title: 'Changement de programme',
  loading: 'Chargement des programmes…',
  // Not in the spec: a change interrupted by a reload, Back or a session that ended, offered back.
  restored:
    'Votre choix n’avait pas été enregistré\u00a0: le voici tel que vous l’aviez laissé. Vérifiez-le, puis enregistrez-le.',
  // Not in the spec: no eligible programme came back.
  empty: 'Aucun programme éligible n’est disponible pour votre série.',
  groupName: 'Sciences Agronomiques',
  rankLabel: (rank: number, programName: string) => `Rang ${rank}\u00a0: ${programName}`,
  otherPrograms: 'Autre programme',
  otherProgramChosen: 'Vous avez choisi un autre programme',
  rankingInProgress: 'Vous êtes en train de classer les spécialités ci-dessus',
  rankingRule:
    'Vous devez soit classer les 3 spécialités Sciences Agronomiques, soit choisir un autre programme.',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  reset: 'Réinitialiser',
  errorTitle: 'Erreur',
  // Not in the spec: the choice held now (top of the dialog) and the one about to be sent (above
  // "Enregistrer"); a ranking reads "1. X, 2. Y, 3. Z".
  currentChoice: (summary: string) => `Votre choix actuel\u00a0: ${summary}`,
  newChoice: (summary: string) => `Votre nouveau choix\u00a0: ${summary}`,
  // Not in the spec: the application was processed while the dialog was open.
  notEditable: 'Votre candidature a déjà été traitée\u00a0: le choix de programme ne peut plus être modifié.',
  // Not in the spec: read after « Réessayer » when the eligible programmes could not be loaded.
  retryContext: 'le chargement des programmes éligibles',
} as const;

export type ProgramChangeCopy = typeof programChangeCopy;

/**
 * What went wrong in a change, worded (the dialog's alert, the "Erreur" toast). Here rather than in
 * fr.ts: only the change's chunk, loaded when a change starts, needs them. The dialog's rule
 * (« Vous devez soit classer… ») is its description, not an error.
 */
export const programChangeErrors = {
  loadFailed: 'Impossible de charger les programmes éligibles',
  loadError: 'Erreur lors du chargement des programmes',
  // Not in the spec: no answer at all, so the connection is the likely cause (deviation 39).
  loadNetwork:
    'Les programmes n’ont pas pu être chargés\u00a0: connexion au serveur impossible. Vérifiez votre connexion Internet et réessayez.',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  saveRejected: 'Erreur lors de la modification.',
  saveFailed: 'Une erreur est survenue lors de la modification.',
  timeout,
} satisfies Record<ProgramChangeErrorCode, string>;
