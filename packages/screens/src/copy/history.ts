// The dated history of an application (not in the spec: docs/behaviour.md, deviation 53). Its own
// module: only the history, loaded when a candidate or a reviewer opens it, downloads it.
export const historyCopy = {
  loading: 'Chargement de l’historique…',
  failed: 'Impossible de charger l’historique. Réessayez dans quelques instants.',
  unavailable: 'L’historique de cette candidature n’est pas disponible pour le moment.',
  submitted: 'Candidature soumise',
  choiceChanged: 'Choix de programme modifié',
  accepted: 'Candidature acceptée',
  rejected: 'Candidature non retenue',
  waitlisted: (rank: number | null | undefined) =>
    rank ? `Candidature placée sur liste d’attente (rang ${rank})` : 'Candidature placée sur liste d’attente',
  reason: (reason: string) => `Motif\u00a0: ${reason}`,
  receipt: (reference: string) => `Justificatif ${reference}`,
} as const;
